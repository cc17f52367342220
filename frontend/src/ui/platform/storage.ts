/**
 * Browser-side metadata: event metadata under 'dynaqr-event-metadata', keyed by event id, and
 * registration metadata under 'dynaqr-registration-metadata', keyed by '{eventId}:{attendee}'
 * (the product's documented keys, so they carry no version). The chain is the source of truth;
 * what is stored here is an untrusted hint, so every read is schema-checked and storage errors
 * never throw.
 */
import {
  isRecord,
  parseEventMetadata,
  parseRegistrationMetadata,
  type Json,
  type MetadataStore,
} from '../../domain/details/metadata-schema'

import { browserStorage, readJson, writeJson, type StorageSource } from './json-storage'

export type { MetadataStore } from '../../domain/details/metadata-schema'

export const EVENT_METADATA_KEY = 'dynaqr-event-metadata'
export const REGISTRATION_METADATA_KEY = 'dynaqr-registration-metadata'

export function registrationKey(eventId: string, attendee: string): string {
  return `${eventId}:${attendee}`
}

export function createMetadataStore(getStorage: StorageSource = browserStorage): MetadataStore {
  function readMap(key: string): Json {
    const stored = readJson(getStorage, key)
    return isRecord(stored) ? stored : {}
  }

  const writeEntry = (key: string, entryKey: string, value: object) =>
    writeJson(getStorage, key, { ...readMap(key), [entryKey]: value })

  const loadEventMetadata = (eventId: string) => parseEventMetadata(readMap(EVENT_METADATA_KEY)[eventId])
  const loadRegistrationMetadata = (eventId: string, attendee: string) =>
    parseRegistrationMetadata(readMap(REGISTRATION_METADATA_KEY)[registrationKey(eventId, attendee)])

  return {
    loadEventMetadata,
    saveEventMetadata: (eventId, metadata) => writeEntry(EVENT_METADATA_KEY, eventId, metadata),
    loadRegistrationMetadata,
    saveRegistrationMetadata: (eventId, attendee, metadata) =>
      writeEntry(REGISTRATION_METADATA_KEY, registrationKey(eventId, attendee), metadata),
    mergeRegistrationMetadata: (eventId, attendee, patch) => {
      const existing = loadRegistrationMetadata(eventId, attendee) ?? parseRegistrationMetadata({})!
      return writeEntry(REGISTRATION_METADATA_KEY, registrationKey(eventId, attendee), { ...existing, ...patch })
    },
  }
}

export const metadataStore = createMetadataStore()
