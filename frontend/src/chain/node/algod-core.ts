/**
 * The algod calls every page makes, the resolver's included: box and holding reads, the chain's
 * clock, transaction parameters and sending. Over fetch, so the resolver page stays free of
 * algokit-utils and wallet code; no wallet and no signature is involved. The screens' heavier
 * calls (simulate, blocks, box listings) are in algod-rest.ts.
 */
import { serviceUrl, type ServiceConfig } from '../../config'
import { sameBytes, startsWith } from './bytes'
import { base64ToBytes, bytesToBase64 } from './msgpack'

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

export interface AlgodCore {
  /** The box value, or null when the box does not exist. */
  getBox(appId: bigint, name: Uint8Array): Promise<Uint8Array | null>
  /** How many units of the asset the account holds; 0 when not opted in. */
  getAssetAmount(address: string, assetId: bigint): Promise<bigint>
  getTransactionParams(): Promise<TransactionParams>
  sendRawTransaction(signed: Uint8Array): Promise<string>
  /** The last round the node has seen. */
  getLastRound(): Promise<bigint>
  /** Timestamp (unix seconds) of the last round's block. */
  getLastBlockTime(): Promise<number>
}

/** A request to algod (or its fallback); answers other than success and 404 become an AlgodRestError. */
export type AlgodRequest = (path: string, init?: RequestInit) => Promise<Response>

export interface BoxPage {
  boxes?: { name: string; value?: string }[]
  'next-token'?: string
}

interface AssetHoldingPage {
  'asset-holdings'?: { 'asset-holding'?: { 'asset-id'?: number | string; amount?: number | string } }[]
}

export const boxArg = (name: Uint8Array) => encodeURIComponent(`b64:${bytesToBase64(name)}`)

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
 * Requests over fetch to `algod`; with a `fallback`, a request that fails in transit or that the first
 * node answers with a server error (5xx) is sent to the fallback instead.
 */
export function createAlgodRequest(
  algod: ServiceConfig,
  fetchImpl: typeof fetch = fetch.bind(globalThis),
  fallback?: ServiceConfig,
): AlgodRequest {
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

  return async function request(path: string, init: RequestInit = {}): Promise<Response> {
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
}

/** The calls every page makes, over `request`. */
export function algodCoreOver(request: AlgodRequest): AlgodCore {
  // A missing box or holding is looked up through listings that answer 200 with an empty page:
  // a 404 would show up as an error in the visitor's browser console.
  async function getBoxDirectly(appId: bigint, name: Uint8Array): Promise<Uint8Array | null> {
    const response = await request(boxPath(appId, name))
    if (response.status === 404) return null
    const body = (await response.json()) as { value: string }
    return base64ToBytes(body.value)
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
  }
}

/** The light client: what the resolver page needs and nothing more. */
export function createAlgodCore(
  algod: ServiceConfig,
  fetchImpl: typeof fetch = fetch.bind(globalThis),
  fallback?: ServiceConfig,
): AlgodCore {
  return algodCoreOver(createAlgodRequest(algod, fetchImpl, fallback))
}
