/**
 * The door device's scanner with a camera: Chromium's fake camera plays a video of an attendee's
 * ticket QR, the door reads it with jsQR, admits the attendee and sends the check-in; the ticket
 * held up on and on gets that one verdict, which clears by itself; the screen stays awake while
 * the door scans. The e2e build has no chain to pair a door on, so the
 * scanner runs on its own page (door-scanner/) over a fake chain.
 */
import react from '@vitejs/plugin-react'
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Browser, Page } from 'playwright-core'
import { build, preview, type PreviewServer } from 'vite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { fakeCameraFlags, writeQrVideo } from '../support/qr-video'
import { HARNESS_TICKET } from './door-scanner/harness'
import { launchBrowser } from './support/browser'

const harnessRoot = fileURLToPath(new URL('./door-scanner/', import.meta.url))
const productionBuild = fileURLToPath(new URL('./.dist/', import.meta.url))
/** An option name of jsQR's API that survives minification, so it marks the decoder's code. */
const JSQR_MARKER = 'inversionAttempts'
const JSQR_CHUNK = /\/assets\/jsQR-[\w-]+\.js$/

let workDir: string
let server: PreviewServer
let browser: Browser

beforeAll(async () => {
  workDir = mkdtempSync(join(tmpdir(), 'dynaqr-door-scanner-'))
  const video = writeQrVideo(join(workDir, 'ticket.y4m'), HARNESS_TICKET)
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

describe('door device scanner with a camera', () => {
  it('reads the ticket from the camera with jsQR, checks it in once, clears the verdict and turns the camera off', async () => {
    const { page, errors } = await openHarness()
    await page.getByTestId('door-verdict-admitted').waitFor({ timeout: 60_000 })
    expect(await page.evaluate(() => window.harness.wakeLocks)).toEqual(['held'])
    await page.getByTestId('door-entry-state').filter({ hasText: 'Recorded on-chain' }).waitFor({ timeout: 30_000 })
    expect(await page.evaluate(() => window.harness.checkIns)).toEqual([HARNESS_TICKET])
    // The ticket stays in front of the camera: its one verdict clears by itself, and no other comes.
    await page.getByTestId('door-verdict-admitted').waitFor({ state: 'detached', timeout: 10_000 })
    await page.waitForTimeout(3_000)
    expect(await page.getByTestId('door-verdict').innerText()).toBe('')
    expect(await page.evaluate(() => window.harness.checkIns)).toHaveLength(1)

    await page.getByRole('button', { name: 'Leave the door screen' }).click()
    await page.waitForFunction(() => window.harness.streams.every((tracks) => tracks.every((t) => t === 'ended')))
    await page.waitForFunction(() => window.harness.wakeLocks.at(-1) === 'released')
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
