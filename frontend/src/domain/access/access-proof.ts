/**
 * What a wallet signs to prove, for an nft-gated QR code, that the scanner controls the account
 * whose token holding is checked: an address alone (typed, pasted or read from storage) proves
 * nothing. The proof is a transaction the wallet signs but nobody sends; its note binds the proof
 * to one app, one event, one page origin and one fresh nonce.
 */

export const ACCESS_PROOF_LABEL = 'DynaQR access proof'

export interface AccessChallenge {
  appId: bigint
  eventId: string
  /** The site that asked: a proof made for another site is worth nothing here. */
  origin: string
  /** Random, one per request: a proof seen once cannot be shown again. */
  nonce: string
  /** The account asked to prove, and the transaction's sender. */
  address: string
  /** The network, so that a proof made on another one does not count. */
  genesisID: string
  genesisHash: Uint8Array
}

/** A challenge and the wallet's signed transaction answering it. */
export interface AccessProof {
  challenge: AccessChallenge
  signedTransaction: Uint8Array
}

/** A proof after checking: the account it proves, or why it proves nothing. */
export type ProofOutcome = { proven: true; address: string } | { proven: false; reason: string }

/** The note the wallet shows and signs; JSON, so that no field can run into the next. */
export function accessProofNote(challenge: AccessChallenge): string {
  const { appId, eventId, origin, nonce } = challenge
  return `${ACCESS_PROOF_LABEL} ${JSON.stringify({ app: appId.toString(), event: eventId, origin, nonce })}`
}

export function sameChallenge(a: AccessChallenge, b: AccessChallenge): boolean {
  return (
    a.appId === b.appId &&
    a.eventId === b.eventId &&
    a.origin === b.origin &&
    a.nonce === b.nonce &&
    a.address === b.address &&
    a.genesisID === b.genesisID &&
    a.genesisHash.length === b.genesisHash.length &&
    a.genesisHash.every((byte, i) => byte === b.genesisHash[i])
  )
}
