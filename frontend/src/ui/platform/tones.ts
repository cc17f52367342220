/**
 * Short tones with the Web Audio API: an oscillator per tone, its volume ramped in and out so it
 * does not click. Browsers start an AudioContext suspended until the page has been touched; it is
 * resumed at each use, and where there is no Web Audio nothing plays.
 */

export interface Tone {
  /** Hertz. */
  frequency: number
  /** From the start of the sequence. */
  startMs: number
  durationMs: number
  wave: OscillatorType
}

const VOLUME = 0.2
const RAMP_SECONDS = 0.01

type AudioContextClass = new () => AudioContext

let context: AudioContext | null = null

function audioContext(Context: AudioContextClass | undefined): AudioContext | null {
  if (!Context) return null
  try {
    context ??= new Context()
    return context
  } catch {
    return null
  }
}

function defaultAudioContextClass(): AudioContextClass | undefined {
  return (globalThis as { AudioContext?: AudioContextClass }).AudioContext
}

/** Plays the tones; silently nothing where the browser has no Web Audio or refuses it. */
export function playTones(tones: readonly Tone[], Context = defaultAudioContextClass()): void {
  const audio = audioContext(Context)
  if (!audio) return
  try {
    if (audio.state === 'suspended') void audio.resume().catch(() => undefined)
    const now = audio.currentTime
    for (const tone of tones) {
      const start = now + tone.startMs / 1000
      const end = start + tone.durationMs / 1000
      const oscillator = audio.createOscillator()
      const gain = audio.createGain()
      oscillator.type = tone.wave
      oscillator.frequency.setValueAtTime(tone.frequency, start)
      gain.gain.setValueAtTime(0, start)
      gain.gain.linearRampToValueAtTime(VOLUME, start + RAMP_SECONDS)
      gain.gain.setValueAtTime(VOLUME, end - RAMP_SECONDS)
      gain.gain.linearRampToValueAtTime(0, end)
      oscillator.connect(gain).connect(audio.destination)
      oscillator.start(start)
      oscillator.stop(end)
    }
  } catch {
    // A sound is a courtesy: the verdict is on screen.
  }
}

/** Vibrates in `pattern` where the device can (phones; not iOS Safari, not desktops). */
export function vibrate(
  pattern: readonly number[],
  host: { vibrate?: (pattern: number[]) => boolean } | undefined = globalThis.navigator,
): void {
  try {
    host?.vibrate?.([...pattern])
  } catch {
    // Refused (no user gesture yet, or a frame without permission): the verdict is on screen.
  }
}
