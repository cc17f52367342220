import { describe, expect, it, vi } from 'vitest'
import { openBackCamera, stopCamera } from './qr-camera'

const stream = { getTracks: () => [] } as unknown as MediaStream

describe('openBackCamera', () => {
  it('asks for the back camera without audio', async () => {
    const getUserMedia = vi.fn().mockResolvedValue(stream)
    expect(await openBackCamera({ mediaDevices: { getUserMedia } })).toEqual({ ok: true, stream })
    expect(getUserMedia).toHaveBeenCalledWith({ audio: false, video: { facingMode: 'environment' } })
  })

  it('reports a missing camera API (insecure context, old browser) as unavailable', async () => {
    expect(await openBackCamera({})).toEqual({ ok: false, reason: 'unavailable' })
    expect(await openBackCamera(undefined)).toEqual({ ok: false, reason: 'unavailable' })
  })

  it.each([
    ['NotAllowedError', 'denied'],
    ['SecurityError', 'denied'],
    ['NotFoundError', 'unavailable'],
    ['NotReadableError', 'unavailable'],
    ['OverconstrainedError', 'unavailable'],
  ])('reports %s as %s', async (name, reason) => {
    const getUserMedia = vi.fn().mockRejectedValue(new DOMException('camera', name))
    expect(await openBackCamera({ mediaDevices: { getUserMedia } })).toEqual({ ok: false, reason })
  })
})

describe('stopCamera', () => {
  it('stops every track of the stream', () => {
    const tracks = [{ stop: vi.fn() }, { stop: vi.fn() }]
    stopCamera({ getTracks: () => tracks } as unknown as MediaStream)
    for (const track of tracks) expect(track.stop).toHaveBeenCalledTimes(1)
  })
})
