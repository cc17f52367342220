/**
 * use-wallet's ids of the wallets DynaQR sets up, spelled out so that the screens can name a wallet
 * without loading use-wallet (wallet-ids.spec.ts checks each against use-wallet's own WalletId).
 */
export const WALLET_IDS = {
  PERA: 'pera',
  DEFLY: 'defly',
  LUTE: 'lute',
  EXODUS: 'exodus',
  KMD: 'kmd',
  MNEMONIC: 'mnemonic',
  /** The passkey account, a custom use-wallet wallet. */
  CUSTOM: 'custom',
} as const

export type WalletIdName = (typeof WALLET_IDS)[keyof typeof WALLET_IDS]
