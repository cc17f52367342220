/**
 * The ticket this device keeps for an event, as the registration page reads, keeps and removes it:
 * every part of the page that shows it follows the same storage, and another tab's changes too.
 */
import { useCallback, useMemo, useSyncExternalStore } from 'react'
import { config } from '../../../config'
import { browserStorage } from '../../platform/json-storage'
import { createSavedTicketStore, SAVED_TICKETS_KEY, type SavedTicket } from '../../platform/saved-tickets'

const store = createSavedTicketStore(config.appId)
const listeners = new Set<() => void>()

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  window.addEventListener('storage', listener)
  return () => {
    listeners.delete(listener)
    window.removeEventListener('storage', listener)
  }
}

/** The stored text itself: a string, so React sees a change only when there is one. */
function snapshot(): string | null {
  try {
    return browserStorage()?.getItem(SAVED_TICKETS_KEY) ?? null
  } catch {
    return null
  }
}

function changed<T>(result: T): T {
  for (const listener of listeners) listener()
  return result
}

export type SavedTicketUpdate = Parameters<typeof store.update>[2]

/**
 * The ticket kept for `eventId`: the account's when one is given, else the latest kept on this
 * device for the event (the page after a reload, before any account is connected).
 */
export function useSavedTicket(eventId: string, account: string | null) {
  const stored = useSyncExternalStore(subscribe, snapshot, () => null)
  const ticket = useMemo(
    () => (stored === null ? undefined : account ? store.find(eventId, account) : store.forEvent(eventId)[0]),
    [stored, eventId, account],
  )
  const keep = useCallback((next: SavedTicket) => changed(store.save(next)), [])
  const update = useCallback(
    (attendee: string, patch: SavedTicketUpdate) => changed(store.update(eventId, attendee, patch)),
    [eventId],
  )
  const remove = useCallback((attendee: string) => changed(store.remove(eventId, attendee)), [eventId])
  return { ticket, keep, update, remove }
}
