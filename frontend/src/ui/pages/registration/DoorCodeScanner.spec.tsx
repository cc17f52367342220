// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { doorCodeLink, doorCodeValue, type DoorCode } from '../../../domain/door-code'
import { DOOR_MESSAGES } from '../../../domain/messages'
import type { CameraOutcome } from '../../platform/qr-camera'
import type { QrFrameReader } from '../../platform/qr-frame-reader'

const platform = vi.hoisted(() => ({
  openBackCamera: vi.fn<() => Promise<CameraOutcome>>(),
  createQrFrameReader: vi.fn<() => Promise<QrFrameReader>>(),
}))
vi.mock('../../platform/qr-camera', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  openBackCamera: platform.openBackCamera,
}))
vi.mock('../../platform/qr-frame-reader', () => ({ createQrFrameReader: platform.createQrFrameReader }))

import { DoorCodeScanner } from './DoorCodeScanner'

const EVENT_ID = 'ALGO-SUMMIT-1'
const code: DoorCode = { eventId: EVENT_ID, window: 58_333_333n, signature: new Uint8Array(64).fill(7) }

function fakeCamera() {
  const track = { stop: vi.fn() }
  const stream = { getTracks: () => [track] } as unknown as MediaStream
  return { track, stream }
}

/** A reader that reads `texts` from successive frames, then nothing. */
function readerOf(texts: (string | null)[]): QrFrameReader {
  const queue = [...texts]
  return async () => queue.shift() ?? null
}

function renderScanner() {
  const onCode = vi.fn()
  const onClose = vi.fn()
  const view = render(<DoorCodeScanner eventId={EVENT_ID} onCode={onCode} onClose={onClose} />)
  return { onCode, onClose, view }
}

describe('DoorCodeScanner', () => {
  beforeEach(() => {
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined)
    platform.openBackCamera.mockReset()
    platform.createQrFrameReader.mockReset()
  })
  afterEach(() => {
    cleanup()
    vi.restoreAllMocks()
  })

  it('reads the door link from the camera, then turns the camera off', async () => {
    const { track, stream } = fakeCamera()
    platform.openBackCamera.mockResolvedValue({ ok: true, stream })
    platform.createQrFrameReader.mockResolvedValue(
      readerOf([null, 'https://example.com/menu', doorCodeLink('https://dynaqr.test', code)]),
    )
    const { onCode } = renderScanner()
    await waitFor(() => expect(onCode).toHaveBeenCalledTimes(1))
    expect(onCode).toHaveBeenCalledWith(code)
    expect(track.stop).toHaveBeenCalled()
    expect(screen.getByTestId('door-scanner-error').textContent).toBe('')
  })

  it('says why a scanned QR is refused and keeps scanning', async () => {
    const { track, stream } = fakeCamera()
    platform.openBackCamera.mockResolvedValue({ ok: true, stream })
    const otherEvent = doorCodeLink('https://dynaqr.test', { ...code, eventId: 'OTHER' })
    platform.createQrFrameReader.mockResolvedValue(readerOf([otherEvent]))
    const { onCode } = renderScanner()
    await waitFor(() => expect(screen.getByTestId('door-scanner-error').textContent).toBe(DOOR_MESSAGES.otherEvent))
    expect(screen.getByTestId('door-scanner-camera').textContent).toBe(DOOR_MESSAGES.scanHint)
    expect(onCode).not.toHaveBeenCalled()
    expect(track.stop).not.toHaveBeenCalled()
  })

  it('turns the camera off when the scanner closes', async () => {
    const { track, stream } = fakeCamera()
    platform.openBackCamera.mockResolvedValue({ ok: true, stream })
    platform.createQrFrameReader.mockResolvedValue(readerOf([]))
    const { view } = renderScanner()
    await waitFor(() => expect(screen.getByTestId('door-scanner-camera').textContent).toBe(DOOR_MESSAGES.scanHint))
    expect(track.stop).not.toHaveBeenCalled()
    view.unmount()
    expect(track.stop).toHaveBeenCalled()
  })

  it('turns off a camera that opens after the scanner closed', async () => {
    const { track, stream } = fakeCamera()
    let open: (outcome: CameraOutcome) => void = () => undefined
    platform.openBackCamera.mockReturnValue(new Promise((resolve) => (open = resolve)))
    const { view } = renderScanner()
    expect(screen.getByTestId('door-scanner-camera').textContent).toBe(DOOR_MESSAGES.cameraStarting)
    view.unmount()
    await act(async () => open({ ok: true, stream }))
    expect(track.stop).toHaveBeenCalled()
    expect(platform.createQrFrameReader).not.toHaveBeenCalled()
  })

  it('explains a refused camera and still takes a pasted code', async () => {
    platform.openBackCamera.mockResolvedValue({ ok: false, reason: 'denied' })
    const { onCode } = renderScanner()
    await waitFor(() => expect(screen.getByTestId('door-scanner-camera').textContent).toBe(DOOR_MESSAGES.cameraDenied))
    expect(screen.getByTestId('door-scanner-video').hidden).toBe(true)
    fireEvent.change(screen.getByTestId('door-code-input'), { target: { value: ` ${doorCodeValue(code)} ` } })
    fireEvent.click(screen.getByRole('button', { name: 'Use code' }))
    expect(onCode).toHaveBeenCalledWith(code)
  })

  it('says the camera is unavailable when the decoder cannot be loaded, and turns the camera off', async () => {
    const { track, stream } = fakeCamera()
    platform.openBackCamera.mockResolvedValue({ ok: true, stream })
    platform.createQrFrameReader.mockRejectedValue(new Error('Failed to fetch dynamically imported module'))
    renderScanner()
    await waitFor(() =>
      expect(screen.getByTestId('door-scanner-camera').textContent).toBe(DOOR_MESSAGES.cameraUnavailable),
    )
    expect(track.stop).toHaveBeenCalled()
  })

  it('asks for a code when Use code is pressed with nothing typed, and closes on Cancel', () => {
    platform.openBackCamera.mockResolvedValue({ ok: false, reason: 'unavailable' })
    const { onCode, onClose } = renderScanner()
    fireEvent.click(screen.getByRole('button', { name: 'Use code' }))
    expect(screen.getByTestId('door-scanner-error').textContent).toBe(DOOR_MESSAGES.codeRequired)
    expect(onCode).not.toHaveBeenCalled()
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }))
    expect(onClose).toHaveBeenCalled()
  })
})
