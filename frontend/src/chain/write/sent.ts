/**
 * What a confirmed write hands back: the id of its last transaction, absent when nothing had to be
 * sent (a retried create or register that had landed already).
 */
export interface Sent {
  txId?: string
}

/** A refund the owner made: paid to the attendee, or held by the app for them (`heldMicroAlgos`) where their account was closed. */
export interface Refunded extends Sent {
  heldMicroAlgos?: bigint
}

/** Progress of mintAndClaimToken: minting starts, then claiming the minted asset. */
export type TokenStep = { step: 'mint' } | { step: 'claim'; assetId: number }
