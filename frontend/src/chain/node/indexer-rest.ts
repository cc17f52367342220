/**
 * The indexer calls the read path makes, over fetch: an account's calls to the app whose note
 * starts with a prefix, and an account's transactions of one round. The indexer is optional;
 * callers treat any failure as "no note".
 */
import { serviceUrl, type ServiceConfig } from '../../config'
import type { AppCallRecord, TransactionRecord } from './app-call'
import { base64ToBytes, bytesToBase64 } from './msgpack'

export interface IndexerRest {
  /**
   * `sender`'s calls to the app whose note starts with `notePrefix` (any note when it is empty),
   * oldest first (one page of them); only those of `round` when it is given.
   */
  findAppCalls(appId: bigint, sender: string, notePrefix: Uint8Array, round?: bigint): Promise<AppCallRecord[]>
  /** Every transaction `sender` sent in `round`, of any kind and to any app, in the block's order. */
  findTransactions(sender: string, round: bigint): Promise<TransactionRecord[]>
}

/** A few are plenty: the contract accepts one create_event per event id. */
const PAGE_SIZE = 10
/** The indexer's largest page: one account's transactions of one round fit in it. */
const ROUND_PAGE_SIZE = 1000

interface IndexedTransaction {
  sender?: string
  note?: string
  group?: string
  'tx-type'?: string
  'confirmed-round'?: number
  'intra-round-offset'?: number
  'application-transaction'?: { 'application-id'?: number; 'application-args'?: string[] }
}

interface TransactionPage {
  transactions?: IndexedTransaction[]
}

function appCallRecord(transaction: IndexedTransaction & { sender: string }): AppCallRecord {
  const round = transaction['confirmed-round']
  return {
    sender: transaction.sender,
    note: base64ToBytes(transaction.note ?? ''),
    appArgs: (transaction['application-transaction']?.['application-args'] ?? []).map(base64ToBytes),
    ...(round !== undefined ? { round: BigInt(round) } : {}),
  }
}

function transactionRecord(transaction: IndexedTransaction & { sender: string }): TransactionRecord {
  const appId = transaction['application-transaction']?.['application-id']
  return {
    ...appCallRecord(transaction),
    type: transaction['tx-type'] ?? '',
    group: transaction.group ?? '',
    ...(appId !== undefined ? { appId: BigInt(appId) } : {}),
  }
}

const withSender = (transaction: IndexedTransaction): transaction is IndexedTransaction & { sender: string } =>
  Boolean(transaction.sender)

export function createIndexerRest(
  indexer: ServiceConfig,
  fetchImpl: typeof fetch = fetch.bind(globalThis),
): IndexerRest {
  const base = serviceUrl(indexer)
  const headers: Record<string, string> = indexer.token ? { 'X-Indexer-API-Token': indexer.token } : {}

  async function transactions(query: string[]): Promise<IndexedTransaction[]> {
    const path = `/v2/transactions?${query.join('&')}`
    const response = await fetchImpl(`${base}${path}`, { headers })
    if (!response.ok) throw new Error(`indexer /v2/transactions failed (${response.status})`)
    return ((await response.json()) as TransactionPage).transactions ?? []
  }

  return {
    async findAppCalls(appId, sender, notePrefix, round) {
      const found = await transactions([
        `application-id=${appId}`,
        ...(notePrefix.length > 0 ? [`note-prefix=${encodeURIComponent(bytesToBase64(notePrefix))}`] : []),
        ...(round !== undefined ? [`round=${round}`] : []),
        `address=${sender}`,
        'address-role=sender',
        'tx-type=appl',
        `limit=${PAGE_SIZE}`,
      ])
      return found
        .filter(withSender)
        .filter((transaction) => transaction.note)
        .map(appCallRecord)
    },

    async findTransactions(sender, round) {
      const found = await transactions([
        `round=${round}`,
        `address=${sender}`,
        'address-role=sender',
        `limit=${ROUND_PAGE_SIZE}`,
      ])
      return found
        .filter(withSender)
        .sort((a, b) => (a['intra-round-offset'] ?? 0) - (b['intra-round-offset'] ?? 0))
        .map(transactionRecord)
    },
  }
}
