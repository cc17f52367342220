/**
 * 'Cancel my registration' (or 'Leave the waitlist') on the attendee's own page: a confirmation that
 * says what comes back, then cancel_registration. A paid, confirmed registration says instead that
 * only the organiser cancels it. A refusal shows the contract's reason in the app's words.
 */
import { useEffect, useRef, useState } from 'react'
import toast from 'react-hot-toast'
import type { ChainApi } from '../../../chain'
import { OWN_REGISTRATION_MESSAGES as TEXTS } from '../../../domain/registration/registration-page-messages'
import { refusalInAppWords } from '../../../domain/registration/registration-refusals'
import type { DynaEvent } from '../../../domain/event/event'
import type { Registration } from '../../../domain/registration/registration'
import { Button } from '../../components/Button'
import { cancelledText, cancelTerms } from './own-registration'
import './OwnRegistration.css'

interface CancelRegistrationProps {
  chain: ChainApi
  event: DynaEvent
  registration: Registration
  /** Once cancelled: the page shows the form again. */
  onCancelled: () => void
  /** What the button that asks says, where the page words it its own way. */
  label?: string
}

export function CancelRegistration({ chain, event, registration, onCancelled, label }: CancelRegistrationProps) {
  const [asking, setAsking] = useState(false)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState('')
  const panel = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (asking) panel.current?.focus()
  }, [asking])

  const terms = cancelTerms(registration)
  if (!terms) return null
  if (terms.kind === 'organiser') {
    return (
      <p className="muted registration__own" data-testid="registration-cancel-by-organiser">
        {terms.text}
      </p>
    )
  }
  const leave = terms.kind === 'leave'

  async function cancel() {
    if (!terms || terms.kind === 'organiser') return
    setBusy(true)
    setError('')
    const result = await chain.cancelRegistration(event, registration)
    setBusy(false)
    if (!result.ok) {
      const reason = `${TEXTS.cancelFailed}: ${refusalInAppWords(result.error)}`
      setError(reason)
      toast.error(reason)
      return
    }
    toast.success(cancelledText(terms.kind, terms.returned))
    onCancelled()
  }

  return (
    <div className="registration__own" data-testid="registration-cancel">
      {asking ? (
        <div
          ref={panel}
          className="alert alert--warning registration__confirm-cancel"
          role="group"
          aria-label={leave ? TEXTS.leaveWaitlist : TEXTS.cancel}
          tabIndex={-1}
          data-testid="registration-cancel-confirm"
        >
          <p data-testid="registration-cancel-question">{terms.question}</p>
          {terms.deposit && <p className="muted">{TEXTS.depositStays(terms.deposit)}</p>}
          <div className="registration__actions">
            <Button
              variant="danger"
              busy={busy}
              busyLabel={TEXTS.cancelling}
              onClick={() => void cancel()}
              data-testid="registration-cancel-yes"
            >
              {leave ? TEXTS.yesLeave : TEXTS.yesCancel}
            </Button>
            <Button
              variant="secondary"
              disabled={busy}
              onClick={() => {
                setAsking(false)
                setError('')
              }}
              data-testid="registration-cancel-keep"
            >
              {leave ? TEXTS.stay : TEXTS.keep}
            </Button>
          </div>
        </div>
      ) : (
        <Button
          variant={label ? 'primary' : 'secondary'}
          onClick={() => setAsking(true)}
          data-testid="registration-cancel-open"
        >
          {label ?? (leave ? TEXTS.leaveWaitlist : TEXTS.cancel)}
        </Button>
      )}
      <p className="field__error registration__error" role="alert" data-testid="registration-cancel-error">
        {error}
      </p>
    </div>
  )
}
