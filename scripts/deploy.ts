/**
 * npm run deploy — deploys DynaQR idempotently to LocalNet (default), TestNet or MainNet
 * (`--network <name>` as .algokit.toml's deploy commands pass it, or DYNAQR_NETWORK; off LocalNet
 * with DEPLOYER_MNEMONIC), and writes the web app's env file for that network.
 *
 * The app is found again from the chain (scripts/lib/deployed-app.ts), from any clone. `--dry-run`
 * prints what would happen and what it costs and sends nothing. On MainNet that plan is always
 * printed first and nothing is sent without an explicit confirmation: typed at the prompt, or
 * `--yes` where there is no terminal. On TestNet and MainNet a node that reports another network's
 * genesis is refused, `--yes` or not.
 */
import { AlgoAmount } from '@algorandfoundation/algokit-utils/types/amount'
import { fileURLToPath } from 'node:url'
import { deploy } from '../smart_contracts/dynaqr/deploy-config'
import { confirmFromTerminal } from './lib/confirm'
import { deployedApps } from './lib/deployed-app'
import { describePlan, planDeploy, type DeployPlan } from './lib/deploy-plan'
import { frontendEnv, writeFrontendEnv } from './lib/frontend-env'
import {
  algorandFor,
  assertReachable,
  deployerAccount,
  loadProjectEnvFiles,
  networkFromEnvironment,
  networkNameFrom,
  type NetworkConfig,
} from './lib/network'
import { frontendEnvFile, projectPaths, repoRoot, type ProjectPaths } from './lib/paths'

export interface DeployRun {
  /** Asked before anything is sent to MainNet; true sends. */
  confirm?: (plan: DeployPlan) => Promise<boolean>
  log?: (line: string) => void
}

const MAINNET_CONFIRMATION = 'deploy to mainnet'

/** May the deployer later update / delete the app: LocalNet yes, elsewhere only when asked for. */
function flag(env: NodeJS.ProcessEnv, name: string, fallback: boolean): boolean {
  return (env[name] ?? String(fallback)) === 'true'
}

/** Works out and prints what a deploy will do; sends nothing. */
export async function planNetworkDeploy(
  network: NetworkConfig = networkFromEnvironment(),
  env: NodeJS.ProcessEnv = process.env,
  log: (line: string) => void = () => undefined,
) {
  const algorand = algorandFor(network)
  await assertReachable(algorand, network)
  const deployer = await deployerAccount(algorand, network, env)
  const isLocal = network.name === 'localnet'
  const options = {
    updatable: flag(env, 'DYNAQR_UPDATABLE', isLocal),
    deletable: flag(env, 'DYNAQR_DELETABLE', isLocal),
    appendOnSchemaBreak: isLocal,
    sponsorFloat: AlgoAmount.Algos(isLocal ? 5 : 1),
  }
  const existingDeployments = await deployedApps(algorand, deployer.addr, !isLocal && network.indexer !== undefined)
  const plan = await planDeploy(algorand, network, deployer.addr, existingDeployments, {
    ...options,
    sponsorFloat: options.sponsorFloat.microAlgo,
  })
  describePlan(plan).forEach(log)
  return { network, algorand, deployer, options, existingDeployments, plan }
}

export async function deployToNetwork(
  network: NetworkConfig = networkFromEnvironment(),
  paths: ProjectPaths = projectPaths(),
  env: NodeJS.ProcessEnv = process.env,
  { confirm, log }: DeployRun = {},
) {
  const { algorand, deployer, options, existingDeployments, plan } = await planNetworkDeploy(network, env, log)
  if (plan.action === 'refuse') throw new Error(`nothing was sent: ${plan.reason}`)
  if (network.name === 'mainnet' && !(await confirm?.(plan))) {
    throw new Error(`nothing was sent: a MainNet deploy needs confirmation (type '${MAINNET_CONFIRMATION}', or --yes)`)
  }
  const deployment = await deploy(algorand, deployer, { ...options, existingDeployments })
  writeFrontendEnv(frontendEnvFile(paths, network.name), frontendEnv(network, deployment.appClient.appId, deployment))
  return { network, algorand, deployer, plan, deployment }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const argv = process.argv.slice(2)
  const run = async () => {
    const name = networkNameFrom(argv, process.env)
    loadProjectEnvFiles(repoRoot, name)
    const network = networkFromEnvironment(process.env, name)
    const log = (line: string) => console.log(`deploy: ${line}`)
    if (argv.includes('--dry-run')) {
      await planNetworkDeploy(network, process.env, log)
      return log('dry run: nothing was sent')
    }
    const result = await deployToNetwork(network, projectPaths(), process.env, {
      confirm: confirmFromTerminal(argv, MAINNET_CONFIRMATION),
      log,
    })
    log(
      `${result.deployment.operation} — DynaQr app ${result.deployment.appClient.appId} on ${network.name}, ` +
        `scan sponsor ${result.deployment.sponsor.address}; wrote ${frontendEnvFile({ frontendDir: 'frontend' }, network.name)}`,
    )
  }
  run().catch((error: Error) => {
    console.error(`deploy failed: ${error.message}`)
    process.exit(1)
  })
}
