/** What connecting, disconnecting and using a wallet says: the wallet panel's toasts and refusals. */
export const WALLET_MESSAGES = {
  connectFirst: 'Please connect your wallet first',
  /** The wallet card, for an event priced in an asset the account has not opted in to. */
  assetNoneYet: 'None yet',
  /** The wallet card: the asset's issuer froze this account's holding; `amount` formatted. */
  assetFrozen: (amount: string) => `${amount} (frozen by its issuer)`,
  notConnected: 'Wallet not connected',
  noAccount: 'No account connected',
  connected: (provider: string) => `Connected to ${provider} wallet!`,
  /** A connection made without choosing a wallet: the first one available was used. */
  connectedAny: 'Wallet connected successfully!',
  disconnected: 'Wallet disconnected',
  connectFailed: 'Failed to connect wallet',
  disconnectFailed: 'Failed to disconnect wallet',
  connectionFailed: 'Wallet connection failed',
  connectionFailedBecause: (reason: string) => `Wallet connection failed: ${reason}`,
  unreachable: (wallet: string, localnet: boolean) =>
    `Wallet connection failed: ${wallet} cannot be reached${localnet ? ' (is LocalNet running?)' : ''}`,
  notInstalled: (wallet: string, site = 'its website') => `${wallet} is not installed. Please install it from ${site}/`,
  noAccountsFound: (wallet: string) => `No accounts found in ${wallet}`,
  noSupportedWallets: 'No supported wallets found. Please install a supported wallet app.',
  unsupportedProviderForSigning: 'Unsupported wallet provider for signing',
  attendeeMismatch: 'Connected wallet does not match attendee address',
  cancelled: 'You cancelled the signature.',
  refused: (reason: string) => `Wallet refused: ${reason}`,
  wrongSigner: "Use the account's authorised signer (the account is rekeyed).",
  mnemonicHelp:
    'Type the 25 words of an account you use for testing. They stay in this tab: they are never sent or stored.',
  mnemonicWordCount: (count: number) => `A recovery phrase has 25 words; this one has ${count}.`,
  mnemonicInvalid: 'These 25 words are not a valid recovery phrase: check each word.',
  /** Above the wallet buttons when a passkey is offered first. */
  otherWays: 'Or connect an Algorand wallet:',
} as const
