// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { paintQr, toRgba } from '../../../../tests/support/qr-video'
import { createQrFrameReader } from './qr-frame-reader'

const LINK = 'https://dynaqr.test/events/ALGO-SUMMIT-1/register?door=58333333.abc'

function videoWithFrame(width = 640, height = 480): HTMLVideoElement {
  const video = document.createElement('video')
  Object.defineProperties(video, {
    readyState: { value: 4 },
    videoWidth: { value: width },
    videoHeight: { value: height },
  })
  return video
}

function detectorClass(formats: string[], detect = vi.fn(async () => [{ rawValue: LINK }])) {
  const constructed = vi.fn()
  class FakeDetector {
    static getSupportedFormats = async () => formats
    constructor(options: { formats: string[] }) {
      constructed(options)
    }
    detect = detect
  }
  return { Detector: FakeDetector, constructed, detect }
}

/** A 2D context whose getImageData hands back `pixels`, as a canvas holding that video frame would. */
function stubCanvas(pixels: { width: number; height: number; data: Uint8ClampedArray }) {
  const drawImage = vi.fn()
  const getImageData = vi.fn(() => pixels)
  const getContext = vi.fn(() => ({ drawImage, getImageData }))
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(getContext as never)
  return { drawImage, getContext }
}

describe('createQrFrameReader', () => {
  afterEach(() => vi.restoreAllMocks())

  it('uses the BarcodeDetector where it reads QR codes', async () => {
    const { Detector, constructed, detect } = detectorClass(['ean_13', 'qr_code'])
    const read = await createQrFrameReader(Detector)
    expect(constructed).toHaveBeenCalledWith({ formats: ['qr_code'] })
    const video = videoWithFrame()
    expect(await read(video)).toBe(LINK)
    expect(detect).toHaveBeenCalledWith(video)
  })

  it('reads nothing before the video has a frame, or when the detector finds nothing', async () => {
    const { Detector, detect } = detectorClass(
      ['qr_code'],
      vi.fn(async () => []),
    )
    const read = await createQrFrameReader(Detector)
    expect(await read(document.createElement('video'))).toBeNull()
    expect(detect).not.toHaveBeenCalled()
    expect(await read(videoWithFrame())).toBeNull()
  })

  it('decodes with jsQR when there is no BarcodeDetector, at most 640 px wide', async () => {
    const picture = paintQr(LINK, 640, 480)
    const { drawImage } = stubCanvas({ width: 640, height: 480, data: toRgba(picture) })
    const read = await createQrFrameReader(undefined)
    const video = videoWithFrame(1280, 960)
    expect(await read(video)).toBe(LINK)
    expect(drawImage).toHaveBeenCalledWith(video, 0, 0, 640, 480)
  })

  it('decodes with jsQR when the BarcodeDetector does not read QR codes', async () => {
    const { Detector, constructed } = detectorClass(['ean_13'])
    stubCanvas({ width: 640, height: 480, data: toRgba({ width: 640, height: 480, gray: new Uint8Array(640 * 480) }) })
    const read = await createQrFrameReader(Detector)
    expect(constructed).not.toHaveBeenCalled()
    expect(await read(videoWithFrame())).toBeNull()
  })
})
