/**
 * Attendance writes: the event's check-in settings, door devices (paired, funded, revoked),
 * self-declared attendance where the owner chose it, and the attendee's ticket to show at the door.
 */
import { AlgoAmount } from '@algorandfoundation/algokit-utils/types/amount'
import { utf8Length } from '../../domain/text/text-bytes'
import { MAX_DOOR_NAME_BYTES, MAX_CHECK_IN_LEAD_SECONDS, MIN_TXN_FEE_MICROALGOS } from '../../domain/contract/limits'
import type { DynaEvent, EventSettings } from '../../domain/event/event'
import type { Registration } from '../../domain/registration/registration'
import { doorBoxMbr } from '../../domain/costs/mbr'
import { ATTENDANCE_MESSAGES } from '../../domain/registration/registration-messages'
import { CHECK_IN_MESSAGES } from '../../domain/check-in/check-in-messages'
import { fail, ok, type Result } from '../../domain/messages/result'
import { encodeTicket, NO_TICKET_SECRET } from '../../domain/check-in/ticket'
import type { Sent } from './sent'
import { runAction, sendWrite, writer } from './actions'
import { WRITE_SEND, type ChainContext } from './client'
import { payment, paymentToApp } from './payments'
import { walletKeySignature } from './wallet-keys-signature'
import { attendeeSponsor, NO_FEE, sponsorFeePayment } from './attendee-sponsor'
import { SPONSORED_CONFIRM_FEE } from '../../domain/costs/attendee-costs'

/** The contract's settings struct from the screen's. */
export function contractSettings(settings: EventSettings) {
  return {
    startsAt: BigInt(Math.max(0, Math.floor(settings.startsAt))),
    endsAt: BigInt(Math.max(0, Math.floor(settings.endsAt))),
    checkInOpensBefore: BigInt(
      Math.min(MAX_CHECK_IN_LEAD_SECONDS, Math.max(0, Math.floor(settings.checkInOpensBefore))),
    ),
    selfCheckIn: settings.selfCheckIn,
    decideBy: BigInt(Math.max(0, Math.floor(settings.decideBy))),
  }
}

/** set_settings: the event's dates and how attendance is recorded. */
export function setSettings(ctx: ChainContext, event: DynaEvent, settings: EventSettings): Promise<Result<Sent>> {
  return sendWrite(ctx, CHECK_IN_MESSAGES.settingsFailed, (sender, validity) =>
    ctx.app.send.setSettings({
      sender,
      args: { eventId: event.eventId, settings: contractSettings(settings) },
      // The attendance tokens app checks the settings for the DynaQR app: one inner call.
      extraFee: AlgoAmount.MicroAlgo(MIN_TXN_FEE_MICROALGOS),
      ...validity,
      ...WRITE_SEND,
    }),
  )
}

/**
 * confirm_attendance: the connected attendee declares their attendance, where the owner chose that;
 * at the event's expense where its owner pays attendees' costs and the budget covers the fee.
 */
export function confirmAttendance(ctx: ChainContext, event: DynaEvent): Promise<Result<Sent>> {
  const sponsor = attendeeSponsor(ctx.config)
  const sponsored =
    sponsor !== null && event.paysAttendeeCosts && event.attendeeBudgetMicroAlgos >= SPONSORED_CONFIRM_FEE
  return sendWrite(ctx, ATTENDANCE_MESSAGES.confirmFailed, async (sender, validity) => {
    const group = ctx.app.newGroup()
    if (sponsored && sponsor) {
      const fees = await sponsorFeePayment(ctx, sponsor, SPONSORED_CONFIRM_FEE, validity)
      group.addTransaction(fees.txn, fees.signer)
    }
    return group
      .confirmAttendance({ sender, args: { eventId: event.eventId }, ...(sponsored ? NO_FEE : {}), ...validity })
      .send(WRITE_SEND)
  })
}

/**
 * check_in by the owner, without the guest's ticket (a phone that died, a name found on the guest
 * list): recorded as checked in by the organiser.
 */
export function checkInGuest(ctx: ChainContext, event: DynaEvent, registration: Registration): Promise<Result<Sent>> {
  return sendWrite(ctx, CHECK_IN_MESSAGES.checkInFailed, (sender, validity) =>
    ctx.app.send.checkIn({
      sender,
      args: { eventId: event.eventId, attendee: registration.attendeeAddress, ticketSecret: NO_TICKET_SECRET },
      ...validity,
      ...WRITE_SEND,
    }),
  )
}

/**
 * [payment funding the device's account, payment of the door box's deposit to the app, add_door]
 * in one group: the device can then check tickets in for this event, paying its fees from what
 * it was given. With `guestListTo`, the door's X25519 key, the call's note gives the door the
 * event's guest list (door-guest-list.ts): the owner's wallet first signs once, nothing sent.
 */
export function addDoor(
  ctx: ChainContext,
  event: DynaEvent,
  door: string,
  name: string,
  fundingMicroAlgos: bigint,
  guestListTo?: Uint8Array,
): Promise<Result<Sent>> {
  const trimmed = name.trim()
  if (!trimmed || utf8Length(trimmed) > MAX_DOOR_NAME_BYTES)
    return Promise.resolve(fail(CHECK_IN_MESSAGES.doorNameRequired))
  return runAction(ctx, CHECK_IN_MESSAGES.pairFailed, async () => {
    const who = writer(ctx)
    if (!who.ok) return who
    // Loaded only when a door is paired with the guest list, as the cryptography is.
    const note = guestListTo
      ? await (await import('./door-guest-list')).doorGuestListNote(ctx, who.value, event, door, guestListTo)
      : null
    if (note && !note.ok) return note
    return sendWrite(ctx, CHECK_IN_MESSAGES.pairFailed, async (sender, validity) => {
      const group = ctx.app.newGroup()
      if (fundingMicroAlgos > 0n) {
        group.addTransaction(await payment(ctx, sender, door, fundingMicroAlgos, validity))
      }
      return group
        .addDoor({
          sender,
          args: {
            mbrPayment: paymentToApp(ctx, sender, doorBoxMbr(trimmed), validity),
            eventId: event.eventId,
            scanner: door,
            name: trimmed,
          },
          ...(note ? { note: note.value } : {}),
          ...validity,
        })
        .send(WRITE_SEND)
    })
  })
}

/** remove_door: the device can no longer check anyone in; the box's deposit returns to the owner. */
export function removeDoor(ctx: ChainContext, event: DynaEvent, door: string): Promise<Result<Sent>> {
  return sendWrite(ctx, CHECK_IN_MESSAGES.revokeFailed, (sender, validity) =>
    ctx.app.send.removeDoor({
      sender,
      args: { eventId: event.eventId, scanner: door },
      // The deposit's inner payment is paid by this call's fee.
      extraFee: AlgoAmount.MicroAlgo(1_000),
      ...validity,
      ...WRITE_SEND,
    }),
  )
}

/** A payment from the owner to a door device, for its check-in fees. */
export function topUpDoor(ctx: ChainContext, door: string, microAlgos: bigint): Promise<Result<Sent>> {
  if (microAlgos <= 0n) return Promise.resolve(fail(CHECK_IN_MESSAGES.topUpFailed))
  return sendWrite(ctx, CHECK_IN_MESSAGES.topUpFailed, async (sender, validity) =>
    ctx.algorand
      .newGroup()
      .addTransaction(await payment(ctx, sender, door, microAlgos, validity))
      .send(WRITE_SEND),
  )
}

/**
 * The attendee's ticket for a registration, as its QR code carries it: the secret is made again
 * from the wallet's key signature, on any device where the wallet signs.
 */
export function showTicket(ctx: ChainContext, event: DynaEvent, registration: Registration): Promise<Result<string>> {
  return runAction(ctx, CHECK_IN_MESSAGES.ticketFailed, async () => {
    const who = writer(ctx)
    if (!who.ok) return who
    if (who.value !== registration.attendeeAddress) return fail(CHECK_IN_MESSAGES.ticketFailed)
    const { storedTicket } = await import('../privacy/tickets')
    const signature = await walletKeySignature(ctx, who.value, { kind: 'tickets', eventId: event.eventId })
    const scope = { appId: ctx.config.appId, eventSeq: BigInt(event.seq), attendee: who.value }
    const key = storedTicket(signature, scope, registration)
    if (!key) return fail(CHECK_IN_MESSAGES.wrongSecret)
    return ok(
      encodeTicket({ appId: ctx.config.appId, eventId: event.eventId, attendee: who.value, secret: key.secret }),
    )
  })
}
