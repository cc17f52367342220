/**
 * Creating an event so that trying again after a failure creates the same event (the same id)
 * instead of a second one; domain/event/create-attempt.ts says when a retry is that same event.
 */
import { useRef } from 'react'
import { retriedCreateInput, type CreateAttempt } from '../../domain/event/create-attempt'
import type { CreateEventInput } from '../../domain/event/event'
import { useChain } from './useChain'

export function useCreateWithRetry() {
  const chain = useChain()
  /** The create last sent without a success: a retry of the same event keeps its id. */
  const lastAttempt = useRef<CreateAttempt | null>(null)

  return {
    /** The input `build` makes with the earlier attempt's id, when it would create that same event; else null. */
    retriedInput: (build: (eventId: string) => CreateEventInput) => retriedCreateInput(lastAttempt.current, build),
    /** Sends the create, remembered until one succeeds. */
    async create(input: CreateEventInput) {
      lastAttempt.current = input
      const result = await chain.createEvent(input)
      if (result.ok) lastAttempt.current = null
      return result
    },
  }
}
