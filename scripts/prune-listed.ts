/**
 * npm run prune — takes every event that is over out of the listed index (Discover's), as anyone may:
 * each prune pays the caller what the entry freed, more than its fees. Sent from the deployer
 * (DEPLOYER_MNEMONIC), or on LocalNet from KMD's first account. `--dry-run` only lists them.
 */
import { fileURLToPath } from 'node:url'
import { DynaQrClient } from '../artifacts/dynaqr/DynaQrClient'
import {
  algorandFor,
  assertReachable,
  deployerAccount,
  loadProjectEnvFiles,
  networkFromEnvironment,
  networkNameFrom,
} from './lib/network'
import { deployedAppConfig } from './lib/node-chain'
import { projectPaths, repoRoot } from './lib/paths'
import { overListedEvents, pruneListedEvents } from './lib/prune-listed'

async function main(argv: string[]): Promise<void> {
  const name = networkNameFrom(argv, process.env)
  loadProjectEnvFiles(repoRoot, name)
  const network = networkFromEnvironment(process.env, name)
  const algorand = algorandFor(network)
  await assertReachable(algorand, network)
  const { appId } = deployedAppConfig(projectPaths(), network)
  const app = new DynaQrClient({ appId, algorand })
  const over = await overListedEvents(app)
  console.log(`prune: ${over.length} event(s) over in the listed index${over.length ? `: ${over.join(', ')}` : ''}`)
  if (argv.includes('--dry-run') || over.length === 0) return
  const pruner =
    network.kmd && !process.env.DEPLOYER_MNEMONIC?.trim()
      ? await algorand.account.fromKmd(network.kmd.wallet)
      : await deployerAccount(algorand, network, process.env)
  await pruneListedEvents(app, pruner, over)
  console.log(`prune: done, from ${pruner.addr.toString()}`)
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  main(process.argv.slice(2)).catch((error: Error) => {
    console.error(`prune failed: ${error.message}`)
    process.exit(1)
  })
}
