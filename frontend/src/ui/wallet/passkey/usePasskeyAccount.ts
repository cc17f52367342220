/**
 * The passkey panel's actions: continue with a passkey (an existing one), create one, log out. The
 * passkey is asked through the page's passkey session first, straight from the click (a browser
 * may refuse a passkey request that first waits for a download), so a passkey that is not there is
 * an answer to show, not a connection failure; only an opened account is handed to use-wallet,
 * whose stack downloads while the person answers their passkey.
 */
import { useState } from 'react'
import toast from 'react-hot-toast'
import { config } from '../../../config'
import { PASSKEY_MESSAGES } from '../../../domain/messages/messages'
import { useWalletAccount } from '../wallet-account'
import { WALLET_IDS } from '../wallet-ids'
import { isSetUp, PASSKEY } from '../wallet-options'
import { loadWalletStack } from '../wallet-stack'
import { isPasskeyProblem, PasskeyProblem } from './passkey-problem'
import type { PasskeySession } from './passkey-session'
import { passkeySessionFor } from './passkey-sessions'

export type PasskeyBusy = 'continue' | 'create' | null

function problemOf(error: unknown): PasskeyProblem {
  if (isPasskeyProblem(error)) return error
  const reason = error instanceof Error && error.message ? error.message : String(error)
  return new PasskeyProblem('failed', PASSKEY_MESSAGES.failed(reason), { cause: error })
}

export function usePasskeyAccount(session: () => PasskeySession = () => passkeySessionFor(config)) {
  const { activeWalletId } = useWalletAccount()
  const [busy, setBusy] = useState<PasskeyBusy>(null)
  const [problem, setProblem] = useState<PasskeyProblem | null>(null)
  const [loggingOut, setLoggingOut] = useState(false)

  async function open(create: boolean): Promise<boolean> {
    setProblem(null)
    if (!isSetUp(PASSKEY, config.network)) {
      setProblem(new PasskeyProblem('unsupported', PASSKEY_MESSAGES.noBrowserSupport))
      return false
    }
    setBusy(create ? 'create' : 'continue')
    try {
      const opening = session().open({ create })
      const stack = loadWalletStack()
      stack.catch(() => undefined)
      await opening
      await (await stack).connect(WALLET_IDS.CUSTOM)
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
    if (!activeWalletId) return
    setLoggingOut(true)
    try {
      await (await loadWalletStack()).disconnect()
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

export type PasskeyAccountActions = ReturnType<typeof usePasskeyAccount>
