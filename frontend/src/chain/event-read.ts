/**
 * Reads over fetch without building the ChainApi: one event, and Discover's first load. The event
 * page and Discover read this way before the app's code has arrived (ui/first-paint), with the
 * reads of the ChainApi's getEvent and listPublicEvents.
 */
import type { AppConfig } from '../config'
import type { DynaEvent } from '../domain/event/event'
import type { MetadataStore } from '../domain/details/metadata-schema'
import { PUBLIC_EVENTS_MAX_PAGES, PUBLIC_EVENTS_PER_LOAD } from '../domain/event/event-status'
import { createReadContext } from './node/read-context'
import { readEventsUntil, type EventListPage } from './read/event-pages'
import { getEvent } from './read/get-event'
import { listPublicEvents } from './read/public-events'

export interface FetchSources {
  config: AppConfig
  metadata: MetadataStore
  origin: string
  fetchImpl: typeof fetch
}

const readContext = ({ config, metadata, origin, fetchImpl }: FetchSources) =>
  createReadContext(config, metadata, origin, fetchImpl)

export function readEvent(eventId: string, sources: FetchSources): Promise<DynaEvent | null> {
  return getEvent(readContext(sources), eventId)
}

/**
 * One load of the public list, as Discover shows it: pages from `before` (the newest without it)
 * until PUBLIC_EVENTS_PER_LOAD events or PUBLIC_EVENTS_MAX_PAGES pages.
 */
export function readPublicEventsLoad(
  listPage: (before: number | undefined) => Promise<EventListPage>,
  before?: number,
): Promise<EventListPage> {
  return readEventsUntil(listPage, { before, wanted: PUBLIC_EVENTS_PER_LOAD, maxPages: PUBLIC_EVENTS_MAX_PAGES })
}

/** Discover's first load. */
export function readPublicEvents(sources: FetchSources): Promise<EventListPage> {
  const ctx = readContext(sources)
  return readPublicEventsLoad((before) => listPublicEvents(ctx, { before }))
}
