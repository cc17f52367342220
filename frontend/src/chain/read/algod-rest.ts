/**
 * The algod REST calls the read path needs (the resolver, the pages' reads), over fetch,
 * so the resolver page stays free of algokit-utils and wallet code. No wallet and no signature
 * is involved.
 */
import { serviceUrl, type ServiceConfig } from '../../config'
import { sameBytes, startsWith } from './bytes'
import { base64ToBytes, bytesToBase64 } from './msgpack'
import type { AppCallRecord } from './app-call'

export class AlgodRestError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message)
    this.name = 'AlgodRestError'
  }
}

/** What a transaction needs from the node: validity window and network identity. */
export interface TransactionParams {
  minFee: bigint
  firstValid: bigint
  lastValid: bigint
  genesisID: string
  genesisHash: Uint8Array
}

/** What the read path uses of a simulate answer: per transaction, its logs (base64), and why a group failed. */
export interface SimulateResponse {
  'txn-groups': {
    'failure-message'?: string
    'txn-results': { 'txn-result': { logs?: string[] } }[]
  }[]
}

export interface AlgodRest {
  /** The box value, or null when the box does not exist. */
  getBox(appId: bigint, name: Uint8Array): Promise<Uint8Array | null>
  /** How many units of the asset the account holds; 0 when not opted in. */
  getAssetAmount(address: string, assetId: bigint): Promise<bigint>
  /** The application's approval program as deployed. */
  getApprovalProgram(appId: bigint): Promise<Uint8Array>
  getTransactionParams(): Promise<TransactionParams>
  sendRawTransaction(signed: Uint8Array): Promise<string>
  /** Simulates a msgpack-encoded simulate request; nothing is committed. */
  simulate(request: Uint8Array): Promise<SimulateResponse>
  /** The account's balance in microALGO; 0 for an account the node has never seen. */
  getAccountAmount(address: string): Promise<bigint>
  /** The account's authorised signer when it is rekeyed, else null (also for an account the node has never seen). */
  getAuthAddress(address: string): Promise<string | null>
  /** The last round the node has seen. */
  getLastRound(): Promise<bigint>
  /** Timestamp (unix seconds) of the last round's block. */
  getLastBlockTime(): Promise<number>
  /**
   * The top-level calls to the app in the block of `round`; null when this node no longer keeps
   * that block (a node that is not archival keeps the last 1,000 or so).
   */
  getBlockAppCalls(round: bigint, appId: bigint): Promise<AppCallRecord[] | null>
  /** One page of the boxes whose names start with `prefix`, with their values, in name order. */
  listBoxes(appId: bigint, prefix: Uint8Array, options?: { limit?: number; next?: string }): Promise<BoxListing>
}

export interface BoxListing {
  boxes: { name: Uint8Array; value: Uint8Array }[]
  /** Where the next page starts; absent on the last page. */
  next?: string
}

interface BoxPage {
  boxes?: { name: string; value?: string }[]
  'next-token'?: string
}

interface BlockBody {
  block?: { txns?: { txn?: { type?: string; apid?: number | string; snd?: string; note?: string; apaa?: string[] } }[] }
}

interface AccountSummary {
  amount?: number | string
  'auth-addr'?: string
}

interface AssetHoldingPage {
  'asset-holdings'?: { 'asset-holding'?: { 'asset-id'?: number | string; amount?: number | string } }[]
}

const boxArg = (name: Uint8Array) => encodeURIComponent(`b64:${bytesToBase64(name)}`)

/** A direct read of one box; algod answers 404 when it does not exist. */
export function boxPath(appId: bigint, name: Uint8Array): string {
  return `/v2/applications/${appId}/box?name=${boxArg(name)}`
}

/** The request a box read starts with: a listing of at most one box, with values, from `name` on. */
export function boxListingPath(appId: bigint, name: Uint8Array): string {
  return `/v2/applications/${appId}/boxes?prefix=${boxArg(name)}&include=values&limit=1`
}

/**
 * A box found through the paginated listing: names come sorted, so an exact name is the first one
 * with it as prefix. 'missing' means the box does not exist; 'ask-directly' means this node's
 * answer cannot tell (no values, no prefix filtering, or a page cut short by its byte limit).
 */
function boxFromPage(page: BoxPage, name: Uint8Array): Uint8Array | 'missing' | 'ask-directly' {
  const first = page.boxes?.[0]
  if (!first) return page['next-token'] ? 'ask-directly' : 'missing'
  const firstName = base64ToBytes(first.name)
  if (!startsWith(firstName, name)) return 'ask-directly'
  if (!sameBytes(firstName, name)) return 'missing'
  return first.value === undefined ? 'ask-directly' : base64ToBytes(first.value)
}

/**
 * Reads over fetch from `algod`; with a `fallback`, a request that fails in transit or that the first
 * node answers with a server error (5xx) is sent to the fallback instead.
 */
export function createAlgodRest(
  algod: ServiceConfig,
  fetchImpl: typeof fetch = fetch.bind(globalThis),
  fallback?: ServiceConfig,
): AlgodRest {
  const send = (service: ServiceConfig, path: string, init: RequestInit) => {
    const headers: Record<string, string> = service.token ? { 'X-Algo-API-Token': service.token } : {}
    return fetchImpl(`${serviceUrl(service)}${path}`, { ...init, headers: { ...headers, ...init.headers } })
  }

  async function answer(path: string, init: RequestInit): Promise<Response> {
    if (!fallback) return send(algod, path, init)
    try {
      const response = await send(algod, path, init)
      return response.status >= 500 ? await send(fallback, path, init) : response
    } catch {
      return send(fallback, path, init)
    }
  }

  async function request(path: string, init: RequestInit = {}): Promise<Response> {
    const response = await answer(path, init)
    if (!response.ok && response.status !== 404) {
      const body = await response.text().catch(() => '')
      throw new AlgodRestError(
        `algod ${path.split('?')[0]} failed (${response.status}) ${body}`.trim(),
        response.status,
      )
    }
    return response
  }

  // A missing box or holding is looked up through listings that answer 200 with an empty page:
  // a 404 would show up as an error in the visitor's browser console.
  async function getBoxDirectly(appId: bigint, name: Uint8Array): Promise<Uint8Array | null> {
    const response = await request(boxPath(appId, name))
    if (response.status === 404) return null
    const body = (await response.json()) as { value: string }
    return base64ToBytes(body.value)
  }

  /** The account without its holdings; null for an account the node has never seen. */
  async function getAccount(address: string): Promise<AccountSummary | null> {
    const response = await request(`/v2/accounts/${address}?exclude=all`)
    return response.status === 404 ? null : ((await response.json()) as AccountSummary)
  }

  async function getLastRound(): Promise<bigint> {
    const response = await request('/v2/status')
    if (response.status === 404) throw new AlgodRestError('this node does not report its status', 404)
    const body = (await response.json()) as { 'last-round': number | string }
    return BigInt(body['last-round'])
  }

  return {
    async getBox(appId, name) {
      const response = await request(boxListingPath(appId, name))
      const found = response.status === 404 ? 'missing' : boxFromPage((await response.json()) as BoxPage, name)
      if (found === 'missing') return null
      return found === 'ask-directly' ? getBoxDirectly(appId, name) : found
    },

    async getAssetAmount(address, assetId) {
      // Holdings come in asset id order after `next`: the first one is this asset if it is held.
      const response = await request(`/v2/accounts/${address}/assets?limit=1&next=${assetId - 1n}`)
      if (response.status === 404) return 0n
      const page = (await response.json()) as AssetHoldingPage
      const holding = page['asset-holdings']?.[0]?.['asset-holding']
      return holding && BigInt(holding['asset-id'] ?? -1) === assetId ? BigInt(holding.amount ?? 0) : 0n
    },

    async getApprovalProgram(appId) {
      const response = await request(`/v2/applications/${appId}`)
      if (response.status === 404) throw new AlgodRestError(`application ${appId} does not exist`, 404)
      const body = (await response.json()) as { params: { 'approval-program': string } }
      return base64ToBytes(body.params['approval-program'])
    },

    async getTransactionParams() {
      const response = await request('/v2/transactions/params')
      const body = (await response.json()) as {
        'min-fee': number
        'last-round': number
        'genesis-id': string
        'genesis-hash': string
      }
      return {
        minFee: BigInt(body['min-fee']),
        firstValid: BigInt(body['last-round']),
        lastValid: BigInt(body['last-round']) + 1000n,
        genesisID: body['genesis-id'],
        genesisHash: base64ToBytes(body['genesis-hash']),
      }
    },

    async sendRawTransaction(signed) {
      const response = await request('/v2/transactions', {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-binary' },
        // A copy typed as backed by a plain ArrayBuffer, which fetch's BodyInit requires.
        body: signed.slice(),
        // The resolver leaves for the destination 1.5 s in; a scan still being sent then is not lost.
        keepalive: true,
      })
      if (response.status === 404) throw new AlgodRestError('algod rejected the transaction', 404)
      const body = (await response.json()) as { txId?: string }
      if (!body.txId) throw new AlgodRestError('Node response did not include transaction ID', response.status)
      return body.txId
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

    getLastRound,

    async getLastBlockTime() {
      const round = await getLastRound()
      // Behind a load balancer the node answering may be a round behind the one that gave the status.
      for (const asked of [round, round - 1n]) {
        const response = await request(`/v2/blocks/${asked}?header-only=true&format=json`)
        if (response.status === 404) continue
        const body = (await response.json()) as { block?: { ts?: number | string } }
        const seconds = Number(body.block?.ts)
        if (!Number.isFinite(seconds) || seconds <= 0) throw new AlgodRestError(`block ${asked} has no timestamp`, 200)
        return seconds
      }
      throw new AlgodRestError(`block ${round} is not available`, 404)
    },

    async getBlockAppCalls(round, appId) {
      const response = await request(`/v2/blocks/${round}?format=json`)
      if (response.status === 404) return null
      const body = (await response.json()) as BlockBody
      return (body.block?.txns ?? []).flatMap(({ txn }) =>
        txn?.type === 'appl' && txn.apid !== undefined && BigInt(txn.apid) === appId && txn.snd
          ? [
              {
                sender: txn.snd,
                note: base64ToBytes(txn.note ?? ''),
                appArgs: (txn.apaa ?? []).map(base64ToBytes),
              },
            ]
          : [],
      )
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
