/**
 * The one indexer call the read path makes, over fetch: an account's calls to the app whose note
 * starts with a prefix. The indexer is optional; callers treat any failure as "no note".
 */
import { serviceUrl, type ServiceConfig } from '../../config'
import type { AppCallRecord } from './app-call'
import { base64ToBytes, bytesToBase64 } from './msgpack'

export interface IndexerRest {
  /** `sender`'s calls to the app whose note starts with `notePrefix`, oldest first (one page of them). */
  findAppCalls(appId: bigint, sender: string, notePrefix: Uint8Array): Promise<AppCallRecord[]>
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
    async findAppCalls(appId, sender, notePrefix) {
      const prefix = encodeURIComponent(bytesToBase64(notePrefix))
      const path =
        `/v2/transactions?application-id=${appId}&note-prefix=${prefix}` +
        `&address=${sender}&address-role=sender&tx-type=appl&limit=${PAGE_SIZE}`
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
