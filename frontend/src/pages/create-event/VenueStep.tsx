import type { Venue } from '../../lib/types'
import { NumberField, TextField } from './fields'
import type { StepProps } from './types'

export function VenueStep({ draft, update }: StepProps) {
  const setVenue = (patch: Partial<Venue>) => update({ venue: { ...draft.venue, ...patch } })
  return (
    <div className="wizard-grid">
      <TextField
        id="wizard-venue-name"
        testId="wizard-venue-name"
        label="Venue Name"
        required
        value={draft.venue.name}
        onValue={(name) => setVenue({ name })}
        className="wizard-grid__full"
      />
      <TextField
        id="wizard-venue-address"
        testId="wizard-venue-address"
        label="Address"
        required
        autoComplete="street-address"
        value={draft.venue.address}
        onValue={(address) => setVenue({ address })}
        className="wizard-grid__full"
      />
      <TextField
        id="wizard-venue-city"
        testId="wizard-venue-city"
        label="City"
        required
        autoComplete="address-level2"
        value={draft.venue.city}
        onValue={(city) => setVenue({ city })}
      />
      <TextField
        id="wizard-venue-state"
        testId="wizard-venue-state"
        label="State/Province"
        autoComplete="address-level1"
        value={draft.venue.state}
        onValue={(state) => setVenue({ state })}
      />
      <TextField
        id="wizard-venue-country"
        testId="wizard-venue-country"
        label="Country"
        required
        autoComplete="country-name"
        value={draft.venue.country}
        onValue={(country) => setVenue({ country })}
      />
      <NumberField
        id="wizard-capacity"
        testId="wizard-capacity"
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
