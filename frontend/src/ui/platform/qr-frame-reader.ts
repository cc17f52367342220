/**
 * Reads a QR code from the current frame of a playing video. The browser's BarcodeDetector is used
 * where it reads QR codes; elsewhere (desktop Firefox and Safari, Chromium on Linux) the jsQR decoder
 * is loaded on first use, so it stays out of the main bundle.
 */

/** The text of the QR code in the video's current frame, or null when none is readable. */
export type QrFrameReader = (video: HTMLVideoElement) => Promise<string | null>

interface DetectedBarcode {
  rawValue: string
}

interface BarcodeDetectorLike {
  detect(source: HTMLVideoElement): Promise<DetectedBarcode[]>
}

interface BarcodeDetectorClass {
  new (options: { formats: string[] }): BarcodeDetectorLike
  getSupportedFormats?: () => Promise<string[]>
}

/** HTMLMediaElement.HAVE_CURRENT_DATA: the video has a frame to read. */
const HAVE_CURRENT_DATA = 2

/** jsQR's cost grows with the pixel count; a QR filling part of a 640 px wide frame still decodes. */
const MAX_DECODE_WIDTH = 640

export async function createQrFrameReader(
  Detector = (globalThis as { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector,
): Promise<QrFrameReader> {
  if (Detector && (await readsQr(Detector))) return barcodeDetectorReader(new Detector({ formats: ['qr_code'] }))
  return jsQrReader()
}

async function readsQr(Detector: BarcodeDetectorClass): Promise<boolean> {
  try {
    return !Detector.getSupportedFormats || (await Detector.getSupportedFormats()).includes('qr_code')
  } catch {
    return false
  }
}

function barcodeDetectorReader(detector: BarcodeDetectorLike): QrFrameReader {
  return async (video) => {
    if (!hasFrame(video)) return null
    try {
      const [first] = await detector.detect(video)
      return first?.rawValue ?? null
    } catch {
      return null
    }
  }
}

async function jsQrReader(): Promise<QrFrameReader> {
  const { default: jsQR } = await import('jsqr')
  const canvas = document.createElement('canvas')
  const context = canvas.getContext('2d', { willReadFrequently: true })
  return async (video) => {
    if (!context || !hasFrame(video)) return null
    const scale = Math.min(1, MAX_DECODE_WIDTH / video.videoWidth)
    const width = Math.round(video.videoWidth * scale)
    const height = Math.round(video.videoHeight * scale)
    if (canvas.width !== width || canvas.height !== height) {
      canvas.width = width
      canvas.height = height
    }
    context.drawImage(video, 0, 0, width, height)
    const image = context.getImageData(0, 0, width, height)
    return jsQR(image.data, width, height)?.data ?? null
  }
}

function hasFrame(video: HTMLVideoElement): boolean {
  return video.readyState >= HAVE_CURRENT_DATA && video.videoWidth > 0
}
