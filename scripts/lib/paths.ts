/** Where the scripts keep what they write: deployment records and the web app's env file. */
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

export interface ProjectPaths {
  /** Deployment records per network (deployments.<network>.json). */
  stateDir: string
  /** The env file the web app reads (frontend/.env.local). */
  frontendEnvFile: string
}

export const repoRoot = fileURLToPath(new URL('../..', import.meta.url))

export function projectPaths(root: string = repoRoot): ProjectPaths {
  return { stateDir: join(root, '.dynaqr'), frontendEnvFile: join(root, 'frontend', '.env.local') }
}
