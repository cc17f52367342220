/** Where the scripts keep what they write: the web app's env file for each network. */
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { NetworkName } from './network'

export interface ProjectPaths {
  /** The folder of the web app's env files (frontend/). */
  frontendDir: string
}

export const repoRoot = fileURLToPath(new URL('../..', import.meta.url))

export function projectPaths(root: string = repoRoot): ProjectPaths {
  return { frontendDir: join(root, 'frontend') }
}

/**
 * The env file the web app is built with for this network: frontend/.env.local for LocalNet (the
 * dev server and `npm run build`), frontend/.env.<network>.local for a public network
 * (`npm run build:<network>`, Vite's mode of that name).
 */
export function frontendEnvFile(paths: ProjectPaths, network: NetworkName): string {
  return join(paths.frontendDir, network === 'localnet' ? '.env.local' : `.env.${network}.local`)
}
