import type { WizardOrganizer } from '../../lib/wizard'
import { VISIBILITY_OPTIONS } from '../../lib/wizard'
import { TextField } from './fields'
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
            testId="wizard-organizer-name"
            label="Organizer Name"
            required
            autoComplete="name"
            value={draft.organizer.name}
            onValue={(name) => setOrganizer({ name })}
          />
          <TextField
            id="wizard-organizer-organization"
            testId="wizard-organizer-organization"
            label="Organization"
            autoComplete="organization"
            value={draft.organizer.organization}
            onValue={(organization) => setOrganizer({ organization })}
          />
          <TextField
            id="wizard-organizer-email"
            testId="wizard-organizer-email"
            label="Email"
            type="email"
            required
            autoComplete="email"
            value={draft.organizer.email}
            onValue={(email) => setOrganizer({ email })}
          />
          <TextField
            id="wizard-organizer-phone"
            testId="wizard-organizer-phone"
            label="Phone"
            type="tel"
            autoComplete="tel"
            value={draft.organizer.phone}
            onValue={(phone) => setOrganizer({ phone })}
          />
        </div>
      </fieldset>
    </div>
  )
}
