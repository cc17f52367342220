/** A guest's name as the owner's list and the door show it, from the details they opened. */
import type { GuestDetails } from '../details/registration-note'

/** The name in the guest's opened details; null when there is none for them (or it is blank). */
export function guestName(details: ReadonlyMap<string, GuestDetails> | null, attendee: string): string | null {
  const found = details?.get(attendee)
  const name = found && 'contact' in found ? found.contact.name.trim() : ''
  return name || null
}
