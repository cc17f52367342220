/**
 * A transaction a wallet signs but nobody can send: a 0-ALGO payment from the account to itself,
 * with no fee, valid only in round 1 (long past on every network), whose note says what the
 * signature is for. Its signature proves control of the account (the access proof) and, Ed25519
 * being deterministic, is the same every time the same key signs it (keys derived from a wallet).
 *
 * Built as canonical msgpack, so no algosdk is needed to check a signature;
 * unsendable-transaction.spec.ts checks that algosdk encodes and signs the same bytes.
 */
import { publicKeyFromAddress } from '../../domain/text/algorand-address'
import { sameBytes } from './bytes'
import { encodeMsgpack, type MsgpackValue } from './msgpack'

/** A round before any network's current one: the transaction is never valid to send. */
const UNSENDABLE_ROUND = 1n
const SIGNATURE_BYTES = 64
/** Where the signature starts in `{ sig, txn }`: the map header, the key 'sig', the bytes header. */
const SIGNATURE_OFFSET = 7
/** …and in `{ sgnr, sig, txn }`, after the key 'sgnr' and the 32-byte signer before it. */
const AUTHORIZED_SIGNATURE_OFFSET = 1 + 5 + 2 + 32 + 4 + 2
const TRANSACTION_TAG = new TextEncoder().encode('TX')
const ED25519 = { name: 'Ed25519' } as const

export interface UnsendableTransaction {
  /** The signing account: sender and receiver. */
  address: string
  /** The network, so that a signature made for another one is worth nothing here. */
  genesisID: string
  genesisHash: Uint8Array
  /** What the wallet shows and signs. */
  note: string
}

function fields(transaction: UnsendableTransaction): { [key: string]: MsgpackValue } {
  const account = publicKeyFromAddress(transaction.address)
  return {
    fv: UNSENDABLE_ROUND,
    gen: transaction.genesisID,
    gh: transaction.genesisHash,
    lv: UNSENDABLE_ROUND,
    note: new TextEncoder().encode(transaction.note),
    rcv: account,
    snd: account,
    type: 'pay',
  }
}

/** The unsigned transaction the wallet is asked to sign (msgpack, as wallets take it). */
export function encodeUnsendableTransaction(transaction: UnsendableTransaction): Uint8Array {
  return encodeMsgpack(fields(transaction))
}

/**
 * The signature in `signed` when it is exactly this transaction, unchanged, signed by the Ed25519
 * key `publicKey`; else null. Without `authorizer` no other signer may be named (the account's own
 * key signed); with it, the signed transaction names that key as its signer (`sgnr`), as wallets
 * do for a rekeyed account.
 */
export async function signatureOver(
  transaction: UnsendableTransaction,
  signed: Uint8Array,
  publicKey: Uint8Array,
  subtle: SubtleCrypto,
  authorizer?: Uint8Array,
): Promise<Uint8Array | null> {
  const unsigned = fields(transaction)
  const offset = authorizer ? AUTHORIZED_SIGNATURE_OFFSET : SIGNATURE_OFFSET
  const signature = signed.slice(offset, offset + SIGNATURE_BYTES)
  const expected: { [key: string]: MsgpackValue } = authorizer
    ? { sgnr: authorizer, sig: signature, txn: unsigned }
    : { sig: signature, txn: unsigned }
  if (!sameBytes(signed, encodeMsgpack(expected))) return null
  const key = await subtle.importKey('raw', new Uint8Array(publicKey), ED25519, false, ['verify'])
  const message = new Uint8Array([...TRANSACTION_TAG, ...encodeMsgpack(unsigned)])
  return (await subtle.verify(ED25519, key, signature, message)) ? signature : null
}
