/**
 * The attendee's ticket secrets, made from their tickets signature for the event: the registration
 * numbered n (ticketNumber, which the contract keeps) has the nth secret, and stores the commitment
 * bound to that number. Any device where the wallet signs finds the secret again from the number.
 */
import { ticketCommitment, ticketSecret, type TicketScope } from './wallet-keys'

const hex = (bytes: Uint8Array) => Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')

export interface TicketKey {
  number: number
  secret: Uint8Array
  commitment: Uint8Array
}

export function ticketKey(signature: Uint8Array, scope: TicketScope, number: number): TicketKey {
  const secret = ticketSecret(signature, number)
  return { number, secret, commitment: ticketCommitment(scope, number, secret) }
}

/** The ticket a registration stores, or null when this wallet did not make it (another client's). */
export function storedTicket(
  signature: Uint8Array,
  scope: TicketScope,
  registration: { ticketNumber: number; ticketCommitment: string },
): TicketKey | null {
  const key = ticketKey(signature, scope, registration.ticketNumber)
  return hex(key.commitment) === registration.ticketCommitment ? key : null
}

/**
 * The ticket of a new registration: the first, or, where the account's registration box is there
 * (refunded, to be registered again), the one numbered after it, as the contract will number it.
 */
export function nextTicket(
  signature: Uint8Array,
  scope: TicketScope,
  previous: { ticketNumber: number } | null,
): TicketKey {
  return ticketKey(signature, scope, previous ? previous.ticketNumber + 1 : 1)
}
