/**
 * Chain tests need a real algod: start LocalNet (reused, prebuilt or built) or fail loudly with
 * the script's message, which names every way to get a node. They never skip.
 */
import { spawnSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'

const script = fileURLToPath(new URL('../../scripts/localnet/localnet.sh', import.meta.url))

export function startLocalNetOrFail(): void {
  const result = spawnSync('bash', [script, 'start'], { encoding: 'utf8' })
  if (result.status !== 0) {
    throw new Error(`LocalNet could not be started, so the chain tests cannot run:\n${result.stdout}${result.stderr}`)
  }
}
