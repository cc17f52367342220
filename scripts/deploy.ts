/**
 * npm run deploy — deploys DynaQR to LocalNet (default) or TestNet (DYNAQR_NETWORK=testnet with
 * DEPLOYER_MNEMONIC), idempotently, and writes frontend/.env.local for the web app.
 */
import { AlgoAmount } from '@algorandfoundation/algokit-utils/types/amount'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { deploy } from '../smart_contracts/dynaqr/deploy-config'
import { genesisHashOf, knownDeployments, saveDeployments } from './lib/deployment-store'
import { writeFrontendEnv } from './lib/frontend-env'
import {
  algorandFor,
  assertReachable,
  deployerAccount,
  networkFromEnvironment,
  type NetworkConfig,
} from './lib/network'
import { projectPaths, type ProjectPaths } from './lib/paths'

export async function deployToNetwork(
  network: NetworkConfig = networkFromEnvironment(),
  paths: ProjectPaths = projectPaths(),
  env: NodeJS.ProcessEnv = process.env,
) {
  const algorand = algorandFor(network)
  await assertReachable(algorand, network)
  const deployer = await deployerAccount(algorand, network, env)
  const isLocal = network.name === 'localnet'
  const flag = (name: string, fallback: boolean) => (env[name] ?? String(fallback)) === 'true'
  const genesisHash = await genesisHashOf(algorand)

  const deployment = await deploy(algorand, deployer, {
    updatable: flag('DYNAQR_UPDATABLE', isLocal),
    deletable: flag('DYNAQR_DELETABLE', isLocal),
    appendOnSchemaBreak: isLocal,
    existingDeployments: await knownDeployments(algorand, paths.stateDir, network.name, deployer.addr, genesisHash),
    sponsorFloat: AlgoAmount.Algos(isLocal ? 5 : 1),
  })
  saveDeployments(paths.stateDir, network.name, deployment.lookup, genesisHash)
  writeFrontendEnv(paths.frontendEnvFile, network, deployment.appClient.appId, deployment.sponsor)
  return { network, algorand, deployer, deployment }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  deployToNetwork()
    .then(({ network, deployment }) => {
      console.log(
        `deploy: ${deployment.operation} — DynaQr app ${deployment.appClient.appId} on ${network.name}, ` +
          `scan sponsor ${deployment.sponsor.address}; wrote ${join('frontend', '.env.local')}`,
      )
    })
    .catch((error: Error) => {
      console.error(`deploy failed: ${error.message}`)
      process.exit(1)
    })
}
