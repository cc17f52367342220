/** QR images: 256 px, margin 2, error correction M, black on white. */
import QRCode from 'qrcode'

export const QR_OPTIONS = {
  width: 256,
  margin: 2,
  errorCorrectionLevel: 'M',
  color: { dark: '#000000', light: '#ffffff' },
} as const

/** PNG data URL of the QR code for `text` (the resolver URL); a screen that fills a wall asks for more pixels. */
export function qrImageDataUrl(text: string, width: number = QR_OPTIONS.width): Promise<string> {
  return QRCode.toDataURL(text, { ...QR_OPTIONS, width, type: 'image/png' })
}

/** 'DynaQR-{eventId}.png', or 'DynaQR-QRCode.png' without an id. */
export function qrDownloadName(eventId?: string): string {
  return `DynaQR-${eventId?.trim() || 'QRCode'}.png`
}
