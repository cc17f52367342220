/**
 * Remembers what this checkout deployed on each network, so deploys stay idempotent without an
 * indexer (algokit-utils would otherwise look the app up by creator and name on an indexer).
 */
import type { AlgorandClient } from '@algorandfoundation/algokit-utils'
import type { AppLookup, AppMetadata } from '@algorandfoundation/algokit-utils/types/app-deployer'
import { Address } from 'algosdk'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'

type StoredApp = Record<string, unknown>
type Stored = { creator: string; genesisHash?: string; apps: Record<string, StoredApp> }

const deploymentsPath = (stateDir: string, network: string) => join(stateDir, `deployments.${network}.json`)

function revive(app: StoredApp): AppMetadata {
  return {
    ...(app as unknown as AppMetadata),
    appId: BigInt(app.appId as string),
    appAddress: Address.fromString(app.appAddress as string),
    createdRound: BigInt(app.createdRound as string),
    updatedRound: BigInt(app.updatedRound as string),
  }
}

/** The node's genesis hash: deployments are kept per chain, so a reset LocalNet starts afresh. */
export async function genesisHashOf(algorand: AlgorandClient): Promise<string> {
  const params = await algorand.client.algod.getTransactionParams().do()
  return Buffer.from(params.genesisHash ?? new Uint8Array()).toString('base64')
}

async function stillDeployed(algorand: AlgorandClient, app: AppMetadata, creator: Address): Promise<boolean> {
  try {
    const onChain = await algorand.app.getById(app.appId)
    return onChain.creator.toString() === creator.toString()
  } catch {
    return false
  }
}

/**
 * The deployments this checkout made for `creator` on the node `algorand` talks to. Always a
 * lookup (empty when nothing was deployed yet), so algokit-utils never asks for an indexer;
 * entries from another chain (a reset LocalNet) or for apps that no longer exist are dropped.
 */
export async function knownDeployments(
  algorand: AlgorandClient,
  stateDir: string,
  network: string,
  creator: Address,
  genesisHash: string,
): Promise<AppLookup> {
  const empty: AppLookup = { creator, apps: {} }
  const path = deploymentsPath(stateDir, network)
  if (!existsSync(path)) return empty
  const stored = JSON.parse(readFileSync(path, 'utf8')) as Stored
  if (stored.creator !== creator.toString()) return empty
  if (stored.genesisHash && stored.genesisHash !== genesisHash) return empty
  const apps: Record<string, AppMetadata> = {}
  for (const [name, app] of Object.entries(stored.apps)) {
    const revived = revive(app)
    if (await stillDeployed(algorand, revived, creator)) apps[name] = revived
  }
  return { creator, apps }
}

export function saveDeployments(stateDir: string, network: string, lookup: AppLookup, genesisHash: string): void {
  const path = deploymentsPath(stateDir, network)
  mkdirSync(dirname(path), { recursive: true })
  const stored = { creator: lookup.creator, genesisHash, apps: lookup.apps }
  const json = JSON.stringify(
    stored,
    (_key, value) => (typeof value === 'bigint' || value instanceof Address ? value.toString() : value),
    2,
  )
  writeFileSync(path, json + '\n')
}
