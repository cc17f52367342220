/**
 * Which transactions the wallet has signed. A send that fails after its group was signed may still
 * land (the group may have reached a node whose answer was lost); one that fails before, in the
 * wallet or in the simulate that prepares the group, never can, so only the former is followed.
 */
import { decodeSignedTransaction, type TransactionSigner } from 'algosdk'

export interface SigningRecord {
  /** Signs as the wallet does, and remembers what it signed. */
  signer: TransactionSigner
  wasSigned(txId: string): boolean
}

export function recordSignatures(walletSigner: TransactionSigner): SigningRecord {
  const signed = new Set<string>()
  return {
    async signer(group, indexes) {
      const blobs = await walletSigner(group, indexes)
      for (const blob of blobs) {
        try {
          signed.add(decodeSignedTransaction(blob).txn.txID())
        } catch {
          // Not a signed transaction: the composer refuses it itself, and nothing is sent.
        }
      }
      return blobs
    },
    wasSigned: (txId) => signed.has(txId),
  }
}
