/**
 * The few algod REST calls the resolver needs, over fetch, so the resolver page stays free of
 * algokit-utils and wallet code. No wallet and no signature from the visitor is involved.
 */
import { serviceUrl, type ServiceConfig } from '../config'
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

export interface AlgodRest {
  /** The box value, or null when the box does not exist. */
  getBox(appId: bigint, name: Uint8Array): Promise<Uint8Array | null>
  /** How many units of the asset the account holds; 0 when not opted in. */
  getAssetAmount(address: string, assetId: bigint): Promise<bigint>
  getTransactionParams(): Promise<TransactionParams>
  sendRawTransaction(signed: Uint8Array): Promise<string>
}

export function createAlgodRest(algod: ServiceConfig, fetchImpl: typeof fetch = fetch.bind(globalThis)): AlgodRest {
  const base = serviceUrl(algod)
  const headers: Record<string, string> = algod.token ? { 'X-Algo-API-Token': algod.token } : {}

  async function request(path: string, init: RequestInit = {}): Promise<Response> {
    const response = await fetchImpl(`${base}${path}`, { ...init, headers: { ...headers, ...init.headers } })
    if (!response.ok && response.status !== 404) {
      const body = await response.text().catch(() => '')
      throw new AlgodRestError(`algod ${path.split('?')[0]} failed (${response.status}) ${body}`.trim(), response.status)
    }
    return response
  }

  return {
    async getBox(appId, name) {
      const response = await request(`/v2/applications/${appId}/box?name=${encodeURIComponent(`b64:${bytesToBase64(name)}`)}`)
      if (response.status === 404) return null
      const body = (await response.json()) as { value: string }
      return base64ToBytes(body.value)
    },

    async getAssetAmount(address, assetId) {
      const response = await request(`/v2/accounts/${address}/assets/${assetId}`)
      if (response.status === 404) return 0n
      const body = (await response.json()) as { 'asset-holding'?: { amount?: number | string } }
      return BigInt(body['asset-holding']?.amount ?? 0)
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
      })
      if (response.status === 404) throw new AlgodRestError('algod rejected the transaction', 404)
      const body = (await response.json()) as { txId?: string }
      if (!body.txId) throw new AlgodRestError('Node response did not include transaction ID', response.status)
      return body.txId
    },
  }
}
