/**
 * The wallets DynaQR offers. LocalNet: KMD and Mnemonic, so a browser test can sign without a
 * phone (the QR Generator also shows Pera's button, as the product asks). TestNet and MainNet: the
 * phone wallets Pera and Defly, Lute (web and extension) and Exodus (an extension, no SDK needed).
 * The SDKs of Pera (@perawallet/connect), Defly (@blockshake/defly-connect) and Lute (lute-connect)
 * are dependencies that use-wallet imports only when that wallet connects. A wallet whose SDK is
 * missing from a build reports "{wallet} is not installed". MyAlgo shut down in January 2024: it is
 * offered nowhere and stays only as a provider value, whose option always reports it as not installed.
 * Every network also offers a passkey account (ui/wallet/passkey/): no app at all, the person's own
 * passkey makes the account; the wallet panel shows it apart from the wallet buttons.
 */
import type { NetworkName } from '../../config'
import { PASSKEY_MESSAGES, WALLET_MESSAGES } from '../../domain/messages/messages'
import type { WalletProvider } from '../../domain/wallet/wallet-provider'
import { WALLET_IDS, type WalletIdName } from './wallet-ids'

export interface WalletOption {
  key: string
  name: string
  provider: WalletProvider
  /** The use-wallet wallet behind this option; none for MyAlgo. */
  walletId?: WalletIdName
  /** Where to get the wallet (the site, no trailing slash), named in the 'not installed' message. */
  installUrl?: string
}

export const PERA: WalletOption = {
  key: 'pera',
  name: 'Pera',
  provider: 'pera',
  walletId: WALLET_IDS.PERA,
  installUrl: 'https://perawallet.app',
}
export const DEFLY: WalletOption = {
  key: 'defly',
  name: 'Defly',
  provider: 'defly',
  walletId: WALLET_IDS.DEFLY,
  installUrl: 'https://defly.app',
}
export const LUTE: WalletOption = {
  key: 'lute',
  name: 'Lute',
  provider: 'lute',
  walletId: WALLET_IDS.LUTE,
  installUrl: 'https://lute.app',
}
export const MYALGO: WalletOption = {
  key: 'myalgo',
  name: 'MyAlgo',
  provider: 'myalgo',
  installUrl: 'https://wallet.myalgo.com',
}
export const EXODUS: WalletOption = {
  key: 'exodus',
  name: 'Exodus',
  provider: 'exodus',
  walletId: WALLET_IDS.EXODUS,
  installUrl: 'https://www.exodus.com',
}
export const KMD: WalletOption = { key: 'kmd', name: 'KMD', provider: 'kmd', walletId: WALLET_IDS.KMD }
export const MNEMONIC: WalletOption = {
  key: 'mnemonic',
  name: 'Mnemonic',
  provider: 'mnemonic',
  walletId: WALLET_IDS.MNEMONIC,
}
export const PASSKEY: WalletOption = {
  key: 'passkey',
  name: PASSKEY_MESSAGES.passkey,
  provider: 'passkey',
  walletId: WALLET_IDS.CUSTOM,
}

/**
 * Only wallets that can sign on the network: Pera cannot sign on LocalNet, and MyAlgo is gone. A
 * passkey signs on every network.
 */
export function walletOptions(network: NetworkName): WalletOption[] {
  return [...(network === 'localnet' ? [KMD, MNEMONIC] : [PERA, DEFLY, LUTE, EXODUS]), PASSKEY]
}

export function isPasskeyOption(option: WalletOption): boolean {
  return option.key === PASSKEY.key
}

export function isPasskeyWallet(walletId: string | undefined): boolean {
  return walletId === WALLET_IDS.CUSTOM
}

/** The QR Generator offers Pera only; on LocalNet also KMD, because Pera cannot sign there. */
export function generatorWalletOptions(network: NetworkName): WalletOption[] {
  return network === 'localnet' ? [PERA, KMD] : [PERA]
}

/** Every wallet some screen of this network's build offers: the ones use-wallet has to set up. */
export function offeredWalletOptions(network: NetworkName): WalletOption[] {
  return [...new Set([...walletOptions(network), ...generatorWalletOptions(network)])]
}

/** Whether this network's build sets the option's wallet up (MyAlgo, gone, is never set up). */
export function isSetUp(option: WalletOption, network: NetworkName): boolean {
  return (
    option.walletId !== undefined &&
    offeredWalletOptions(network).some((offered) => offered.walletId === option.walletId)
  )
}

export function notInstalledMessage(option: WalletOption): string {
  return WALLET_MESSAGES.notInstalled(option.name, option.installUrl)
}

export function optionForWallet(walletId: string | undefined, network: NetworkName): WalletOption | undefined {
  return offeredWalletOptions(network).find((option) => option.walletId === walletId)
}

/**
 * Why the app's signer refuses to sign, or null: the account went away after the action was built
 * (disconnected in another tab), or the active wallet is not one this network's build offers.
 */
export function signingRefusal(
  activeAddress: string | null,
  walletId: string | undefined,
  network: NetworkName,
): string | null {
  if (!activeAddress) return WALLET_MESSAGES.noAccount
  return walletId && optionForWallet(walletId, network) ? null : WALLET_MESSAGES.unsupportedProviderForSigning
}
