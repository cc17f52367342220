/**
 * The owner's decision on a registration that waits, for approval or on the waitlist: approving (or
 * offering a freed seat to one on the waitlist) pays the ticket payment the app held to the owner,
 * declining pays it back to the attendee and frees any seat. Each is one call; the app's payment is an
 * inner transaction that the call's fee pays for.
 */
import { AlgoAmount } from '@algorandfoundation/algokit-utils/types/amount'
import { MIN_TXN_FEE_MICROALGOS } from '../../domain/contract/limits'
import type { DynaEvent } from '../../domain/event/event'
import type { Registration } from '../../domain/registration/registration'
import { ATTENDEES_MESSAGES } from '../../domain/event/manage-messages'
import type { Result } from '../../domain/messages/result'
import type { Sent } from './sent'
import { sendWrite } from './actions'
import { WRITE_SEND, type ChainContext } from './client'

/** The fee of the app's payment of the held amount, when there is one (a free seat moves nothing). */
function heldPaymentFee(registration: Registration): { extraFee?: AlgoAmount } {
  return registration.paymentAmountMicroAlgos > 0n ? { extraFee: AlgoAmount.MicroAlgo(MIN_TXN_FEE_MICROALGOS) } : {}
}

export function approveRegistration(
  ctx: ChainContext,
  event: DynaEvent,
  registration: Registration,
): Promise<Result<Sent>> {
  return sendWrite(ctx, ATTENDEES_MESSAGES.approveFailed, (sender, validity) =>
    ctx.app.send.approveRegistration({
      sender,
      args: { eventId: event.eventId, attendee: registration.attendeeAddress },
      ...heldPaymentFee(registration),
      ...validity,
      ...WRITE_SEND,
    }),
  )
}

/** With `ban`, the account may not register for the event again. */
export function declineRegistration(
  ctx: ChainContext,
  event: DynaEvent,
  registration: Registration,
  ban: boolean,
): Promise<Result<Sent>> {
  return sendWrite(ctx, ATTENDEES_MESSAGES.declineFailed, (sender, validity) =>
    ctx.app.send.declineRegistration({
      sender,
      args: { eventId: event.eventId, attendee: registration.attendeeAddress, ban },
      ...heldPaymentFee(registration),
      ...validity,
      ...WRITE_SEND,
    }),
  )
}

/** offer_seat: a registration on the waitlist takes a seat freed up and is confirmed. */
export function offerSeat(ctx: ChainContext, event: DynaEvent, registration: Registration): Promise<Result<Sent>> {
  return sendWrite(ctx, ATTENDEES_MESSAGES.offerSeatFailed, (sender, validity) =>
    ctx.app.send.offerSeat({
      sender,
      args: { eventId: event.eventId, attendee: registration.attendeeAddress },
      ...heldPaymentFee(registration),
      ...validity,
      ...WRITE_SEND,
    }),
  )
}
