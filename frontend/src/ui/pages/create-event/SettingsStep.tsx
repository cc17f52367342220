import { byteLimitProps } from '../../components/ByteLimit'
import { TextField } from '../../components/Field'
import { CHECK_IN_MODES, RadioChoices } from '../../components/RadioChoices'
import { GUEST_LIST_MESSAGES } from '../../../domain/guest-list/guest-list-messages'
import { attendeeCost } from '../../../domain/costs/attendee-costs'
import { formatAlgoAmount } from '../../../domain/money/algo'
import { VISIBILITY_MESSAGES } from '../../../domain/event/visibility-messages'
import { ATTENDEE_COSTS_TEXTS } from '../../../domain/costs/attendee-costs-messages'
import type { WizardOrganizer } from '../../event-form/wizard'
import {
  decidesAfterEnd,
  draftAttendeeBudget,
  draftAttendeesCovered,
  draftPaysAttendeeCosts,
  VISIBILITY_OPTIONS,
} from '../../event-form/wizard'
import { DecideByField } from '../../event-form/DecideByField'
import { textUse } from '../../event-form/text-limits'
import { QuestionsEditor } from '../../event-form/QuestionsEditor'
import type { StepProps } from '../../event-form/types'

export function SettingsStep({ draft, update }: StepProps) {
  const setOrganizer = (patch: Partial<WizardOrganizer>) => update({ organizer: { ...draft.organizer, ...patch } })
  const privateEvent = draft.visibility === 'private'
  return (
    <div className="wizard-settings">
      <RadioChoices
        name="wizard-visibility"
        legend="Visibility"
        choices={VISIBILITY_OPTIONS}
        value={draft.visibility}
        onChange={(visibility) => update({ visibility })}
        inRow
      />

      <div className="wizard-checkbox">
        <input
          id="wizard-requires-approval"
          data-testid="wizard-requires-approval"
          type="checkbox"
          checked={draft.requiresApproval || privateEvent}
          disabled={privateEvent}
          aria-describedby={privateEvent ? 'wizard-private-approves' : undefined}
          onChange={(event) => update({ requiresApproval: event.target.checked })}
        />
        <label htmlFor="wizard-requires-approval">Require manual approval for registrations</label>
      </div>
      {privateEvent && (
        <p className="field__hint" id="wizard-private-approves" data-testid="wizard-private-approves">
          {VISIBILITY_MESSAGES.privateApproves}
        </p>
      )}
      {(draft.requiresApproval || privateEvent) && (
        <DecideByField
          id="wizard-decide-by"
          value={draft.decideBy}
          zone={draft.timezone}
          afterEnd={decidesAfterEnd(draft)}
          onChange={(decideBy) => update({ decideBy })}
        />
      )}

      <fieldset className="wizard-fieldset">
        <legend className="wizard-fieldset__legend">Organizer</legend>
        <div className="wizard-grid">
          <TextField
            id="wizard-organizer-name"
            data-testid="wizard-organizer-name"
            label="Organizer Name"
            required
            autoComplete="name"
            value={draft.organizer.name}
            {...byteLimitProps(textUse(draft.organizer.name, 'organizerName'), {
              testId: 'wizard-organizer-name-count',
            })}
            onChange={(event) => setOrganizer({ name: event.target.value })}
          />
          <TextField
            id="wizard-organizer-organization"
            data-testid="wizard-organizer-organization"
            label="Organization"
            autoComplete="organization"
            value={draft.organizer.organization}
            {...byteLimitProps(textUse(draft.organizer.organization, 'organizerOrganization'), {
              testId: 'wizard-organizer-organization-count',
            })}
            onChange={(event) => setOrganizer({ organization: event.target.value })}
          />
          <TextField
            id="wizard-organizer-email"
            data-testid="wizard-organizer-email"
            label="Email"
            type="email"
            required
            autoComplete="email"
            value={draft.organizer.email}
            {...byteLimitProps(textUse(draft.organizer.email, 'organizerEmail'), {
              testId: 'wizard-organizer-email-count',
            })}
            onChange={(event) => setOrganizer({ email: event.target.value })}
          />
          <TextField
            id="wizard-organizer-phone"
            data-testid="wizard-organizer-phone"
            label="Phone"
            type="tel"
            autoComplete="tel"
            value={draft.organizer.phone}
            {...byteLimitProps(textUse(draft.organizer.phone, 'organizerPhone'), {
              testId: 'wizard-organizer-phone-count',
            })}
            onChange={(event) => setOrganizer({ phone: event.target.value })}
          />
        </div>
        <p className="field__hint" id="wizard-contact-public-hint">
          {GUEST_LIST_MESSAGES.organizerContactPublic}
        </p>
        <div className="wizard-checkbox">
          <input
            id="wizard-show-email"
            data-testid="wizard-show-email"
            type="checkbox"
            aria-describedby="wizard-contact-public-hint"
            checked={draft.publicContact.email}
            onChange={(event) => update({ publicContact: { ...draft.publicContact, email: event.target.checked } })}
          />
          <label htmlFor="wizard-show-email">Show my email on the event page</label>
        </div>
        <div className="wizard-checkbox">
          <input
            id="wizard-show-phone"
            data-testid="wizard-show-phone"
            type="checkbox"
            aria-describedby="wizard-contact-public-hint"
            checked={draft.publicContact.phone}
            onChange={(event) => update({ publicContact: { ...draft.publicContact, phone: event.target.checked } })}
          />
          <label htmlFor="wizard-show-phone">Show my phone on the event page</label>
        </div>
      </fieldset>

      <AttendeeCostsFields draft={draft} update={update} />

      <fieldset className="wizard-fieldset">
        <legend className="wizard-fieldset__legend">Check-in</legend>
        <RadioChoices
          name="wizard-check-in"
          legend="How attendance is recorded"
          choices={CHECK_IN_MODES}
          value={draft.selfCheckIn ? 'self' : 'door'}
          onChange={(mode) => update({ selfCheckIn: mode === 'self' })}
        />
        <TextField
          id="wizard-check-in-lead"
          data-testid="wizard-check-in-lead"
          label="Check-in opens (minutes before the start)"
          type="number"
          min="0"
          value={String(draft.checkInLeadMinutes)}
          onChange={(event) => update({ checkInLeadMinutes: Number(event.target.value) || 0 })}
        />
      </fieldset>

      <QuestionsEditor questions={draft.questions} onChange={(questions) => update({ questions })} />
    </div>
  )
}

/** Whether the event pays its attendees' network costs, and for how many attendees its budget lasts. */
function AttendeeCostsFields({ draft, update }: StepProps) {
  const pays = draftPaysAttendeeCosts(draft)
  const perAttendee = formatAlgoAmount(attendeeCost({ selfCheckIn: draft.selfCheckIn }), 3)
  return (
    <fieldset className="wizard-fieldset" data-testid="wizard-attendee-costs">
      <legend className="wizard-fieldset__legend">{ATTENDEE_COSTS_TEXTS.title}</legend>
      <div className="wizard-checkbox">
        <input
          id="wizard-pays-attendee-costs"
          data-testid="wizard-pays-attendee-costs"
          type="checkbox"
          aria-describedby="wizard-attendee-costs-hint"
          checked={pays}
          onChange={(event) => update({ paysAttendeeCosts: event.target.checked })}
        />
        <label htmlFor="wizard-pays-attendee-costs">{ATTENDEE_COSTS_TEXTS.choice}</label>
      </div>
      <p className="field__hint" id="wizard-attendee-costs-hint">
        {ATTENDEE_COSTS_TEXTS.choiceHint} {ATTENDEE_COSTS_TEXTS.perAttendee(perAttendee)}
      </p>
      {pays && (
        <TextField
          id="wizard-attendees-covered"
          data-testid="wizard-attendees-covered"
          label="Cover the costs of up to this many attendees"
          type="number"
          min="1"
          value={String(draftAttendeesCovered(draft))}
          hint={`You deposit ${formatAlgoAmount(draftAttendeeBudget(draft), 3)} now; you can top it up or take what is left back later.`}
          onChange={(event) => update({ attendeesCovered: Math.max(0, Math.floor(Number(event.target.value) || 0)) })}
        />
      )}
    </fieldset>
  )
}
