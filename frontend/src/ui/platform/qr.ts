/**
 * QR images: 256 px, margin 2, error correction M, black on white. The qrcode library (about 10 KB
 * gzipped) loads with the first image asked for, so a page that draws none, such as a paired door
 * device, never loads it.
 */
const qrCodeLibrary = async () => (await import('qrcode')).default

export const QR_OPTIONS = {
  width: 256,
  margin: 2,
  errorCorrectionLevel: 'M',
  color: { dark: '#000000', light: '#ffffff' },
} as const

/** PNG data URL of the QR code for `text` (the resolver URL); a screen that fills a wall asks for more pixels. */
export async function qrImageDataUrl(text: string, width: number = QR_OPTIONS.width): Promise<string> {
  return (await qrCodeLibrary()).toDataURL(text, { ...QR_OPTIONS, width, type: 'image/png' })
}

/** Pixels of the PNG for print: a 2,048 px square prints sharp at 17 cm and 300 dpi. */
export const PRINT_QR_PIXELS = 2_048

/** 'DynaQR-{eventId}.png' (or .svg), or 'DynaQR-QRCode.png' without an id. */
export function qrDownloadName(eventId?: string, extension: 'png' | 'svg' = 'png'): string {
  return `DynaQR-${eventId?.trim() || 'QRCode'}.${extension}`
}

/** The QR code of `text` as an SVG document: vector, so it prints sharp at any size. */
export async function qrSvg(text: string): Promise<string> {
  return (await qrCodeLibrary()).toString(text, { ...QR_OPTIONS, type: 'svg' })
}
