/**
 * What a creator has deployed, read from the chain itself, so that a deploy from any clone finds the
 * app it made before instead of creating a second one.
 *
 * The creator's apps come from algod (its account's created apps: only apps that exist, with no
 * indexer lag). Each app's name and version are in the ARC-2 note algokit-utils puts on its creation
 * (`ALGOKIT_DEPLOYER:j{"name":…,"version":…}`), read from the creation's block: app ids are drawn
 * from the ledger's transaction counter, which every block header carries (`tc`), so the block that
 * created app N is the first whose counter reaches N, found by a binary search over headers. That
 * needs a node that still keeps the block (an archival node, as LocalNet and the public endpoints
 * are); where it does not, the indexer answers (algokit-utils' own lookup by creator and name).
 */
import type { AlgorandClient } from '@algorandfoundation/algokit-utils'
import type { AppDeployMetadata } from '@algorandfoundation/algokit-utils/types/app'
import type { AppLookup, AppMetadata } from '@algorandfoundation/algokit-utils/types/app-deployer'
import { Address, getApplicationAddress } from 'algosdk'

const DEPLOY_NOTE_PREFIX = 'ALGOKIT_DEPLOYER:j'

/** The deploy metadata of an algokit-utils creation note, or undefined for any other note. */
export function deployNoteMetadata(note: Uint8Array | undefined): AppDeployMetadata | undefined {
  const text = new TextDecoder().decode(note ?? new Uint8Array())
  if (!text.startsWith(DEPLOY_NOTE_PREFIX)) return undefined
  try {
    const parsed = JSON.parse(text.slice(DEPLOY_NOTE_PREFIX.length)) as Partial<AppDeployMetadata>
    return typeof parsed.name === 'string' && typeof parsed.version === 'string'
      ? { name: parsed.name, version: parsed.version, updatable: parsed.updatable, deletable: parsed.deletable }
      : undefined
  } catch {
    return undefined
  }
}

class BlockGone extends Error {}

async function blockAt(algorand: AlgorandClient, round: bigint, headerOnly: boolean) {
  try {
    return (await algorand.client.algod.block(round).headerOnly(headerOnly).do()).block
  } catch (error) {
    if ((error as { status?: number }).status === 404) throw new BlockGone(`algod no longer keeps block ${round}`)
    throw error
  }
}

/** The round whose block created app `appId`: the first whose transaction counter reaches it. */
async function creationRound(algorand: AlgorandClient, appId: bigint, lastRound: bigint): Promise<bigint> {
  let low = 1n
  let high = lastRound
  while (low < high) {
    const middle = (low + high) / 2n
    if ((await blockAt(algorand, middle, true)).header.txnCounter >= appId) high = middle
    else low = middle + 1n
  }
  return low
}

/** The app as algokit-utils' deployer describes it, when its creation note names one. */
async function deployedFromCreation(
  algorand: AlgorandClient,
  creator: Address,
  appId: bigint,
  lastRound: bigint,
): Promise<AppMetadata | undefined> {
  const round = await creationRound(algorand, appId, lastRound)
  const block = await blockAt(algorand, round, false)
  const creation = block.payset.find(
    ({ signedTxn: { signedTxn, applyData } }) =>
      applyData.applicationID === appId && signedTxn.txn.sender.equals(creator),
  )
  const metadata = deployNoteMetadata(creation?.signedTxn.signedTxn.txn.note)
  if (!metadata) return undefined
  return {
    ...metadata,
    appId,
    appAddress: getApplicationAddress(appId),
    createdRound: round,
    updatedRound: round,
    createdMetadata: metadata,
    deleted: false,
  }
}

/**
 * The creator's apps by name, newest of each name; read from algod, else (a creation block the node
 * no longer keeps) from the indexer, else an error: guessing "nothing deployed" could make a second app.
 */
export async function deployedApps(
  algorand: AlgorandClient,
  creator: Address,
  hasIndexer: boolean,
): Promise<AppLookup> {
  const account = await algorand.client.algod.accountInformation(creator).do()
  const lastRound = account.round
  const ids = (account.createdApps ?? []).map((app) => app.id).sort((a, b) => (a < b ? 1 : a > b ? -1 : 0))
  const apps: Record<string, AppMetadata> = {}
  try {
    for (const id of ids) {
      const app = await deployedFromCreation(algorand, creator, id, lastRound)
      if (app && !apps[app.name]) apps[app.name] = app
    }
  } catch (error) {
    if (!(error instanceof BlockGone)) throw error
    if (!hasIndexer) {
      throw new Error(
        `${error.message} and no indexer is configured (INDEXER_SERVER): cannot tell what ${creator} deployed, so nothing is sent`,
      )
    }
    return algorand.appDeployer.getCreatorAppsByName(creator, true)
  }
  return { creator, apps }
}
