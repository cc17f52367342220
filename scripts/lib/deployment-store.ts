/**
 * Remembers what this checkout deployed on each network, so deploys stay idempotent without an
 * indexer (algokit-utils would otherwise look the app up by creator and name on an indexer).
 */
import type { AppLookup, AppMetadata } from '@algorandfoundation/algokit-utils/types/app-deployer'
import { Address } from 'algosdk'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'

type Stored = { creator: string; apps: Record<string, Record<string, unknown>> }

const storePath = (root: string, network: string) => join(root, '.dynaqr', `deployments.${network}.json`)

export function loadDeployments(root: string, network: string, creator: Address): AppLookup | undefined {
  const path = storePath(root, network)
  if (!existsSync(path)) return undefined
  const stored = JSON.parse(readFileSync(path, 'utf8')) as Stored
  if (stored.creator !== creator.toString()) return undefined
  const apps: Record<string, AppMetadata> = {}
  for (const [name, app] of Object.entries(stored.apps)) {
    apps[name] = {
      ...(app as unknown as AppMetadata),
      appId: BigInt(app.appId as string),
      appAddress: Address.fromString(app.appAddress as string),
      createdRound: BigInt(app.createdRound as string),
      updatedRound: BigInt(app.updatedRound as string),
    }
  }
  return { creator, apps }
}

export function saveDeployments(root: string, network: string, lookup: AppLookup): void {
  const path = storePath(root, network)
  mkdirSync(dirname(path), { recursive: true })
  const json = JSON.stringify(
    lookup,
    (_key, value) => (typeof value === 'bigint' || value instanceof Address ? value.toString() : value),
    2,
  )
  writeFileSync(path, json + '\n')
}
