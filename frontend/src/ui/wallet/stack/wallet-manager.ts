/** Builds the use-wallet WalletManager for the configured network. */
import {
  NetworkConfigBuilder,
  NetworkId,
  WalletId,
  WalletManager,
  type SupportedWallet,
} from '@txnlab/use-wallet-react'
import type { AppConfig } from '../../config'
import { promptForMnemonic } from './mnemonic-prompt'
import { provideNodeGlobal } from './node-global'
import { passkeyWallet } from './passkey/passkey-provider'
import { offeredWalletOptions } from './wallet-options'

function supportedWallets(config: AppConfig): SupportedWallet[] {
  return offeredWalletOptions(config.network).flatMap((option): SupportedWallet[] => {
    switch (option.walletId) {
      case WalletId.KMD:
        return [
          {
            id: WalletId.KMD,
            options: {
              baseServer: config.kmd.server,
              port: config.kmd.port,
              token: config.kmd.token,
              wallet: config.kmd.wallet,
              // LocalNet's default KMD wallet has an empty password; no prompt needed.
              promptForPassword: () => Promise.resolve(''),
            },
          },
        ]
      case WalletId.MNEMONIC:
        return [{ id: WalletId.MNEMONIC, options: { persistToStorage: false, promptForMnemonic } }]
      case WalletId.CUSTOM:
        return [passkeyWallet(config)]
      case undefined:
        return []
      default:
        return [option.walletId]
    }
  })
}

export function createWalletManager(config: AppConfig): WalletManager {
  provideNodeGlobal()
  const algod = { baseServer: config.algod.server, port: config.algod.port, token: config.algod.token }
  const networks = new NetworkConfigBuilder().localnet({ algod }).testnet({ algod }).mainnet({ algod }).build()
  const networkIds = { localnet: NetworkId.LOCALNET, testnet: NetworkId.TESTNET, mainnet: NetworkId.MAINNET }
  return new WalletManager({
    wallets: supportedWallets(config),
    networks,
    defaultNetwork: networkIds[config.network],
    options: { resetNetwork: true },
  })
}
