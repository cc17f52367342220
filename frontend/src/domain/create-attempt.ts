/**
 * A create that did not report success may have landed all the same (it was still pending when its
 * answer was lost, say). Its retry keeps the same event id, so the chain layer finds that event
 * instead of paying for a second one; a changed name or destination makes it a new event.
 */
import type { CreateEventInput } from './types'

export type CreateAttempt = Pick<CreateEventInput, 'eventId' | 'eventName' | 'currentUrl'>

/** The input built with the earlier attempt's id, when it would create that same event; else null. */
export function retriedCreateInput(
  previous: CreateAttempt | null,
  build: (eventId: string) => CreateEventInput,
): CreateEventInput | null {
  if (!previous) return null
  const input = build(previous.eventId)
  return input.eventName === previous.eventName && input.currentUrl === previous.currentUrl ? input : null
}
