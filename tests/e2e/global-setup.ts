/**
 * Browser-test setup: a production build of the web app served by `vite preview`, and the path
 * of a headless Chromium. Specs read both through `inject('baseUrl')` / `inject('chromiumPath')`.
 */
import { execFileSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { build, preview, type PreviewServer } from 'vite'
import type { TestProject } from 'vitest/node'

const root = fileURLToPath(new URL('../..', import.meta.url))
const configFile = `${root}frontend/vite.config.ts`
const outDir = `${root}tests/e2e/.dist`

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string
    chromiumPath: string
  }
}

let server: PreviewServer | undefined

export default async function setup(project: TestProject) {
  const chromiumPath = execFileSync('bash', [`${root}scripts/ensure-chromium.sh`], { encoding: 'utf8' }).trim()
  // Mode 'e2e' reads frontend/.env.e2e: LocalNet coordinates, and no app id unless one is deployed.
  await build({ configFile, mode: 'e2e', logLevel: 'warn', build: { outDir, emptyOutDir: true } })
  // Port 0: the system picks a free port, so several test runs can share a machine.
  server = await preview({ configFile, mode: 'e2e', build: { outDir }, preview: { port: 0, strictPort: true } })
  const address = server.httpServer.address()
  if (!address || typeof address === 'string') throw new Error('vite preview did not report its port')
  project.provide('baseUrl', `http://localhost:${address.port}`)
  project.provide('chromiumPath', chromiumPath)
  return async () => {
    await new Promise<void>((resolve) => server?.httpServer.close(() => resolve()))
  }
}
