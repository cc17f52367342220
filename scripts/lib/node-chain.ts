/**
 * The web app's own chain layer (frontend/src/chain), driven from Node with an account the
 * scripts hold, so seeding exercises exactly what the browser does.
 */
import type { AlgorandClient } from '@algorandfoundation/algokit-utils'
import type { Address, TransactionSigner } from 'algosdk'
import { readFileSync } from 'node:fs'
import { createNodeChainApi, type AnnouncePending, type ChainApi } from '../../frontend/src/chain/node-api'
import { parseConfig, type AppConfig } from '../../frontend/src/config'
import { memoryStorage } from '../../frontend/src/ui/platform/memory-storage'
import { createMetadataStore } from '../../frontend/src/ui/platform/storage'
import type { NetworkConfig } from './network'
import { frontendEnvFile, type ProjectPaths } from './paths'

/** Reads a dotenv file of KEY=value lines (no quoting), as `npm run deploy` writes it. */
export function readEnvFile(path: string): Record<string, string> {
  const env: Record<string, string> = {}
  for (const line of readFileSync(path, 'utf8').split('\n')) {
    const match = /^\s*([A-Z0-9_]+)\s*=\s*(.*)\s*$/.exec(line)
    if (match) env[match[1]] = match[2]
  }
  return env
}

export function chainApiFor(
  config: AppConfig,
  algorand: AlgorandClient,
  account: { addr: Address; signer: TransactionSigner },
  // The scripts keep metadata for the run only.
  {
    origin = 'http://localhost:5173',
    storage = memoryStorage(),
    announcePending,
  }: { origin?: string; storage?: Storage; announcePending?: AnnouncePending } = {},
): ChainApi {
  return createNodeChainApi(
    config,
    createMetadataStore(() => storage),
    { address: account.addr.toString(), signer: account.signer },
    origin,
    algorand,
    announcePending,
  )
}

/**
 * The web app's configuration from the env file the deploy wrote, reading through the scripts' own
 * node: a public network's web app reads public endpoints, the scripts the deployer's algod.
 */
export function appConfigFromEnvFile(path: string, node: { server: string; port: string; token: string }): AppConfig {
  const config = parseConfig(readEnvFile(path))
  return { ...config, algod: { ...node }, algodFallback: undefined }
}

/** The configuration of the app the deploy made on this network; fails when it has made none yet. */
export function deployedAppConfig(paths: ProjectPaths, network: Pick<NetworkConfig, 'name' | 'algod'>): AppConfig {
  const envFile = frontendEnvFile(paths, network.name)
  const config = appConfigFromEnvFile(envFile, network.algod)
  if (config.appId === 0n) throw new Error(`No app id in ${envFile}: run npm run deploy first`)
  return config
}
