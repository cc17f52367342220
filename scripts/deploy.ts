/**
 * npm run deploy — deploys DynaQR to LocalNet (default) or TestNet (DYNAQR_NETWORK=testnet with
 * DEPLOYER_MNEMONIC), idempotently, and writes frontend/.env.local for the web app.
 */
import { AlgoAmount } from '@algorandfoundation/algokit-utils/types/amount'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { deploy } from '../smart_contracts/dynaqr/deploy-config'
import { loadDeployments, saveDeployments } from './lib/deployment-store'
import { writeFrontendEnv } from './lib/frontend-env'
import { algorandFor, assertReachable, networkFromEnvironment } from './lib/network'

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..')

export async function deployToNetwork() {
  const network = networkFromEnvironment()
  const algorand = algorandFor(network)
  await assertReachable(algorand, network)

  if (network.name === 'testnet' && !process.env.DEPLOYER_MNEMONIC) {
    throw new Error('Deploying to TestNet needs DEPLOYER_MNEMONIC (a funded TestNet account).')
  }
  // LocalNet: a KMD wallet named DEPLOYER, funded from the dispenser; elsewhere DEPLOYER_MNEMONIC.
  const deployer = await algorand.account.fromEnvironment('DEPLOYER', AlgoAmount.Algos(1000))
  const isLocal = network.name === 'localnet'
  const flag = (name: string, fallback: boolean) => (process.env[name] ?? String(fallback)) === 'true'

  const deployment = await deploy(algorand, deployer, {
    updatable: flag('DYNAQR_UPDATABLE', isLocal),
    deletable: flag('DYNAQR_DELETABLE', isLocal),
    appendOnSchemaBreak: isLocal,
    existingDeployments: loadDeployments(root, network.name, deployer.addr),
    sponsorFloat: AlgoAmount.Algos(isLocal ? 5 : 1),
  })
  saveDeployments(root, network.name, deployment.lookup)
  writeFrontendEnv(join(root, 'frontend', '.env.local'), network, deployment.appClient.appId, deployment.sponsor)

  console.log(
    `deploy: ${deployment.operation} — DynaQr app ${deployment.appClient.appId} on ${network.name}, ` +
      `scan sponsor ${deployment.sponsor.address}; wrote frontend/.env.local`,
  )
  return { network, algorand, deployer, deployment }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  deployToNetwork().catch((error: Error) => {
    console.error(`deploy failed: ${error.message}`)
    process.exit(1)
  })
}
