/**
 * "Continue with a passkey" in the wallet panel: one sentence on what a passkey is, the button, and
 * what happened when it did not open an account: no passkey yet (then "Create a passkey"), or a
 * browser or passkey that cannot make one (then the other ways, listed below it).
 */
import { PASSKEY_MESSAGES } from '../../../domain/messages/messages'
import { Button } from '../../components/Button'
import { offersPasskeyCreate } from './passkey-problem'
import { PasskeyProblemNotice } from './PasskeyProblemNotice'
import { usePasskeyAccount } from './usePasskeyAccount'
import './PasskeyChoice.css'

export function PasskeyChoice({ disabled = false }: { disabled?: boolean }) {
  const { continueWithPasskey, createPasskey, busy, problem } = usePasskeyAccount()
  return (
    <div className="passkey-choice" data-testid="passkey-choice">
      <Button
        variant="primary"
        block
        busy={busy === 'continue'}
        busyLabel={PASSKEY_MESSAGES.waiting}
        disabled={disabled || busy !== null}
        onClick={() => void continueWithPasskey()}
        data-testid="passkey-continue"
      >
        {PASSKEY_MESSAGES.continue}
      </Button>
      <p className="muted passkey-choice__explained">{PASSKEY_MESSAGES.explained}</p>
      <PasskeyProblemNotice problem={problem} className="passkey-choice__problem" />
      {offersPasskeyCreate(problem) && (
        <Button
          variant="secondary"
          block
          busy={busy === 'create'}
          busyLabel={PASSKEY_MESSAGES.waiting}
          disabled={disabled || busy !== null}
          onClick={() => void createPasskey()}
          data-testid="passkey-create"
        >
          {PASSKEY_MESSAGES.create}
        </Button>
      )}
    </div>
  )
}
