import { TextField } from '../../components/Field'
import { GUEST_LIST_MESSAGES } from '../../../domain/check-in-messages'
import type { WizardOrganizer } from './wizard'
import { VISIBILITY_OPTIONS } from './wizard'
import type { StepProps } from './types'

export function SettingsStep({ draft, update }: StepProps) {
  const setOrganizer = (patch: Partial<WizardOrganizer>) => update({ organizer: { ...draft.organizer, ...patch } })
  return (
    <div className="wizard-settings">
      <fieldset className="wizard-fieldset">
        <legend className="wizard-fieldset__legend">Visibility</legend>
        <div className="wizard-radios">
          {VISIBILITY_OPTIONS.map((option) => (
            <label key={option.value} className="wizard-radio" htmlFor={`wizard-visibility-${option.value}`}>
              <input
                id={`wizard-visibility-${option.value}`}
                data-testid={`wizard-visibility-${option.value}`}
                type="radio"
                name="wizard-visibility"
                value={option.value}
                checked={draft.visibility === option.value}
                aria-describedby={`wizard-visibility-${option.value}-description`}
                onChange={() => update({ visibility: option.value })}
              />
              <span className="wizard-radio__text">
                <span className="wizard-radio__title">{option.label}</span>
                <span id={`wizard-visibility-${option.value}-description`} className="wizard-radio__description">
                  {option.description}
                </span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>

      <div className="wizard-checkbox">
        <input
          id="wizard-requires-approval"
          data-testid="wizard-requires-approval"
          type="checkbox"
          checked={draft.requiresApproval}
          onChange={(event) => update({ requiresApproval: event.target.checked })}
        />
        <label htmlFor="wizard-requires-approval">Require manual approval for registrations</label>
      </div>

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
            onChange={(event) => setOrganizer({ name: event.target.value })}
          />
          <TextField
            id="wizard-organizer-organization"
            data-testid="wizard-organizer-organization"
            label="Organization"
            autoComplete="organization"
            value={draft.organizer.organization}
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
            onChange={(event) => setOrganizer({ email: event.target.value })}
          />
          <TextField
            id="wizard-organizer-phone"
            data-testid="wizard-organizer-phone"
            label="Phone"
            type="tel"
            autoComplete="tel"
            value={draft.organizer.phone}
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

      <fieldset className="wizard-fieldset">
        <legend className="wizard-fieldset__legend">Check-in</legend>
        <div className="wizard-radios">
          <label className="wizard-radio" htmlFor="wizard-check-in-door">
            <input
              id="wizard-check-in-door"
              data-testid="wizard-check-in-door"
              type="radio"
              name="wizard-check-in"
              checked={!draft.selfCheckIn}
              onChange={() => update({ selfCheckIn: false })}
            />
            <span className="wizard-radio__text">
              <span className="wizard-radio__title">At the door (recommended)</span>
              <span className="wizard-radio__description">
                Attendees show a ticket; your paired door devices scan it. Tokens say "door check-in".
              </span>
            </span>
          </label>
          <label className="wizard-radio" htmlFor="wizard-check-in-self">
            <input
              id="wizard-check-in-self"
              data-testid="wizard-check-in-self"
              type="radio"
              name="wizard-check-in"
              checked={draft.selfCheckIn}
              onChange={() => update({ selfCheckIn: true })}
            />
            <span className="wizard-radio__text">
              <span className="wizard-radio__title">Self-declared</span>
              <span className="wizard-radio__description">
                Attendees confirm their own attendance during the event. Tokens say "self-declared".
              </span>
            </span>
          </label>
        </div>
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
    </div>
  )
}
