/**
 * The attendee's ticket secrets, made from their wallet-key signature: the nth registration of an
 * account for an event has the nth secret, and the registration stores its SHA-256. Any device
 * where the wallet signs finds the secret again by matching that commitment.
 */
import { ticketCommitment, ticketSecret } from './wallet-keys'

/** Far more registrations of one account for one event than refunds would ever allow. */
const MAX_TICKET_NUMBER = 64

const hex = (bytes: Uint8Array) => Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')

export interface TicketKey {
  number: number
  secret: Uint8Array
  commitment: Uint8Array
}

function ticketKey(signature: Uint8Array, eventId: string, number: number): TicketKey {
  const secret = ticketSecret(signature, eventId, number)
  return { number, secret, commitment: ticketCommitment(secret) }
}

/** The ticket whose commitment a registration stores, or null when this wallet did not make it. */
export function storedTicket(signature: Uint8Array, eventId: string, commitmentHex: string): TicketKey | null {
  for (let number = 0; number <= MAX_TICKET_NUMBER; number++) {
    const key = ticketKey(signature, eventId, number)
    if (hex(key.commitment) === commitmentHex) return key
  }
  return null
}

/** The ticket of a new registration: the first, or the one after a refunded registration's. */
export function nextTicket(signature: Uint8Array, eventId: string, previousCommitmentHex: string | null): TicketKey {
  const previous = previousCommitmentHex ? storedTicket(signature, eventId, previousCommitmentHex) : null
  const key = ticketKey(signature, eventId, previous ? previous.number + 1 : 0)
  // A commitment this wallet did not make (another client's) is never reused either way.
  return hex(key.commitment) === previousCommitmentHex ? ticketKey(signature, eventId, key.number + 1) : key
}
