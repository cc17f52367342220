/**
 * Signs transactions with a passkey account's WebCrypto key: Ed25519 over each transaction's
 * bytes to sign, encoded as an algosdk SignedTransaction. It signs only the account's own
 * transactions: asked for any other sender, it refuses the whole group.
 */
import {
  decodeUnsignedTransaction,
  encodeMsgpack,
  msgpackRawDecodeAsMap,
  SignedTransaction,
  type Transaction,
} from 'algosdk'
import { PASSKEY_MESSAGES } from '../../../domain/messages/messages'
import { PasskeyProblem } from '../passkey/passkey-problem'

export interface SigningAccount {
  address: string
  privateKey: CryptoKey
}

/** One item of a group as use-wallet hands it over: a transaction, or its msgpack (signed or not). */
export type GroupItem = Transaction | Uint8Array

/** The unsigned transaction of an item; null for an item that arrives signed already. */
function unsignedTransaction(item: GroupItem): Transaction | null {
  if (!(item instanceof Uint8Array)) return item
  const decoded = msgpackRawDecodeAsMap(item)
  return decoded instanceof Map && decoded.has('txn') ? null : decodeUnsignedTransaction(item)
}

/** The group's items, flattened when use-wallet passes several groups. */
export function flattenGroups(groups: GroupItem[] | GroupItem[][]): GroupItem[] {
  return (groups as (GroupItem | GroupItem[])[]).flatMap((item) => (Array.isArray(item) ? item : [item]))
}

export async function signTransaction(
  account: SigningAccount,
  transaction: Transaction,
  subtle: SubtleCrypto = globalThis.crypto.subtle,
): Promise<Uint8Array> {
  if (transaction.sender.toString() !== account.address)
    throw new PasskeyProblem('refused', PASSKEY_MESSAGES.notThisAccount)
  const signature = new Uint8Array(
    await subtle.sign('Ed25519', account.privateKey, new Uint8Array(transaction.bytesToSign())),
  )
  return encodeMsgpack(new SignedTransaction({ txn: transaction, sig: signature }))
}

/** What of a group is to be signed: its transactions (null for items already signed) and which indexes. */
export interface SigningPlan {
  transactions: (Transaction | null)[]
  indexes: ReadonlySet<number>
}

/**
 * Which items of the group `address` signs: with `indexes`, exactly those, each of which must be
 * its own transaction (else the whole group is refused); without, every unsigned transaction it sends.
 */
export function planGroup(items: GroupItem[], address: string, indexes?: number[]): SigningPlan {
  const transactions = items.map(unsignedTransaction)
  const sends = (index: number) => transactions[index]?.sender.toString() === address
  const chosen = indexes ?? transactions.flatMap((_, index) => (sends(index) ? [index] : []))
  if (!chosen.every(sends)) throw new PasskeyProblem('refused', PASSKEY_MESSAGES.notThisAccount)
  return { transactions, indexes: new Set(chosen) }
}

/** The signed items of the plan, null where nothing is signed. */
export function signPlan(
  account: SigningAccount,
  plan: SigningPlan,
  subtle: SubtleCrypto = globalThis.crypto.subtle,
): Promise<(Uint8Array | null)[]> {
  return Promise.all(
    plan.transactions.map((transaction, index) =>
      transaction && plan.indexes.has(index) ? signTransaction(account, transaction, subtle) : null,
    ),
  )
}
