import { describe, expect, it, vi } from 'vitest'
import { playTones, vibrate } from './tones'

describe('vibrate', () => {
  it('hands the pattern to the device, and survives one that cannot vibrate or refuses', () => {
    const host = { vibrate: vi.fn(() => true) }
    vibrate([80, 40, 80], host)
    expect(host.vibrate).toHaveBeenCalledWith([80, 40, 80])
    expect(() => vibrate([80], {})).not.toThrow()
    expect(() =>
      vibrate([80], {
        vibrate: () => {
          throw new Error('no gesture')
        },
      }),
    ).not.toThrow()
    expect(() => vibrate([80], undefined)).not.toThrow()
  })
})

describe('playTones', () => {
  it('plays each tone as an oscillator at its frequency and time, its volume ramped so it does not click', () => {
    const started: [number, number, OscillatorType][] = []
    const ramps: number[] = []
    class FakeAudioContext {
      state = 'suspended'
      currentTime = 10
      destination = {}
      resume = vi.fn(async () => undefined)
      createOscillator() {
        const oscillator = {
          type: 'sine' as OscillatorType,
          frequency: { setValueAtTime: (value: number) => (oscillator.hz = value) },
          hz: 0,
          connect: (node: unknown) => node,
          start: (at: number) => started.push([at, oscillator.hz, oscillator.type]),
          stop: () => undefined,
        }
        return oscillator
      }
      createGain() {
        return {
          gain: { setValueAtTime: () => undefined, linearRampToValueAtTime: (value: number) => ramps.push(value) },
          connect: (node: unknown) => node,
        }
      }
    }
    playTones(
      [
        { frequency: 660, startMs: 0, durationMs: 100, wave: 'sine' },
        { frequency: 196, startMs: 200, durationMs: 300, wave: 'square' },
      ],
      FakeAudioContext as unknown as new () => AudioContext,
    )
    expect(started).toEqual([
      [10, 660, 'sine'],
      [10.2, 196, 'square'],
    ])
    expect(ramps).toEqual([0.2, 0, 0.2, 0])
  })

  it('plays nothing, and throws nothing, without Web Audio', () => {
    expect(() => playTones([{ frequency: 440, startMs: 0, durationMs: 50, wave: 'sine' }], undefined)).not.toThrow()
  })
})
