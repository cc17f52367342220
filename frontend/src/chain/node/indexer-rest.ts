/**
 * The one indexer call the read path makes, over fetch: an account's calls to the app whose note
 * starts with a prefix. The indexer is optional; callers treat any failure as "no note".
 */
import { serviceUrl, type ServiceConfig } from '../../config'
import type { AppCallRecord } from './app-call'
import { base64ToBytes, bytesToBase64 } from './msgpack'

export interface IndexerRest {
  /**
   * `sender`'s calls to the app whose note starts with `notePrefix` (any note when it is empty),
   * oldest first (one page of them); only those of `round` when it is given.
   */
  findAppCalls(appId: bigint, sender: string, notePrefix: Uint8Array, round?: bigint): Promise<AppCallRecord[]>
}

/** A few are plenty: the contract accepts one create_event per event id. */
const PAGE_SIZE = 10

interface TransactionPage {
  transactions?: {
    sender?: string
    note?: string
    'application-transaction'?: { 'application-args'?: string[] }
  }[]
}

export function createIndexerRest(
  indexer: ServiceConfig,
  fetchImpl: typeof fetch = fetch.bind(globalThis),
): IndexerRest {
  const base = serviceUrl(indexer)
  const headers: Record<string, string> = indexer.token ? { 'X-Indexer-API-Token': indexer.token } : {}

  return {
    async findAppCalls(appId, sender, notePrefix, round) {
      const query = [
        `application-id=${appId}`,
        ...(notePrefix.length > 0 ? [`note-prefix=${encodeURIComponent(bytesToBase64(notePrefix))}`] : []),
        ...(round !== undefined ? [`round=${round}`] : []),
        `address=${sender}`,
        'address-role=sender',
        'tx-type=appl',
        `limit=${PAGE_SIZE}`,
      ]
      const path = `/v2/transactions?${query.join('&')}`
      const response = await fetchImpl(`${base}${path}`, { headers })
      if (!response.ok) throw new Error(`indexer /v2/transactions failed (${response.status})`)
      const page = (await response.json()) as TransactionPage
      return (page.transactions ?? []).flatMap((transaction) =>
        transaction.sender && transaction.note
          ? [
              {
                sender: transaction.sender,
                note: base64ToBytes(transaction.note),
                appArgs: (transaction['application-transaction']?.['application-args'] ?? []).map(base64ToBytes),
              },
            ]
          : [],
      )
    },
  }
}
