/** Which Algorand network the scripts talk to, and how to reach it. */
import { AlgorandClient, Config } from '@algorandfoundation/algokit-utils'
import { AlgoAmount } from '@algorandfoundation/algokit-utils/types/amount'
import type { Address, TransactionSigner } from 'algosdk'
import { existsSync } from 'node:fs'
import { PUBLIC_ALGOD } from '../../frontend/src/config'
import { join } from 'node:path'

export type NetworkName = 'localnet' | 'testnet' | 'mainnet'
export type PublicNetworkName = Exclude<NetworkName, 'localnet'>

export interface ServiceEndpoint {
  server: string
  port: string
  token: string
}

export interface NetworkConfig {
  name: NetworkName
  algod: ServiceEndpoint
  /** Used only to find what is deployed when algod no longer keeps a block (scripts/lib/deployed-app.ts). */
  indexer?: ServiceEndpoint
  kmd?: ServiceEndpoint & { wallet: string }
  explorerTxUrl?: string
  /** The genesis a node of this network reports; a deploy to another network's node is refused. */
  genesis?: Genesis
}

/** A network's genesis as algod reports it: its id and its hash (base64). */
export interface Genesis {
  id: string
  hash: string
}

const LOCALNET_TOKEN = 'a'.repeat(64)

/**
 * Each public network's keyless public endpoints (the algod the web app uses, the first of them also
 * the scripts' default) and the genesis its nodes report.
 */
export const PUBLIC_NETWORKS: Record<
  PublicNetworkName,
  { genesis: Genesis; algod: readonly [string, string]; indexer: string }
> = {
  testnet: {
    genesis: { id: 'testnet-v1.0', hash: 'SGO1GKSzyE7IEPItTxCByw9x8FmnrCDexi9/cOUJOiI=' },
    algod: PUBLIC_ALGOD.testnet,
    indexer: 'https://testnet-idx.4160.nodely.dev',
  },
  mainnet: {
    genesis: { id: 'mainnet-v1.0', hash: 'wGHE2Pwdvd7S12BL5FaOP20EGYesN73ktiC1qzkkit8=' },
    algod: PUBLIC_ALGOD.mainnet,
    indexer: 'https://mainnet-idx.4160.nodely.dev',
  },
}

/**
 * The genesis a public network's node must report: the network's own, or, where both
 * DYNAQR_GENESIS_ID and DYNAQR_GENESIS_HASH are set, that one (a private network playing the
 * public one, as the chain tests do).
 */
export function expectedGenesis(name: PublicNetworkName, env: NodeJS.ProcessEnv): Genesis {
  const id = env.DYNAQR_GENESIS_ID?.trim()
  const hash = env.DYNAQR_GENESIS_HASH?.trim()
  return id && hash ? { id, hash } : PUBLIC_NETWORKS[name].genesis
}

/** Why a node is not the network the configuration names, or undefined when it is. */
export function genesisMismatch(name: NetworkName, expected: Genesis, node: Genesis): string | undefined {
  if (node.id === expected.id && node.hash === expected.hash) return undefined
  return (
    `the node at ALGOD_SERVER is not ${name}: it reports genesis ${node.id} (hash ${node.hash}), ` +
    `${name} is ${expected.id} (hash ${expected.hash})`
  )
}

export function isNetworkName(name: string): name is NetworkName {
  return name === 'localnet' || name in PUBLIC_NETWORKS
}

/**
 * The network named by `--network <name>` (what .algokit.toml's per-network deploy commands pass:
 * AlgoKit sets algod and indexer addresses but names no network), else DYNAQR_NETWORK, else LocalNet.
 */
export function networkNameFrom(argv: readonly string[], env: NodeJS.ProcessEnv): NetworkName {
  const flag = argv.indexOf('--network')
  const name = (flag >= 0 ? argv[flag + 1] : env.DYNAQR_NETWORK) ?? 'localnet'
  const lower = name.toLowerCase()
  if (!isNetworkName(lower)) throw new Error(`The network must be localnet, testnet or mainnet, not '${name}'`)
  return lower
}

/**
 * Loads .env.<network>, then .env, from the project's root, as AlgoKit does for its deploy command,
 * never over what the environment already sets: `npm run deploy -- --network testnet` reads the
 * same DEPLOYER_MNEMONIC as `algokit project deploy testnet`.
 */
export function loadProjectEnvFiles(root: string, name: NetworkName): void {
  for (const file of [`.env.${name}`, '.env']) {
    const path = join(root, file)
    if (existsSync(path)) process.loadEnvFile(path)
  }
}

/**
 * The network's algod (and indexer), with AlgoKit's variable names: ALGOD_SERVER, ALGOD_PORT,
 * ALGOD_TOKEN, INDEXER_SERVER, INDEXER_PORT, INDEXER_TOKEN; KMD_* on LocalNet. An empty
 * INDEXER_SERVER means no indexer.
 */
export function networkFromEnvironment(
  env: NodeJS.ProcessEnv = process.env,
  name: NetworkName = networkNameFrom([], env),
): NetworkConfig {
  if (name === 'localnet') {
    return {
      name,
      algod: {
        server: env.ALGOD_SERVER ?? 'http://127.0.0.1',
        port: env.ALGOD_PORT ?? '4001',
        token: env.ALGOD_TOKEN ?? LOCALNET_TOKEN,
      },
      kmd: {
        server: env.KMD_SERVER ?? env.ALGOD_SERVER ?? 'http://127.0.0.1',
        port: env.KMD_PORT ?? '4002',
        token: env.KMD_TOKEN ?? LOCALNET_TOKEN,
        wallet: env.KMD_WALLET ?? 'unencrypted-default-wallet',
      },
    }
  }
  const known = PUBLIC_NETWORKS[name]
  const indexerServer = env.INDEXER_SERVER ?? known.indexer
  return {
    name,
    algod: { server: env.ALGOD_SERVER ?? known.algod[0], port: env.ALGOD_PORT ?? '', token: env.ALGOD_TOKEN ?? '' },
    indexer: indexerServer
      ? { server: indexerServer, port: env.INDEXER_PORT ?? '', token: env.INDEXER_TOKEN ?? '' }
      : undefined,
    explorerTxUrl: `https://lora.algokit.io/${name}/transaction/`,
    genesis: expectedGenesis(name, env),
  }
}

const silent = () => undefined

/**
 * The scripts report what they did and why anything failed themselves (a failed send reaches
 * them as an exception with the contract's reason); algokit-utils' own logs only add noise.
 */
function quietChainLogs(): void {
  Config.configure({
    logger: {
      error: silent,
      warn: (message, ...rest) => console.warn(message, ...rest),
      info: silent,
      verbose: silent,
      debug: silent,
    },
  })
}

export function algorandFor(network: NetworkConfig): AlgorandClient {
  quietChainLogs()
  return AlgorandClient.fromConfig({
    algodConfig: { server: network.algod.server, port: network.algod.port, token: network.algod.token },
    indexerConfig: network.indexer,
    kmdConfig: network.kmd
      ? { server: network.kmd.server, port: network.kmd.port, token: network.kmd.token }
      : undefined,
  })
}

/** Fails with a clear message when algod does not answer. */
export async function assertReachable(algorand: AlgorandClient, network: NetworkConfig): Promise<void> {
  try {
    await algorand.client.algod.status().do()
  } catch (error) {
    const hint = network.name === 'localnet' ? ' Start it with: npm run localnet:start' : ''
    throw new Error(
      `Algorand ${network.name} node at ${network.algod.server}:${network.algod.port} does not answer ` +
        `(${(error as Error).message}).${hint}`,
    )
  }
}

export type SigningAccount = { addr: Address; signer: TransactionSigner }

/**
 * The account that deploys and, off LocalNet, owns the demo events: DEPLOYER_MNEMONIC when given;
 * on LocalNet otherwise a KMD wallet named DEPLOYER (or DEPLOYER_KMD_WALLET), funded from the dispenser.
 */
export async function deployerAccount(
  algorand: AlgorandClient,
  network: NetworkConfig,
  env: NodeJS.ProcessEnv = process.env,
): Promise<SigningAccount> {
  const mnemonic = env.DEPLOYER_MNEMONIC?.trim()
  if (mnemonic) return algorand.account.fromMnemonic(mnemonic)
  if (network.name !== 'localnet') {
    throw new Error(`Deploying to ${network.name} needs DEPLOYER_MNEMONIC (the 25 words of a funded account).`)
  }
  const { account } = await algorand.account.kmd.getOrCreateWalletAccount(
    env.DEPLOYER_KMD_WALLET ?? 'DEPLOYER',
    AlgoAmount.Algos(1000),
  )
  algorand.account.setSignerFromAccount(account)
  return account
}
