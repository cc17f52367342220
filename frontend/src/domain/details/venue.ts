/** A venue's fields as the organiser enters them and as an event's details carry them. */
import type { Venue } from './details'

/** Every field of the venue, '' where it has none: what the form edits. */
export function filledVenue(venue: Partial<Venue> = {}): Venue {
  return {
    name: venue.name ?? '',
    address: venue.address ?? '',
    city: venue.city ?? '',
    state: venue.state ?? '',
    country: venue.country ?? '',
  }
}

/** The venue without the spaces around each field: what a create or an edit stores. */
export function trimmedVenue(venue: Venue): Venue {
  return {
    name: venue.name.trim(),
    address: venue.address.trim(),
    city: venue.city.trim(),
    state: venue.state.trim(),
    country: venue.country.trim(),
  }
}
