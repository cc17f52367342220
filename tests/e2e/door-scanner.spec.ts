/**
 * The attendee's door-code scanner with a camera: Chromium's fake camera plays a video of a door QR,
 * the scanner reads it with jsQR, and the code reaches the chain. The e2e build has no chain to
 * register on, so the completion screen runs on its own page (door-scanner/) over a fake chain.
 */
import react from '@vitejs/plugin-react'
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Browser, Page } from 'playwright-core'
import { build, preview, type PreviewServer } from 'vite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { doorCodeLink, doorCodeValue, type DoorCode } from '../../frontend/src/domain/door-code'
import { fakeCameraFlags, writeQrVideo } from '../support/qr-video'
import { HARNESS_EVENT_ID } from './door-scanner/harness'
import { launchBrowser } from './support/browser'

const harnessRoot = fileURLToPath(new URL('./door-scanner/', import.meta.url))
const productionBuild = fileURLToPath(new URL('./.dist/', import.meta.url))
/** An option name of jsQR's API that survives minification, so it marks the decoder's code. */
const JSQR_MARKER = 'inversionAttempts'
const JSQR_CHUNK = /\/assets\/jsQR-[\w-]+\.js$/

const code: DoorCode = {
  eventId: HARNESS_EVENT_ID,
  window: 58_333_333n,
  signature: Uint8Array.from({ length: 64 }, (_, index) => (index * 37) % 256),
}

let workDir: string
let server: PreviewServer
let browser: Browser

beforeAll(async () => {
  workDir = mkdtempSync(join(tmpdir(), 'dynaqr-door-scanner-'))
  const video = writeQrVideo(join(workDir, 'door.y4m'), doorCodeLink('https://dynaqr.example', code))
  const outDir = join(workDir, 'dist')
  const config = { root: harnessRoot, configFile: false as const, logLevel: 'warn' as const }
  await build({ ...config, plugins: [react()], build: { outDir, emptyOutDir: true } })
  server = await preview({ ...config, build: { outDir }, preview: { port: 0, strictPort: true } })
  browser = await launchBrowser({ args: fakeCameraFlags(video) })
})

afterAll(async () => {
  await browser?.close()
  await new Promise<void>((resolve) => (server ? server.httpServer.close(() => resolve()) : resolve()))
  if (workDir) rmSync(workDir, { recursive: true, force: true })
})

async function openHarness(): Promise<{ page: Page; scripts: string[]; errors: string[] }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } })
  const page = await context.newPage()
  const scripts: string[] = []
  const errors: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url())
  })
  page.on('pageerror', (error) => errors.push(error.message))
  // Linux Chromium has no BarcodeDetector today; removing it keeps this test on the jsQR path if one ships.
  await page.addInitScript(() => delete (window as { BarcodeDetector?: unknown }).BarcodeDetector)
  const address = server.httpServer.address()
  if (!address || typeof address === 'string') throw new Error('vite preview did not report its port')
  await page.goto(`http://localhost:${address.port}/`)
  return { page, scripts, errors }
}

describe('door-code scanner with a camera', () => {
  it('reads the door QR from the camera with jsQR, confirms with its code, and turns the camera off', async () => {
    const { page, scripts, errors } = await openHarness()
    const confirm = page.getByRole('button', { name: 'Confirm Attendance & Get NFT' })
    await confirm.waitFor()
    expect(
      scripts.filter((url) => JSQR_CHUNK.test(url)),
      'jsQR loads with the scanner, not the page',
    ).toEqual([])
    await confirm.click()
    await page.getByRole('heading', { name: 'Attendance Confirmed' }).waitFor({ timeout: 60_000 })

    const harness = await page.evaluate(() => ({
      confirmedDoorCodes: window.harness.confirmedDoorCodes,
      streams: window.harness.streams,
    }))
    expect(harness.confirmedDoorCodes).toEqual([doorCodeValue(code)])
    expect(harness.streams).toEqual([['ended']])
    expect(scripts.filter((url) => JSQR_CHUNK.test(url))).toHaveLength(1)
    expect(await page.getByTestId('registration-asset-id').innerText()).toBe('4242')
    expect(errors).toEqual([])
    await page.context().close()
  })

  it('keeps jsQR in a chunk of its own in the production build', () => {
    const assets = join(productionBuild, 'assets')
    const withDecoder = readdirSync(assets).filter(
      (name) => name.endsWith('.js') && readFileSync(join(assets, name), 'utf8').includes(JSQR_MARKER),
    )
    expect(withDecoder).toHaveLength(1)
    expect(`/assets/${withDecoder[0]}`).toMatch(JSQR_CHUNK)
    expect(readFileSync(join(productionBuild, 'index.html'), 'utf8')).not.toContain('jsQR')
  })
})
