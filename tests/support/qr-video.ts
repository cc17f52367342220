/**
 * A camera's view of a QR code, for browser tests: Chromium plays a Y4M file as its fake camera
 * (launch flags in FAKE_CAMERA_FLAGS), so the app's real getUserMedia and decoding path sees it.
 */
import { writeFileSync } from 'node:fs'
import QRCode from 'qrcode'

export interface QrPicture {
  width: number
  height: number
  /** One byte per pixel, row by row: 0 for a dark module, 255 for the background. */
  gray: Uint8Array
}

export interface QrVideoOptions {
  width?: number
  height?: number
  /** Frames showing the code (10 a second). */
  frames?: number
  /** Blank frames after them: the code taken away and shown again as the video loops. */
  blankFrames?: number
}

/** Light modules around the code, as the QR standard asks, so decoders find its edges. */
const QUIET_ZONE_MODULES = 4
/** Below this many pixels per module a decoder may misread a camera frame. */
const MIN_MODULE_PIXELS = 6
/** Studio-range luma, which Chromium's fake camera converts to full black and white. */
const LUMA_DARK = 16
const LUMA_LIGHT = 235
const CHROMA_NEUTRAL = 128

/** Chromium flags that grant the camera without a prompt and play `videoPath` as its picture. */
export function fakeCameraFlags(videoPath: string): string[] {
  return [
    '--use-fake-device-for-media-stream',
    '--use-fake-ui-for-media-stream',
    `--use-file-for-fake-video-capture=${videoPath}`,
  ]
}

/** The QR code of `text`, black on white, centred in a width × height picture. */
export function paintQr(text: string, width = 640, height = 480): QrPicture {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' })
  const span = modules.size + 2 * QUIET_ZONE_MODULES
  const scale = Math.floor(Math.min(width, height) / span)
  if (scale < MIN_MODULE_PIXELS) {
    throw new Error(`${text.length} characters need a QR of ${modules.size} modules: too small at ${width}x${height}`)
  }
  const gray = new Uint8Array(width * height).fill(255)
  const left = Math.floor((width - modules.size * scale) / 2)
  const top = Math.floor((height - modules.size * scale) / 2)
  for (let row = 0; row < modules.size; row++) {
    for (let column = 0; column < modules.size; column++) {
      if (!modules.get(row, column)) continue
      for (let y = top + row * scale; y < top + (row + 1) * scale; y++) {
        gray.fill(0, y * width + left + column * scale, y * width + left + (column + 1) * scale)
      }
    }
  }
  return { width, height, gray }
}

/** The picture as RGBA pixels (what a canvas's getImageData hands a decoder). */
export function toRgba(picture: QrPicture): Uint8ClampedArray {
  const rgba = new Uint8ClampedArray(picture.gray.length * 4).fill(255)
  picture.gray.forEach((value, pixel) => rgba.fill(value, pixel * 4, pixel * 4 + 3))
  return rgba
}

/**
 * YUV4MPEG2 (4:2:0) frames at 10 a second showing the QR code of `text`, then `blankFrames` of a
 * blank picture; Chromium loops the file.
 */
export function qrVideo(
  text: string,
  { width = 640, height = 480, frames = 5, blankFrames = 0 }: QrVideoOptions = {},
): Uint8Array {
  if (width % 2 || height % 2) throw new Error('4:2:0 video needs an even width and height')
  const { gray } = paintQr(text, width, height)
  const luma = gray.map((value) => (value === 0 ? LUMA_DARK : LUMA_LIGHT))
  const blank = new Uint8Array(luma.length).fill(LUMA_LIGHT)
  const chroma = new Uint8Array((width / 2) * (height / 2) * 2).fill(CHROMA_NEUTRAL)
  const header = new TextEncoder().encode(`YUV4MPEG2 W${width} H${height} F10:1 Ip A1:1 C420jpeg\n`)
  const frameTag = new TextEncoder().encode('FRAME\n')
  const frameBytes = frameTag.length + luma.length + chroma.length
  const total = frames + blankFrames
  const video = new Uint8Array(header.length + total * frameBytes)
  video.set(header, 0)
  for (let frame = 0; frame < total; frame++) {
    const start = header.length + frame * frameBytes
    video.set(frameTag, start)
    video.set(frame < frames ? luma : blank, start + frameTag.length)
    video.set(chroma, start + frameTag.length + luma.length)
  }
  return video
}

/** Writes qrVideo(text) to `path` (a .y4m file) for --use-file-for-fake-video-capture. */
export function writeQrVideo(path: string, text: string, options?: QrVideoOptions): string {
  writeFileSync(path, qrVideo(text, options))
  return path
}
