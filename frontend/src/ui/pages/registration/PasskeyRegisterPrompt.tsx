/**
 * Under "Register with a passkey": what a passkey is in one sentence, and what happened when the
 * passkey did not open an account: none here yet (then "Create a passkey and register"), or a
 * browser or passkey that cannot be used (then the other ways below the form).
 */
import { PLAIN_REGISTRATION_MESSAGES } from '../../../domain/registration/registration-page-messages'
import { Button } from '../../components/Button'
import type { PasskeyAccountActions } from '../../wallet'
import { offersPasskeyCreate } from '../../wallet/passkey/passkey-problem'
import { PasskeyProblemNotice } from '../../wallet/passkey/PasskeyProblemNotice'

interface PasskeyRegisterPromptProps {
  passkey: Pick<PasskeyAccountActions, 'busy' | 'problem'>
  disabled: boolean
  onCreate: () => void
  /** Someone registered already: the passkey opens their account, whose registration the page shows. */
  onOpenTicket: () => void
}

export function PasskeyRegisterPrompt({ passkey, disabled, onCreate, onOpenTicket }: PasskeyRegisterPromptProps) {
  const { busy, problem } = passkey
  return (
    <div className="registration__passkey" data-testid="registration-passkey">
      <p className="muted">{PLAIN_REGISTRATION_MESSAGES.explained}</p>
      <PasskeyProblemNotice problem={problem} />
      {offersPasskeyCreate(problem) && (
        <Button
          variant="secondary"
          busy={busy === 'create'}
          disabled={disabled || busy !== null}
          onClick={onCreate}
          data-testid="registration-passkey-create"
        >
          {PLAIN_REGISTRATION_MESSAGES.createAndRegister}
        </Button>
      )}
      <Button
        variant="ghost"
        size="small"
        disabled={disabled || passkey.busy !== null}
        onClick={onOpenTicket}
        data-testid="registration-passkey-open"
      >
        {PLAIN_REGISTRATION_MESSAGES.alreadyRegistered}
      </Button>
    </div>
  )
}
