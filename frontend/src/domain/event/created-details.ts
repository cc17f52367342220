/** The details a create writes in its notes: the form's texts and choices, the resolver link and when. */
import type { CreateEventInput } from './event'
import type { EventMetadata } from '../details/details'

export function createdEventMetadata(input: CreateEventInput, resolverUrl: string, nowSeconds: number): EventMetadata {
  return {
    ...input.extraMetadata,
    description: input.description,
    resolverUrl,
    tags: input.tags,
    visibility: input.visibility,
    requiresApproval: input.requiresApproval,
    ticketTiers: input.ticketTiers,
    organizer: input.organizer,
    lastUpdatedAt: nowSeconds,
  }
}
