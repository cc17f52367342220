/**
 * One event read over fetch without building the ChainApi: the event page reads it this way before
 * the app's code has arrived (ui/first-paint), with the reads of the ChainApi's getEvent.
 */
import type { AppConfig } from '../config'
import type { DynaEvent } from '../domain/event/event'
import type { MetadataStore } from '../domain/details/metadata-schema'
import { createReadContext } from './node/read-context'
import { getEvent } from './read/get-event'

export function readEvent(
  eventId: string,
  {
    config,
    metadata,
    origin,
    fetchImpl,
  }: { config: AppConfig; metadata: MetadataStore; origin: string; fetchImpl: typeof fetch },
): Promise<DynaEvent | null> {
  return getEvent(createReadContext(config, metadata, origin, fetchImpl), eventId)
}
