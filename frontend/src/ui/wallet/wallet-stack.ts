/**
 * Loads the wallet stack (stack/wallet-stack.ts: use-wallet and algosdk, and through them each
 * wallet's SDK) when it is first needed: a visitor chooses a wallet, a signature is asked, or a
 * session this browser kept resumes. A visitor who only looks at events never downloads it.
 */
import { config } from '../../config'
import type { WalletStack } from './stack/wallet-stack'
import { currentWalletAccount } from './wallet-account'

export type { WalletStack }

let loading: Promise<WalletStack> | undefined

export function loadWalletStack(): Promise<WalletStack> {
  if (!loading) {
    const started = import('./stack/wallet-stack').then(({ startWalletStack }) => startWalletStack(config))
    // A download that failed (the network dropped) is tried again by the next action.
    started.catch(() => {
      if (loading === started) loading = undefined
    })
    loading = started
  }
  return loading
}

/** At the app's start: resumes the session use-wallet kept in this browser, if there is one; a first visit loads nothing. */
export function resumeKeptWalletSession(): void {
  if (currentWalletAccount().activeWalletId) void loadWalletStack().catch(() => undefined)
}
