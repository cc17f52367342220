/** Builds the use-wallet WalletManager for the configured network. */
import {
  NetworkConfigBuilder,
  NetworkId,
  WalletId,
  WalletManager,
  type SupportedWallet,
} from '@txnlab/use-wallet-react'
import type { AppConfig } from '../../../config'
import { promptForMnemonic } from '../mnemonic-prompt'
import { WALLET_IDS } from '../wallet-ids'
import { offeredWalletOptions } from '../wallet-options'
import { provideNodeGlobal } from './node-global'
import { passkeyWallet } from './passkey-provider'

function supportedWallets(config: AppConfig): SupportedWallet[] {
  return offeredWalletOptions(config.network).flatMap((option): SupportedWallet[] => {
    switch (option.walletId) {
      case WALLET_IDS.KMD:
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
      case WALLET_IDS.MNEMONIC:
        return [{ id: WalletId.MNEMONIC, options: { persistToStorage: false, promptForMnemonic } }]
      case WALLET_IDS.CUSTOM:
        return [passkeyWallet(config)]
      case undefined:
        return []
      default:
        // The same strings as use-wallet's WalletId (wallet-ids.spec.ts).
        return [option.walletId as WalletId]
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
