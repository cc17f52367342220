/**
 * A production build of the web app made for one spec, configured otherwise than the build every
 * browser test shares (a TestNet deployment's settings, say), in a temporary directory and served on
 * a free port.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { buildWebApp, serveBuild, type ServedBuild } from '../../../scripts/lib/headless-app'

export interface TemporaryBuild extends ServedBuild {
  distDir: string
}

/** Builds in `mode` with `env` and serves the build; `close` stops the server and removes the build. */
export async function servedTemporaryBuild(mode: string, env: Record<string, string>): Promise<TemporaryBuild> {
  const distDir = mkdtempSync(join(tmpdir(), `dynaqr-${mode}-build-`))
  const remove = () => rmSync(distDir, { recursive: true, force: true })
  try {
    await buildWebApp(distDir, mode, env)
    const served = await serveBuild(distDir)
    return {
      baseUrl: served.baseUrl,
      distDir,
      close: async () => {
        await served.close()
        remove()
      },
    }
  } catch (error) {
    remove()
    throw error
  }
}
