/**
 * The phone's back camera for QR scanning. getUserMedia is missing outside secure contexts and
 * rejects when people refuse the camera or none exists, so callers get an outcome, never an exception.
 */

export type CameraOutcome = { ok: true; stream: MediaStream } | { ok: false; reason: 'denied' | 'unavailable' }

type MediaHost = { mediaDevices?: Pick<MediaDevices, 'getUserMedia'> } | undefined

/** Errors that mean the person (or the site's permissions policy) refused the camera. */
const REFUSALS = new Set(['NotAllowedError', 'SecurityError', 'PermissionDeniedError'])

export async function openBackCamera(host: MediaHost = globalThis.navigator): Promise<CameraOutcome> {
  const media = host?.mediaDevices
  if (!media?.getUserMedia) return { ok: false, reason: 'unavailable' }
  try {
    const stream = await media.getUserMedia({ audio: false, video: { facingMode: 'environment' } })
    return { ok: true, stream }
  } catch (error) {
    const name = error instanceof Error || error instanceof DOMException ? error.name : ''
    return { ok: false, reason: REFUSALS.has(name) ? 'denied' : 'unavailable' }
  }
}

/** Turns the camera off: stopping every track releases the device (and its indicator light). */
export function stopCamera(stream: MediaStream): void {
  for (const track of stream.getTracks()) track.stop()
}
