import { TextField } from '../../components/Field'
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
      </fieldset>
    </div>
  )
}
