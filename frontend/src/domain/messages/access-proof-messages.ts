/** The proof page of nft-gated access, where a wallet signs to show its account holds the token. */
export const ACCESS_PROOF_MESSAGES = {
  /** What the proof step is, on the page that asks for it. */
  explained:
    "This QR code opens only for holders of the event's NFT. Your wallet signs a proof that is never sent to the network and costs nothing. A rekeyed account cannot prove this way.",
  notSigned: 'The wallet did not sign the proof for this account',
  refused: 'Wallet proof refused: it was not signed by this account for this request',
  /** Its own key no longer controls a rekeyed account, so its signature proves nothing. */
  rekeyed: 'This account is rekeyed: it cannot prove it holds the NFT here. Use an account that is not rekeyed.',
  unsupported: 'This browser cannot check wallet signatures (Ed25519 is not supported)',
} as const
