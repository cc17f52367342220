/**
 * Owner only: who can register. The event is listed on Discover or not (anyone can still find it on
 * chain either way), and its registrations either count at once or wait for the owner's approval
 * (the app holding any ticket payment until then). Unlisted with approval is what the wizard calls
 * private.
 */
import { useState, type FormEvent } from 'react'
import { registrationPolicy, visibilityOf, type RegistrationPolicy } from '../../../domain/event/event-visibility'
import { REGISTRATION_POLICY_MESSAGES } from '../../../domain/event/manage-messages'
import { VISIBILITY_MESSAGES } from '../../../domain/event/visibility-messages'
import type { DynaEvent } from '../../../domain/event/event'
import { Button } from '../../components/Button'
import { Card } from '../../components/Card'
import { RadioChoices, type RadioChoice } from '../../components/RadioChoices'
import { DecideByField } from '../../event-form/DecideByField'
import { eventZone } from '../../../domain/event/event-time'
import { TIME_MESSAGES } from '../../../domain/time/time-messages'
import { UTC } from '../../../domain/time/zone-offset'
import { fromDateTimeInput, toDateTimeInput } from '../../../domain/time/zoned-time'

type Listing = 'public' | 'unlisted'

const LISTINGS: ReadonlyArray<RadioChoice<Listing>> = [
  { value: 'public', label: 'Public', description: VISIBILITY_MESSAGES.public },
  { value: 'unlisted', label: 'Unlisted', description: VISIBILITY_MESSAGES.unlisted },
]

interface RegistrationPolicyCardProps {
  event: DynaEvent
  busy: boolean
  onSave: (policy: Pick<RegistrationPolicy, 'listed' | 'approvalRequired'>) => Promise<boolean>
  /** Saves until when the owner decides on held registrations (unix seconds, 0 = until the end). */
  onSaveDecideBy: (decideBy: number) => Promise<boolean>
}

export function RegistrationPolicyCard({ event, busy, onSave, onSaveDecideBy }: RegistrationPolicyCardProps) {
  // The chain's flags only: 'private' is unlisted with approval, offered as exactly that.
  const [listing, setListing] = useState<Listing>(() =>
    visibilityOf(event, undefined) === 'public' ? 'public' : 'unlisted',
  )
  const [approval, setApproval] = useState(event.approvalRequired)
  const policy = registrationPolicy(listing, approval)
  const changed = policy.listed !== event.listed || policy.approvalRequired !== event.approvalRequired

  function save(submitted: FormEvent) {
    submitted.preventDefault()
    void onSave(policy)
  }

  return (
    <Card title="Who can register" data-testid="registration-policy">
      <form className="stack" onSubmit={save}>
        <RadioChoices
          name="registration-listing"
          legend="Who can find the event"
          choices={LISTINGS}
          value={listing}
          onChange={setListing}
        />
        <label className="radio-option" htmlFor="registration-approval">
          <input
            id="registration-approval"
            type="checkbox"
            checked={approval}
            aria-describedby="registration-approval-description"
            onChange={(changed) => setApproval(changed.target.checked)}
            data-testid="registration-approval"
          />
          <span className="radio-option__text">
            <span className="radio-option__title">Approve each registration</span>
            <span id="registration-approval-description" className="radio-option__description">
              Registrations wait for you; the app holds their payment until you approve or decline them
            </span>
          </span>
        </label>
        {!policy.listed && policy.approvalRequired && (
          <p className="muted" data-testid="registration-policy-private">
            {REGISTRATION_POLICY_MESSAGES.privateHint}
          </p>
        )}
        {event.approvalRequired && !approval && (
          <p className="muted" data-testid="registration-policy-waiting">
            {REGISTRATION_POLICY_MESSAGES.waitingStay}
          </p>
        )}
        <Button
          type="submit"
          variant="secondary"
          busy={busy}
          busyLabel="Saving..."
          disabled={!changed}
          data-testid="registration-policy-save"
        >
          Save who can register
        </Button>
      </form>
      {event.approvalRequired && <DecideByForm event={event} busy={busy} onSave={onSaveDecideBy} />}
    </Card>
  )
}

/** Until when the owner approves registrations and offers seats, in the event's zone. */
function DecideByForm({
  event,
  busy,
  onSave,
}: {
  event: DynaEvent
  busy: boolean
  onSave: (decideBy: number) => unknown
}) {
  const zone = eventZone(event) ?? UTC
  const saved = event.settings.decideBy ? toDateTimeInput(event.settings.decideBy, zone) : ''
  const [value, setValue] = useState(saved)
  const decideBy = value ? fromDateTimeInput(value, zone) : 0
  const afterEnd = decideBy > 0 && event.settings.endsAt > 0 && decideBy > event.settings.endsAt

  function save(submitted: FormEvent) {
    submitted.preventDefault()
    void onSave(decideBy)
  }

  return (
    <form className="stack" onSubmit={save} data-testid="registration-decide-by-form">
      <DecideByField id="registration-decide-by" value={value} zone={zone} afterEnd={afterEnd} onChange={setValue} />
      <Button
        type="submit"
        variant="secondary"
        busy={busy}
        busyLabel="Saving..."
        disabled={value === saved || afterEnd}
        data-testid="registration-decide-by-save"
      >
        {TIME_MESSAGES.saveDecideBy}
      </Button>
    </form>
  )
}
