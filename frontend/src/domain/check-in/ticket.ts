/**
 * What the attendee's ticket QR carries: the app, the event, the attendee's account and the
 * ticket's secret (whose commitment the registration holds). Showing it lets a paired door device
 * check the attendee in, once; the secret is useless for any other registration.
 */
import { isValidAddress, publicKeyFromAddress } from '../text/algorand-address'
import { TICKET_DOMAIN } from '../contract/limits'
import { fromBase64Url, toBase64Url } from '../text/base64url'
import { isValidEventId } from '../event/ids'
import { TICKET_MESSAGES } from './ticket-messages'
import { fail, ok, type Result } from '../messages/result'

const SCHEME = 'DQT1'
const SECRET_BYTES = 32

export interface Ticket {
  appId: bigint
  eventId: string
  attendee: string
  secret: Uint8Array
}

export function encodeTicket(ticket: Ticket): string {
  return [SCHEME, ticket.appId.toString(), ticket.eventId, ticket.attendee, toBase64Url(ticket.secret)].join('.')
}

/** The ticket in a scanned code, or why it is not one for this app and event. */
export function parseTicket(text: string, expected: { appId: bigint; eventId: string }): Result<Ticket> {
  const parts = text.trim().split('.')
  if (parts.length !== 5 || parts[0] !== SCHEME) return fail(TICKET_MESSAGES.notATicket)
  const [, app, eventId, attendee, secretText] = parts
  const secret = fromBase64Url(secretText)
  if (!/^\d+$/.test(app) || !isValidEventId(eventId) || !isValidAddress(attendee) || secret?.length !== SECRET_BYTES) {
    return fail(TICKET_MESSAGES.notATicket)
  }
  if (BigInt(app) !== expected.appId) return fail(TICKET_MESSAGES.otherDeployment)
  if (eventId !== expected.eventId) return fail(TICKET_MESSAGES.otherEvent)
  return ok({ appId: BigInt(app), eventId, attendee, secret })
}

/** Which registration a ticket belongs to: the app, the event's sequence number and the attendee. */
export interface TicketScope {
  appId: bigint
  eventSeq: bigint
  attendee: string
}

function uint64(value: bigint): Uint8Array {
  const bytes = new Uint8Array(8)
  new DataView(bytes.buffer).setBigUint64(0, value)
  return bytes
}

/**
 * What a ticket commitment is the SHA-256 of, as the contract checks it at the door: the ticket
 * domain, the app id, the event's sequence number, the attendee's public key, the ticket's number
 * (the registration's ticketNumber) and its secret.
 */
export function ticketCommitmentMessage(scope: TicketScope, number: number, secret: Uint8Array): Uint8Array {
  const parts = [
    new TextEncoder().encode(TICKET_DOMAIN),
    uint64(scope.appId),
    uint64(scope.eventSeq),
    publicKeyFromAddress(scope.attendee),
    uint64(BigInt(number)),
    secret,
  ]
  const message = new Uint8Array(parts.reduce((length, part) => length + part.length, 0))
  let offset = 0
  for (const part of parts) {
    message.set(part, offset)
    offset += part.length
  }
  return message
}

/** The secret check_in takes for a guest checked in without a ticket: 32 zero bytes, which no ticket has. */
export const NO_TICKET_SECRET = new Uint8Array(32)
