import { byteLimitProps } from '../components/ByteLimit'
import { TextField } from '../components/Field'
import type { Venue } from '../../domain/details/details'
import { NumberField } from './fields'
import { textUse } from './text-limits'
import type { StepProps } from './types'
import './event-form.css'

export function VenueStep({ draft, update }: StepProps) {
  const setVenue = (patch: Partial<Venue>) => update({ venue: { ...draft.venue, ...patch } })
  return (
    <div className="wizard-grid">
      <TextField
        id="wizard-venue-name"
        data-testid="wizard-venue-name"
        label="Venue Name"
        required
        value={draft.venue.name}
        {...byteLimitProps(textUse(draft.venue.name, 'venueName'), { testId: 'wizard-venue-name-count' })}
        onChange={(event) => setVenue({ name: event.target.value })}
        fieldClassName="wizard-grid__full"
      />
      <TextField
        id="wizard-venue-address"
        data-testid="wizard-venue-address"
        label="Address"
        required
        autoComplete="street-address"
        value={draft.venue.address}
        {...byteLimitProps(textUse(draft.venue.address, 'venueAddress'), {
          testId: 'wizard-venue-address-count',
        })}
        onChange={(event) => setVenue({ address: event.target.value })}
        fieldClassName="wizard-grid__full"
      />
      <TextField
        id="wizard-venue-city"
        data-testid="wizard-venue-city"
        label="City"
        required
        autoComplete="address-level2"
        value={draft.venue.city}
        {...byteLimitProps(textUse(draft.venue.city, 'venueCity'), { testId: 'wizard-venue-city-count' })}
        onChange={(event) => setVenue({ city: event.target.value })}
      />
      <TextField
        id="wizard-venue-state"
        data-testid="wizard-venue-state"
        label="State/Province"
        autoComplete="address-level1"
        value={draft.venue.state}
        {...byteLimitProps(textUse(draft.venue.state, 'venueState'), {
          testId: 'wizard-venue-state-count',
        })}
        onChange={(event) => setVenue({ state: event.target.value })}
      />
      <TextField
        id="wizard-venue-country"
        data-testid="wizard-venue-country"
        label="Country"
        required
        autoComplete="country-name"
        value={draft.venue.country}
        {...byteLimitProps(textUse(draft.venue.country, 'venueCountry'), {
          testId: 'wizard-venue-country-count',
        })}
        onChange={(event) => setVenue({ country: event.target.value })}
      />
      <NumberField
        id="wizard-capacity"
        data-testid="wizard-capacity"
        label="Maximum Capacity"
        required
        min={1}
        step={1}
        inputMode="numeric"
        value={draft.capacity}
        onValue={(capacity) => update({ capacity })}
      />
    </div>
  )
}
