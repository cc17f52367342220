/**
 * The production build of the web app served locally, and a headless Chromium to look at it:
 * shared by the browser tests and the bundle benchmark.
 */
import { execFileSync } from 'node:child_process'
import { chromium, type Browser } from 'playwright-core'
import { build, preview } from 'vite'
import { repoRoot as root } from './paths'

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

/** `extraArgs` add to the flags this machine needs (e.g. a fake camera). */
export function launchChromium(executablePath: string, extraArgs: string[] = []): Promise<Browser> {
  return chromium.launch({ executablePath, headless: true, args: [...CHROMIUM_FLAGS, ...extraArgs] })
}

/** Runs `task` with these environment variables set, then puts the environment back as it was. */
async function withEnvironment<T>(env: Record<string, string>, task: () => Promise<T>): Promise<T> {
  const saved = Object.fromEntries(Object.keys(env).map((key) => [key, process.env[key]]))
  Object.assign(process.env, env)
  try {
    return await task()
  } finally {
    for (const [key, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[key]
      else process.env[key] = value
    }
  }
}

export interface ServedBuild {
  baseUrl: string
  close(): Promise<void>
}

/** The production build of the web app in this Vite mode into outDir; `env` takes precedence over the mode's env files. */
export async function buildWebApp(outDir: string, mode: string, env: Record<string, string> = {}): Promise<void> {
  // Vite keeps a NODE_ENV it finds set, and vitest sets it to 'test': the build would then bundle
  // React's development code. The browser tests and the bench must see the build people deploy.
  await withEnvironment({ ...env, NODE_ENV: 'production' }, () =>
    build({ configFile, mode, logLevel: 'warn', build: { outDir, emptyOutDir: true } }),
  )
}

/**
 * Builds the app in mode 'e2e' (frontend/.env.e2e: LocalNet coordinates, no app id unless `env`
 * gives one) into outDir and serves it on a free port.
 */
export async function serveProductionBuild(outDir: string, env: Record<string, string> = {}): Promise<ServedBuild> {
  await buildWebApp(outDir, 'e2e', env)
  return serveBuild(outDir)
}

/**
 * Serves a build already in outDir, whatever mode made it, on a free port. The server runs in mode
 * 'e2e' whatever the build's: a public network's mode would insist on that network's env file.
 */
export async function serveBuild(outDir: string): Promise<ServedBuild> {
  // Port 0: the system picks a free port, so several runs can share a machine.
  const server = await preview({ configFile, mode: 'e2e', build: { outDir }, preview: { port: 0, strictPort: true } })
  const address = server.httpServer.address()
  if (!address || typeof address === 'string') throw new Error('vite preview did not report its port')
  return {
    baseUrl: `http://localhost:${address.port}`,
    close: () => new Promise<void>((resolve) => server.httpServer.close(() => resolve())),
  }
}
