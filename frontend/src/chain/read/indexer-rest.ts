/**
 * The one indexer call the read path makes, over fetch: the newest transaction of the app whose
 * note starts with a prefix. The indexer is optional; callers treat any failure as "no note".
 */
import { serviceUrl, type ServiceConfig } from '../../config'
import { base64ToBytes, bytesToBase64 } from './msgpack'

export interface IndexerRest {
  /** The note of the app's first transaction whose note starts with `notePrefix`, or undefined when none has. */
  findNote(appId: bigint, notePrefix: Uint8Array): Promise<Uint8Array | undefined>
}

interface TransactionPage {
  transactions?: { note?: string }[]
}

export function createIndexerRest(
  indexer: ServiceConfig,
  fetchImpl: typeof fetch = fetch.bind(globalThis),
): IndexerRest {
  const base = serviceUrl(indexer)
  const headers: Record<string, string> = indexer.token ? { 'X-Indexer-API-Token': indexer.token } : {}

  return {
    async findNote(appId, notePrefix) {
      const prefix = encodeURIComponent(bytesToBase64(notePrefix))
      const path = `/v2/transactions?application-id=${appId}&note-prefix=${prefix}&limit=1`
      const response = await fetchImpl(`${base}${path}`, { headers })
      if (!response.ok) throw new Error(`indexer /v2/transactions failed (${response.status})`)
      const note = ((await response.json()) as TransactionPage).transactions?.[0]?.note
      return note ? base64ToBytes(note) : undefined
    },
  }
}
