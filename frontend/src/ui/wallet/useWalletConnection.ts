/** Connect and disconnect with the spec's toasts and messages (product spec §8 'Wallet and signing'). */
import { useWallet } from '@txnlab/use-wallet-react'
import { useState } from 'react'
import toast from 'react-hot-toast'
import { isUserRejection, isWalletSdkMissing } from '../../chain/write/errors'
import { notInstalledMessage, type WalletOption } from './wallet-options'

export const WALLET_TOASTS = {
  connected: (name: string) => `Connected to ${name} wallet!`,
  disconnected: 'Wallet disconnected',
  connectFailed: 'Failed to connect wallet',
  disconnectFailed: 'Failed to disconnect wallet',
} as const

function connectFailureReason(option: WalletOption, error: unknown): string {
  if (isWalletSdkMissing(error)) return notInstalledMessage(option)
  if (isUserRejection(error)) return 'Wallet connection failed'
  if (error instanceof Error && /No accounts found/i.test(error.message)) return `No accounts found in ${option.name}`
  if (error instanceof Error && /Failed to fetch|NetworkError|Load failed/i.test(error.message)) {
    return `Wallet connection failed: ${option.name} cannot be reached${option.key === 'kmd' ? ' (is LocalNet running?)' : ''}`
  }
  return error instanceof Error && error.message ? `Wallet connection failed: ${error.message}` : 'Wallet connection failed'
}

export function useWalletConnection() {
  const { wallets, activeWallet } = useWallet()
  const [connecting, setConnecting] = useState<string | null>(null)
  const [disconnecting, setDisconnecting] = useState(false)
  const [error, setError] = useState<string | null>(null)

  async function connect(option: WalletOption): Promise<boolean> {
    setError(null)
    const wallet = wallets.find((candidate) => candidate.id === option.walletId)
    if (!wallet) {
      const message = notInstalledMessage(option)
      setError(message)
      toast.error(message)
      return false
    }
    setConnecting(option.key)
    try {
      await wallet.connect()
      wallet.setActive()
      toast.success(WALLET_TOASTS.connected(option.name))
      return true
    } catch (caught) {
      const reason = connectFailureReason(option, caught)
      setError(reason)
      toast.error(isWalletSdkMissing(caught) ? reason : WALLET_TOASTS.connectFailed)
      return false
    } finally {
      setConnecting(null)
    }
  }

  async function disconnect(): Promise<void> {
    if (!activeWallet) return
    setDisconnecting(true)
    try {
      await activeWallet.disconnect()
      toast.success(WALLET_TOASTS.disconnected)
    } catch {
      toast.error(WALLET_TOASTS.disconnectFailed)
    } finally {
      setDisconnecting(false)
    }
  }

  return { connect, disconnect, connecting, disconnecting, error }
}
