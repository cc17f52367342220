/** What an event's public page says of it at the top: its category and its description. */
import type { DynaEvent } from './event'

/** Category shown for an event: its first tag, else 'On-Chain'. */
export function eventCategory(event: Pick<DynaEvent, 'metadata'>): string {
  const first = event.metadata?.tags?.find((tag) => tag.trim().length > 0)
  return first ? first.trim() : 'On-Chain'
}

export function eventDescription(event: Pick<DynaEvent, 'description' | 'metadata'>): string {
  const text = event.description?.trim() || event.metadata?.description?.trim()
  return text ? text : 'No description provided.'
}
