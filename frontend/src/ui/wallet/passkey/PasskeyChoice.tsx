/**
 * "Continue with a passkey" in the wallet panel: one sentence on what a passkey is, the button, and
 * what happened when it did not open an account: no passkey yet (then "Create a passkey"), or a
 * browser or passkey that cannot make one (then the other ways, listed below it).
 */
import { PASSKEY_MESSAGES } from '../../../domain/messages/messages'
import { Button } from '../../components/Button'
import { usePasskeyAccount } from './usePasskeyAccount'
import './PasskeyChoice.css'

export function PasskeyChoice({ disabled = false }: { disabled?: boolean }) {
  const { continueWithPasskey, createPasskey, busy, problem } = usePasskeyAccount()
  const offerCreate = problem?.kind === 'none-found' || problem?.kind === 'create-closed'
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
      {problem && (
        <p
          className={`alert ${problem.kind === 'none-found' ? 'alert--info' : 'alert--warning'} passkey-choice__problem`}
          role="alert"
          data-testid="passkey-problem"
          data-kind={problem.kind}
        >
          {problem.message}
        </p>
      )}
      {offerCreate && (
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
