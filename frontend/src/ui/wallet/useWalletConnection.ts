/**
 * Connect and disconnect, with a toast for each outcome and the reason a connection failed. The
 * wallet stack (use-wallet and the wallets' SDKs) downloads when a visitor first chooses a wallet;
 * the chosen button is busy meanwhile. The chain layer's error helpers that word a failure load
 * with the first failure, the button still busy, so that the public pages do not carry them.
 */
import { useState } from 'react'
import toast from 'react-hot-toast'
import { WALLET_MESSAGES } from '../../domain/messages/messages'
import { config } from '../../config'
import { isMnemonicCancel } from './mnemonic-prompt'
import { useWalletAccount } from './wallet-account'
import { isPasskeyOption, isSetUp, KMD, notInstalledMessage, type WalletOption } from './wallet-options'
import { loadWalletStack } from './wallet-stack'

/**
 * KMD holds several accounts: the person chooses one before anything connects (null: they
 * cancelled). Other wallets pick their account themselves (undefined). The chooser loads on the
 * first KMD connection, so the app's first screen does not carry it.
 */
async function accountToConnect(option: WalletOption): Promise<string | null | undefined> {
  if (option.key !== KMD.key) return undefined
  return (await import('./stack/kmd-accounts')).askKmdAccount(config.kmd)
}

type ChainErrors = Pick<typeof import('../../chain'), 'isUserRejection' | 'isWalletSdkMissing'>

function connectFailureReason(
  option: WalletOption,
  error: unknown,
  { isUserRejection, isWalletSdkMissing }: ChainErrors,
): string {
  if (isWalletSdkMissing(error)) return notInstalledMessage(option)
  if (isUserRejection(error)) return WALLET_MESSAGES.connectionFailed
  if (error instanceof Error && /No accounts found/i.test(error.message))
    return WALLET_MESSAGES.noAccountsFound(option.name)
  if (error instanceof Error && /Failed to fetch|NetworkError|Load failed/i.test(error.message)) {
    return WALLET_MESSAGES.unreachable(option.name, option.key === 'kmd')
  }
  if (error instanceof Error && error.message) return WALLET_MESSAGES.connectionFailedBecause(error.message)
  return WALLET_MESSAGES.connectionFailed
}

export function useWalletConnection() {
  const { activeWalletId } = useWalletAccount()
  const [connecting, setConnecting] = useState<string | null>(null)
  const [disconnecting, setDisconnecting] = useState(false)
  const [error, setError] = useState<string | null>(null)

  async function connect(option: WalletOption, connectedMessage?: string): Promise<boolean> {
    setError(null)
    if (!option.walletId || !isSetUp(option, config.network)) {
      const message = notInstalledMessage(option)
      setError(message)
      toast.error(message)
      return false
    }
    setConnecting(option.key)
    // The stack downloads while KMD's accounts are listed and one is chosen.
    const stack = loadWalletStack()
    stack.catch(() => undefined)
    try {
      const account = await accountToConnect(option)
      // Cancelling a wallet's question (the KMD account, the recovery phrase) is a choice, not a failure.
      if (account === null) return false
      await (await stack).connect(option.walletId, account)
      toast.success(connectedMessage ?? WALLET_MESSAGES.connected(option.name))
      return true
    } catch (caught) {
      if (isMnemonicCancel(caught)) return false
      const errors = await import('../../chain')
      const reason = connectFailureReason(option, caught, errors)
      setError(reason)
      toast.error(errors.isWalletSdkMissing(caught) ? reason : WALLET_MESSAGES.connectFailed)
      return false
    } finally {
      setConnecting(null)
    }
  }

  /**
   * Connects the first of `options` this build has a wallet for, without asking which. Never the
   * passkey: it asks whether to use a passkey or create one, which only its own button can.
   */
  async function connectAny(options: WalletOption[]): Promise<boolean> {
    const option = options.find((candidate) => !isPasskeyOption(candidate) && isSetUp(candidate, config.network))
    if (!option) {
      setError(WALLET_MESSAGES.noSupportedWallets)
      toast.error(WALLET_MESSAGES.noSupportedWallets)
      return false
    }
    return connect(option, WALLET_MESSAGES.connectedAny)
  }

  async function disconnect(): Promise<void> {
    if (!activeWalletId) return
    setDisconnecting(true)
    try {
      await (await loadWalletStack()).disconnect()
      toast.success(WALLET_MESSAGES.disconnected)
    } catch {
      toast.error(WALLET_MESSAGES.disconnectFailed)
    } finally {
      setDisconnecting(false)
    }
  }

  return { connect, connectAny, disconnect, connecting, disconnecting, error }
}
