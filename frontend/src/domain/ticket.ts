/**
 * What the attendee's ticket QR carries: the app, the event, the attendee's account and the
 * ticket's secret (whose SHA-256 the registration holds). Showing it lets a paired door device
 * check the attendee in, once; the secret is useless for any other registration.
 */
import { isValidAddress } from './algorand-address'
import { fromBase64Url, toBase64Url } from './base64url'
import { isValidEventId } from './ids'
import { CHECK_IN_MESSAGES } from './check-in-messages'
import { fail, ok, type Result } from './result'

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
  if (parts.length !== 5 || parts[0] !== SCHEME) return fail(CHECK_IN_MESSAGES.notATicket)
  const [, app, eventId, attendee, secretText] = parts
  const secret = fromBase64Url(secretText)
  if (!/^\d+$/.test(app) || !isValidEventId(eventId) || !isValidAddress(attendee) || secret?.length !== SECRET_BYTES) {
    return fail(CHECK_IN_MESSAGES.notATicket)
  }
  if (BigInt(app) !== expected.appId) return fail(CHECK_IN_MESSAGES.otherDeployment)
  if (eventId !== expected.eventId) return fail(CHECK_IN_MESSAGES.otherEvent)
  return ok({ appId: BigInt(app), eventId, attendee, secret })
}

/** The secret check_in takes for a guest checked in without a ticket: 32 zero bytes, which no ticket has. */
export const NO_TICKET_SECRET = new Uint8Array(32)
