/**
 * Browser-side metadata: event metadata under 'dynaqr-event-metadata', keyed by
 * event id, and registration metadata under 'dynaqr-registration-metadata', keyed by
 * '{eventId}:{attendee}'. The chain is the source of truth; what is stored here is an untrusted
 * hint, so every read is schema-checked and storage errors never throw.
 */
import {
  isRecord,
  parseEventMetadata,
  parseRegistrationMetadata,
  type Json,
  type MetadataStore,
} from '../../domain/metadata-schema'

export type { MetadataStore } from '../../domain/metadata-schema'

export const EVENT_METADATA_KEY = 'dynaqr-event-metadata'
export const REGISTRATION_METADATA_KEY = 'dynaqr-registration-metadata'

function browserStorage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage
  } catch {
    return undefined // SecurityError: storage disabled for this origin
  }
}

export function registrationKey(eventId: string, attendee: string): string {
  return `${eventId}:${attendee}`
}

export function createMetadataStore(getStorage: () => Storage | undefined = browserStorage): MetadataStore {
  function readMap(key: string): Json {
    try {
      const raw = getStorage()?.getItem(key)
      if (!raw) return {}
      const parsed: unknown = JSON.parse(raw)
      return isRecord(parsed) ? parsed : {}
    } catch {
      return {} // corrupt JSON or unreadable storage: behave as if nothing was stored
    }
  }

  function writeEntry(key: string, entryKey: string, value: object): boolean {
    try {
      const storage = getStorage()
      if (!storage) return false
      storage.setItem(key, JSON.stringify({ ...readMap(key), [entryKey]: value }))
      return true
    } catch {
      return false // QuotaExceededError, SecurityError
    }
  }

  const loadEventMetadata = (eventId: string) => parseEventMetadata(readMap(EVENT_METADATA_KEY)[eventId])
  const loadRegistrationMetadata = (eventId: string, attendee: string) =>
    parseRegistrationMetadata(readMap(REGISTRATION_METADATA_KEY)[registrationKey(eventId, attendee)])

  return {
    loadEventMetadata,
    saveEventMetadata: (eventId, metadata) => writeEntry(EVENT_METADATA_KEY, eventId, metadata),
    mergeEventMetadata: (eventId, patch) =>
      writeEntry(EVENT_METADATA_KEY, eventId, { ...loadEventMetadata(eventId), ...patch }),
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
