/**
 * A ticket as one PNG the attendee keeps in their photos: the event's name on top, the QR code,
 * then the facts beside it (date, tier, name) and a footer line, black on white, drawn on a canvas.
 */
import { qrImageDataUrl } from './qr'

export interface TicketImageContent {
  /** What the QR code carries. */
  code: string
  title: string
  /** One line each, under the code; long ones wrap. */
  lines: readonly string[]
  footer: string
}

const WIDTH = 800
const PADDING = 56
const QR_PIXELS = 560
const FONT = 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif'
const TITLE = { font: `700 40px ${FONT}`, height: 50 }
const LINE = { font: `500 30px ${FONT}`, height: 42 }
const FOOTER = { font: `400 24px ${FONT}`, height: 34 }

/** `text` cut at spaces into lines no wider than `width` (a word wider than that stands alone). */
function wrap(context: CanvasRenderingContext2D, text: string, width: number): string[] {
  const lines: string[] = []
  let current = ''
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = current ? `${current} ${word}` : word
    if (current && context.measureText(candidate).width > width) {
      lines.push(current)
      current = word
    } else current = candidate
  }
  if (current) lines.push(current)
  return lines
}

function loadImage(source: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image()
    image.onload = () => resolve(image)
    image.onerror = () => reject(new Error('The QR image did not load'))
    image.src = source
  })
}

/** The ticket as a PNG. */
export async function ticketImage(content: TicketImageContent): Promise<Blob> {
  const qr = await loadImage(await qrImageDataUrl(content.code, QR_PIXELS))
  const canvas = document.createElement('canvas')
  const context = canvas.getContext('2d')
  if (!context) throw new Error('This browser cannot draw images')
  const textWidth = WIDTH - 2 * PADDING
  context.font = TITLE.font
  const titleLines = wrap(context, content.title, textWidth)
  context.font = LINE.font
  const factLines = content.lines.flatMap((line) => wrap(context, line, textWidth))
  context.font = FOOTER.font
  const footerLines = wrap(context, content.footer, textWidth)

  canvas.width = WIDTH
  canvas.height =
    PADDING +
    titleLines.length * TITLE.height +
    24 +
    QR_PIXELS +
    24 +
    factLines.length * LINE.height +
    16 +
    footerLines.length * FOOTER.height +
    PADDING
  context.fillStyle = '#ffffff'
  context.fillRect(0, 0, canvas.width, canvas.height)
  context.fillStyle = '#000000'
  context.textAlign = 'center'
  context.textBaseline = 'top'
  const centre = WIDTH / 2
  let y = PADDING
  const draw = (lines: string[], style: { font: string; height: number }) => {
    context.font = style.font
    for (const line of lines) {
      context.fillText(line, centre, y)
      y += style.height
    }
  }
  draw(titleLines, TITLE)
  y += 24
  context.imageSmoothingEnabled = false
  context.drawImage(qr, (WIDTH - QR_PIXELS) / 2, y, QR_PIXELS, QR_PIXELS)
  y += QR_PIXELS + 24
  draw(factLines, LINE)
  y += 16
  context.fillStyle = '#444444'
  draw(footerLines, FOOTER)

  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('The ticket image was not made'))), 'image/png'),
  )
}

/** 'ticket-{eventId}.png', safe as a file name. */
export function ticketImageFileName(eventId: string): string {
  return `ticket-${eventId.replace(/[^A-Za-z0-9_-]/g, '_')}.png`
}
