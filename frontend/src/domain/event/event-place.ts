/** Where an event happens, as its public page shows it. Pure: no React, no network. */
import type { EventMetadata } from '../details/details'

export interface EventPlace {
  /** The venue's name, or its first address line when it has no name. */
  name: string
  /** Address, city, state and country on one line; '' when only a name was given. */
  address: string
  /** A map search for the whole place. */
  mapUrl: string
}

const MAP_SEARCH = 'https://www.openstreetmap.org/search?query='

/** The venue the organiser entered, or null when they entered none. */
export function eventPlace(metadata: Pick<EventMetadata, 'venue'>): EventPlace | null {
  const venue = metadata.venue ?? {}
  const parts = [venue.address, venue.city, venue.state, venue.country]
    .map((part) => part?.trim() ?? '')
    .filter(Boolean)
  const name = venue.name?.trim() || parts.shift() || ''
  if (!name) return null
  const address = parts.join(', ')
  return { name, address, mapUrl: MAP_SEARCH + encodeURIComponent([name, address].filter(Boolean).join(', ')) }
}

/** The place on one line, for a calendar entry or a token: 'Main Hall, 1 Chain Street, Lisbon'. */
export function placeLine(place: EventPlace | null): string {
  return place ? [place.name, place.address].filter(Boolean).join(', ') : ''
}
