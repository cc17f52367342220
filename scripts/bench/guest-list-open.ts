/**
 * How long the organiser's browser takes to open a guest list of 1,000 sealed registrations: a
 * page built from the web app's own privacy modules (guest-list-page.ts) seals 1,000 contacts to a
 * key pair in headless Chromium, then times opening them all with the recipient's key, every open
 * at once (Promise.all) and one after another. Each run is a fresh page.
 */
import { encodeAddress } from 'algosdk'
import { writeFileSync } from 'node:fs'
import { build } from 'vite'
import { launchChromium } from '../lib/headless-app'
import { repoRoot } from '../lib/paths'
import type { OpenMode, PageRun } from './guest-list-page'
import { median, ms } from './stats'

export interface GuestListOpen {
  registrations: number
  runs: number
  /** Medians over the runs, in ms. */
  parallelOpenMs: number
  sequentialOpenMs: number
  sealMs: number
  targetMs: number
  webCryptoX25519: boolean
}

const REGISTRATIONS = 1_000
const RUNS = 5
const TARGET_MS = 1_000
/** Served beside the production build, under its own folder. */
const PAGE_DIR = 'bench-guest-list'

/** Bundles guest-list-page.ts with Vite, as the app's own build would bundle the privacy modules. */
async function buildPage(outDir: string): Promise<void> {
  await build({
    configFile: false,
    root: repoRoot,
    publicDir: false,
    logLevel: 'warn',
    build: {
      outDir,
      emptyOutDir: true,
      lib: { entry: `${repoRoot}scripts/bench/guest-list-page.ts`, formats: ['es'], fileName: () => 'page.js' },
    },
  })
  writeFileSync(
    `${outDir}/index.html`,
    '<!doctype html>\n<html lang="en"><head><meta charset="UTF-8" /><title>Guest list</title></head>' +
      '<body><script type="module" src="./page.js"></script></body></html>\n',
  )
}

export async function measureGuestListOpen(
  baseUrl: string,
  distDir: string,
  chromiumPath: string,
): Promise<GuestListOpen> {
  await buildPage(`${distDir}/${PAGE_DIR}`)
  const attendees = Array.from({ length: REGISTRATIONS }, () =>
    encodeAddress(crypto.getRandomValues(new Uint8Array(32))),
  )
  const browser = await launchChromium(chromiumPath)
  const runs: Record<OpenMode, PageRun[]> = { parallel: [], sequential: [] }
  try {
    for (let run = 0; run < RUNS; run++) {
      for (const mode of ['parallel', 'sequential'] as const) {
        const context = await browser.newContext()
        try {
          const page = await context.newPage()
          await page.goto(`${baseUrl}/${PAGE_DIR}/index.html`)
          await page.waitForFunction(() => window.benchGuestList !== undefined)
          runs[mode].push(
            await page.evaluate(([list, how]) => window.benchGuestList!(list, how), [attendees, mode] as const),
          )
        } finally {
          await context.close()
        }
      }
    }
  } finally {
    await browser.close()
  }
  const all = [...runs.parallel, ...runs.sequential]
  return {
    registrations: REGISTRATIONS,
    runs: RUNS,
    parallelOpenMs: ms(median(runs.parallel.map((r) => r.openMs))),
    sequentialOpenMs: ms(median(runs.sequential.map((r) => r.openMs))),
    sealMs: ms(median(all.map((r) => r.sealMs))),
    targetMs: TARGET_MS,
    webCryptoX25519: all.every((r) => r.webCryptoX25519),
  }
}
