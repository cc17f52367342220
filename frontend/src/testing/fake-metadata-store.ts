/** Test double of the metadata store: event metadata kept in memory, as a browser's storage would keep it; registrations keep nothing. */
import type { MetadataStore } from '../domain/details/metadata-schema'
import type { EventMetadata } from '../domain/details/details'

export function eventMetadataInMemory(): MetadataStore {
  const saved = new Map<string, EventMetadata>()
  return {
    loadEventMetadata: (eventId) => saved.get(eventId),
    saveEventMetadata: (eventId, value) => Boolean(saved.set(eventId, value)),
    loadRegistrationMetadata: () => undefined,
    saveRegistrationMetadata: () => false,
    mergeRegistrationMetadata: () => false,
  }
}
