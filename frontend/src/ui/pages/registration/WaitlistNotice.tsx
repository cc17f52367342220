import { OWN_REGISTRATION_MESSAGES } from '../../../domain/registration/registration-page-messages'
import './OwnRegistration.css'

interface WaitlistNoticeProps {
  /** What joining pays now, formatted, for a priced ticket; null for a free one. */
  heldAmount: string | null
}

/**
 * Said before anyone joins the waitlist of a sold-out ticket: what the list is, in what order seats
 * are offered, and what happens to a payment meanwhile.
 */
export function WaitlistNotice({ heldAmount }: WaitlistNoticeProps) {
  return (
    <div className="alert alert--info registration__notice registration__waitlist" data-testid="registration-waitlist">
      <p>
        <strong>{OWN_REGISTRATION_MESSAGES.waitlistNotice}</strong>
      </p>
      <p>{OWN_REGISTRATION_MESSAGES.waitlistHowItWorks}</p>
      <p data-testid="registration-waitlist-payment">
        {heldAmount
          ? OWN_REGISTRATION_MESSAGES.waitlistHeldPayment(heldAmount)
          : OWN_REGISTRATION_MESSAGES.waitlistFree}
      </p>
    </div>
  )
}
