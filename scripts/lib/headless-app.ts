/**
 * The production build of the web app served locally, and a headless Chromium to look at it:
 * shared by the browser tests and the bundle benchmark.
 */
import { execFileSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { chromium, type Browser } from 'playwright-core'
import { build, preview } from 'vite'

const root = fileURLToPath(new URL('../..', import.meta.url))
const configFile = `${root}frontend/vite.config.ts`

/** Flags this machine's closed network needs; Playwright adds a fresh temporary profile. */
const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

/** Debian's Chromium (installed when missing), or CHROMIUM_PATH. */
export function chromiumPath(): string {
  return execFileSync('bash', [`${root}scripts/ensure-chromium.sh`], { encoding: 'utf8' }).trim()
}

export function launchChromium(executablePath: string): Promise<Browser> {
  return chromium.launch({ executablePath, headless: true, args: CHROMIUM_FLAGS })
}

export interface ServedBuild {
  baseUrl: string
  close(): Promise<void>
}

/**
 * Builds the app in mode 'e2e' (frontend/.env.e2e: LocalNet coordinates, no app id unless the
 * environment gives one) into outDir and serves it on a free port.
 */
export async function serveProductionBuild(outDir: string): Promise<ServedBuild> {
  // Vite keeps a NODE_ENV it finds set, and vitest sets it to 'test': the build would then bundle
  // React's development code. The browser tests and the bench must see the build people deploy.
  const nodeEnv = process.env.NODE_ENV
  process.env.NODE_ENV = 'production'
  try {
    await build({ configFile, mode: 'e2e', logLevel: 'warn', build: { outDir, emptyOutDir: true } })
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV
    else process.env.NODE_ENV = nodeEnv
  }
  // Port 0: the system picks a free port, so several runs can share a machine.
  const server = await preview({ configFile, mode: 'e2e', build: { outDir }, preview: { port: 0, strictPort: true } })
  const address = server.httpServer.address()
  if (!address || typeof address === 'string') throw new Error('vite preview did not report its port')
  return {
    baseUrl: `http://localhost:${address.port}`,
    close: () => new Promise<void>((resolve) => server.httpServer.close(() => resolve())),
  }
}
