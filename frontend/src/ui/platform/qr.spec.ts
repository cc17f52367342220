import jsQR from 'jsqr'
import { PNG } from 'pngjs'
import { describe, expect, it } from 'vitest'
import { qrDownloadName, qrImageDataUrl } from './qr'

function decodePng(dataUrl: string): PNG {
  return PNG.sync.read(Buffer.from(dataUrl.replace(/^data:image\/png;base64,/, ''), 'base64'))
}

describe('qrImageDataUrl', () => {
  it('renders a 256 px black-on-white PNG that scans back to the resolver URL', async () => {
    const url = 'http://localhost:4173/resolve?event=LAUNCH-m4x2k9-abc123'
    const dataUrl = await qrImageDataUrl(url)
    expect(dataUrl.startsWith('data:image/png;base64,')).toBe(true)
    const png = decodePng(dataUrl)
    expect(png.width).toBe(256)
    expect(png.height).toBe(256)
    expect([...png.data.slice(0, 4)]).toEqual([255, 255, 255, 255]) // white quiet zone
    const decoded = jsQR(new Uint8ClampedArray(png.data), png.width, png.height)
    expect(decoded?.data).toBe(url)
  })
})

describe('qrDownloadName', () => {
  it('prefixes the product short name', () => {
    expect(qrDownloadName('EV-1')).toBe('DynaQR-EV-1.png')
    expect(qrDownloadName('')).toBe('DynaQR-QRCode.png')
    expect(qrDownloadName()).toBe('DynaQR-QRCode.png')
  })
})
