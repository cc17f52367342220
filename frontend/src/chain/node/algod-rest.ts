/**
 * Everything the screens read from algod: the light calls of algod-core.ts plus simulate, blocks,
 * box listings, accounts and the deployed program.
 */
import type { ServiceConfig } from '../../config'
import type { MoneyUnit } from '../../domain/money/amount'
import type { AppCallRecord, TransactionRecord } from './app-call'
import { algodCoreOver, AlgodRestError, boxArg, createAlgodRequest, type AlgodCore, type BoxPage } from './algod-core'
import { base64ToBytes } from './msgpack'

/** What the read path uses of a simulate answer: per transaction, its logs (base64), and why a group failed. */
export interface SimulateResponse {
  'txn-groups': {
    'failure-message'?: string
    'txn-results': { 'txn-result': { logs?: string[] } }[]
  }[]
}

export interface AlgodRest extends AlgodCore {
  /** The application's approval program as deployed. */
  getApprovalProgram(appId: bigint): Promise<Uint8Array>
  /** Simulates a msgpack-encoded simulate request; nothing is committed. */
  simulate(request: Uint8Array): Promise<SimulateResponse>
  /** The account's balance in microALGO; 0 for an account the node has never seen. */
  getAccountAmount(address: string): Promise<bigint>
  /** The account's authorised signer when it is rekeyed, else null (also for an account the node has never seen). */
  getAuthAddress(address: string): Promise<string | null>
  /** What the account can spend above its minimum balance (negative for an empty account, which needs one). */
  getSpendableBalance(address: string): Promise<bigint>
  /**
   * The top-level calls to the app in the block of `round`; null when this node no longer keeps
   * that block (a node that is not archival keeps the last 1,000 or so).
   */
  getBlockAppCalls(round: bigint, appId: bigint): Promise<AppCallRecord[] | null>
  /** Every top-level transaction in the block of `round`, in block order; null as getBlockAppCalls. */
  getBlockTransactions(round: bigint): Promise<TransactionRecord[] | null>
  /** What an asset's amounts are counted in: its unit name (else its name) and decimals; null when no such asset exists. */
  getAssetUnit(assetId: bigint): Promise<MoneyUnit | null>
  /** The account's holding of the asset; null while it is not opted in to it. */
  getAssetHolding(address: string, assetId: bigint): Promise<AssetHolding | null>
  /** One page of the boxes whose names start with `prefix`, with their values, in name order. */
  listBoxes(appId: bigint, prefix: Uint8Array, options?: { limit?: number; next?: string }): Promise<BoxListing>
}

/** How much of an asset an account holds, and whether the asset's issuer froze that holding. */
export interface AssetHolding {
  amount: bigint
  frozen: boolean
}

export interface BoxListing {
  boxes: { name: Uint8Array; value: Uint8Array }[]
  /** Where the next page starts; absent on the last page. */
  next?: string
}

interface BlockTxn {
  type?: string
  apid?: number | string
  snd?: string
  note?: string
  apaa?: string[]
  grp?: string
}

interface BlockBody {
  block?: { txns?: { txn?: BlockTxn }[] }
}

function transactionRecord(txn: BlockTxn & { snd: string }): TransactionRecord {
  return {
    sender: txn.snd,
    type: txn.type ?? '',
    note: base64ToBytes(txn.note ?? ''),
    appArgs: (txn.apaa ?? []).map(base64ToBytes),
    group: txn.grp ?? '',
    ...(txn.apid !== undefined ? { appId: BigInt(txn.apid) } : {}),
  }
}

interface AssetParams {
  params?: { decimals?: number | string; 'unit-name'?: string; name?: string }
}

/** An asset's unit as people read amounts of it: its unit name, else its name, else its id. */
function assetUnit(assetId: bigint, { params = {} }: AssetParams): MoneyUnit {
  const code = params['unit-name']?.trim() || params.name?.trim() || `ASA ${assetId}`
  return { code, decimals: Number(params.decimals ?? 0), assetId }
}

interface AccountSummary {
  amount?: number | string
  'min-balance'?: number | string
  'auth-addr'?: string
}

/** The minimum balance of an account holding nothing else (protocol MinBalance). */
const EMPTY_ACCOUNT_MIN_BALANCE = 100_000

/** Reads over fetch from `algod`, with the fallback of createAlgodRequest. */
export function createAlgodRest(
  algod: ServiceConfig,
  fetchImpl: typeof fetch = fetch.bind(globalThis),
  fallback?: ServiceConfig,
): AlgodRest {
  const request = createAlgodRequest(algod, fetchImpl, fallback)

  /** The account without its holdings; null for an account the node has never seen. */
  async function getAccount(address: string): Promise<AccountSummary | null> {
    const response = await request(`/v2/accounts/${address}?exclude=all`)
    return response.status === 404 ? null : ((await response.json()) as AccountSummary)
  }

  async function getBlockTransactions(round: bigint): Promise<TransactionRecord[] | null> {
    const response = await request(`/v2/blocks/${round}?format=json`)
    if (response.status === 404) return null
    const body = (await response.json()) as BlockBody
    return (body.block?.txns ?? []).flatMap(({ txn }) =>
      txn?.snd ? [transactionRecord({ ...txn, snd: txn.snd })] : [],
    )
  }

  return {
    ...algodCoreOver(request),

    async getApprovalProgram(appId) {
      const response = await request(`/v2/applications/${appId}`)
      if (response.status === 404) throw new AlgodRestError(`application ${appId} does not exist`, 404)
      const body = (await response.json()) as { params: { 'approval-program': string } }
      return base64ToBytes(body.params['approval-program'])
    },

    async simulate(simulateRequest) {
      const response = await request('/v2/transactions/simulate', {
        method: 'POST',
        headers: { 'Content-Type': 'application/msgpack' },
        body: simulateRequest.slice(),
      })
      if (response.status === 404) throw new AlgodRestError('this node does not simulate transactions', 404)
      return (await response.json()) as SimulateResponse
    },

    async getAccountAmount(address) {
      const account = await getAccount(address)
      return BigInt(account?.amount ?? 0)
    },

    async getAuthAddress(address) {
      return (await getAccount(address))?.['auth-addr'] || null
    },

    async getSpendableBalance(address) {
      const account = await getAccount(address)
      return BigInt(account?.amount ?? 0) - BigInt(account?.['min-balance'] ?? EMPTY_ACCOUNT_MIN_BALANCE)
    },

    async getBlockAppCalls(round, appId) {
      const transactions = await getBlockTransactions(round)
      return (
        transactions
          ?.filter((txn) => txn.type === 'appl' && txn.appId === appId)
          .map(({ sender, note, appArgs }) => ({ sender, note, appArgs })) ?? null
      )
    },

    getBlockTransactions,

    async getAssetUnit(assetId) {
      const response = await request(`/v2/assets/${assetId}`)
      return response.status === 404 ? null : assetUnit(assetId, (await response.json()) as AssetParams)
    },

    async getAssetHolding(address, assetId) {
      // The account with its holdings, not the holding's own address: that one answers 404 for an
      // account not opted in, which a browser reports as an error on every such look.
      const response = await request(`/v2/accounts/${address}`)
      if (response.status === 404) return null
      const { assets = [] } = (await response.json()) as {
        assets?: { 'asset-id': number; amount?: number; 'is-frozen'?: boolean }[]
      }
      const holding = assets.find((held) => BigInt(held['asset-id']) === assetId)
      return holding ? { amount: BigInt(holding.amount ?? 0), frozen: holding['is-frozen'] === true } : null
    },

    async listBoxes(appId, prefix, { limit, next } = {}) {
      const query = [`prefix=${boxArg(prefix)}`, 'include=values']
      if (limit !== undefined) query.push(`limit=${limit}`)
      if (next) query.push(`next=${encodeURIComponent(next)}`)
      const response = await request(`/v2/applications/${appId}/boxes?${query.join('&')}`)
      if (response.status === 404) return { boxes: [] }
      const page = (await response.json()) as BoxPage
      const boxes = (page.boxes ?? []).map((box) => {
        if (box.value === undefined) throw new AlgodRestError('this node does not list box values', response.status)
        return { name: base64ToBytes(box.name), value: base64ToBytes(box.value) }
      })
      return page['next-token'] ? { boxes, next: page['next-token'] } : { boxes }
    },
  }
}
