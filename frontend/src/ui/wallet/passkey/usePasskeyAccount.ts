/**
 * The passkey panel's actions: continue with a passkey (an existing one), create one, log out. The
 * passkey is asked through the page's passkey session first, so a passkey that is not there is an
 * answer to show, not a connection failure; only an opened account is handed to use-wallet.
 */
import { useWallet, WalletId } from '@txnlab/use-wallet-react'
import { useState } from 'react'
import toast from 'react-hot-toast'
import { config } from '../../../config'
import { PASSKEY_MESSAGES } from '../../../domain/messages'
import { isPasskeyProblem, PasskeyProblem } from './passkey-problem'
import { passkeySessionFor } from './passkey-provider'
import type { PasskeySession } from './passkey-session'

export type PasskeyBusy = 'continue' | 'create' | null

function problemOf(error: unknown): PasskeyProblem {
  if (isPasskeyProblem(error)) return error
  const reason = error instanceof Error && error.message ? error.message : String(error)
  return new PasskeyProblem('failed', PASSKEY_MESSAGES.failed(reason), { cause: error })
}

export function usePasskeyAccount(session: () => PasskeySession = () => passkeySessionFor(config)) {
  const { wallets, activeWallet } = useWallet()
  const [busy, setBusy] = useState<PasskeyBusy>(null)
  const [problem, setProblem] = useState<PasskeyProblem | null>(null)
  const [loggingOut, setLoggingOut] = useState(false)

  async function open(create: boolean): Promise<boolean> {
    setProblem(null)
    const wallet = wallets.find((candidate) => candidate.id === WalletId.CUSTOM)
    if (!wallet) {
      setProblem(new PasskeyProblem('unsupported', PASSKEY_MESSAGES.noBrowserSupport))
      return false
    }
    setBusy(create ? 'create' : 'continue')
    try {
      await session().open({ create })
      await wallet.connect()
      wallet.setActive()
      toast.success(PASSKEY_MESSAGES.connected)
      return true
    } catch (caught) {
      setProblem(problemOf(caught))
      return false
    } finally {
      setBusy(null)
    }
  }

  async function logOut(): Promise<void> {
    if (!activeWallet) return
    setLoggingOut(true)
    try {
      await activeWallet.disconnect()
      toast.success(PASSKEY_MESSAGES.loggedOut)
    } catch {
      toast.error(PASSKEY_MESSAGES.logOutFailed)
    } finally {
      setLoggingOut(false)
    }
  }

  return {
    continueWithPasskey: () => open(false),
    createPasskey: () => open(true),
    logOut,
    busy,
    problem,
    loggingOut,
  }
}
