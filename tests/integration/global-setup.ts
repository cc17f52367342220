/**
 * Integration tests need a real algod: start LocalNet (reused, or the native one) or fail loudly.
 */
import { spawnSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'

export default function setup() {
  const script = fileURLToPath(new URL('../../scripts/localnet/localnet.sh', import.meta.url))
  const result = spawnSync('bash', [script, 'start'], { encoding: 'utf8' })
  if (result.status !== 0) {
    throw new Error(`LocalNet could not be started, so the integration tests cannot run:\n${result.stdout}${result.stderr}`)
  }
}
