/** Which Algorand network the scripts talk to, and how to reach it. */
import { AlgorandClient, Config } from '@algorandfoundation/algokit-utils'
import { AlgoAmount } from '@algorandfoundation/algokit-utils/types/amount'
import type { Address, TransactionSigner } from 'algosdk'

export type NetworkName = 'localnet' | 'testnet'

export interface NetworkConfig {
  name: NetworkName
  algod: { server: string; port: string; token: string }
  kmd?: { server: string; port: string; token: string; wallet: string }
  explorerTxUrl?: string
}

const LOCALNET_TOKEN = 'a'.repeat(64)

export function networkFromEnvironment(env: NodeJS.ProcessEnv = process.env): NetworkConfig {
  const name = (env.DYNAQR_NETWORK ?? 'localnet').toLowerCase()
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
  if (name === 'testnet') {
    return {
      name,
      algod: {
        server: env.ALGOD_SERVER ?? 'https://testnet-api.4160.nodely.dev',
        port: env.ALGOD_PORT ?? '',
        token: env.ALGOD_TOKEN ?? '',
      },
      explorerTxUrl: 'https://lora.algokit.io/testnet/transaction/',
    }
  }
  throw new Error(`DYNAQR_NETWORK must be localnet or testnet, not '${name}'`)
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
 * on LocalNet otherwise a KMD wallet named DEPLOYER, funded from the dispenser.
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
  const { account } = await algorand.account.kmd.getOrCreateWalletAccount('DEPLOYER', AlgoAmount.Algos(1000))
  algorand.account.setSignerFromAccount(account)
  return account
}
