import jsQR from 'jsqr'
import { PNG } from 'pngjs'
import type { Page } from 'playwright-core'

/** The text of the QR code an <img> on the page shows (a PNG data URL), or null when none is read. */
export async function qrText(page: Page, testId: string): Promise<string | null> {
  const src = await page.getByTestId(testId).getAttribute('src')
  const png = PNG.sync.read(Buffer.from(src!.split(',')[1], 'base64'))
  return jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data ?? null
}
