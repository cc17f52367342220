/** Which Algorand network the scripts talk to, and how to reach it. */
import { AlgorandClient } from '@algorandfoundation/algokit-utils'

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

export function algorandFor(network: NetworkConfig): AlgorandClient {
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
