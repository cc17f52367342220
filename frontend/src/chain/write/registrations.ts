/** Registrations: reading a registration box, registering (with payment) and confirming attendance. */
import { AlgoAmount } from '@algorandfoundation/algokit-utils/types/amount'
import { MAX_NOTE_BYTES } from '../../domain/limits'
import { registrationBoxMbr } from '../../domain/mbr'
import { ATTENDANCE_MESSAGES, CHAIN_MESSAGES, REGISTRATION_MESSAGES } from '../../domain/messages'
import { truncateUtf8, utf8Length } from '../../domain/text-bytes'
import type { ActionResult, DynaEvent, Registration, RegistrationMetadata } from '../../domain/types'
import { lastTxId, runAction, writer } from './actions'
import { CONFIRMATION_ROUNDS, type ChainContext } from './client'
import { registrationBoxName } from '../read/box-keys'
import { composeRegistration } from '../../domain/compose'
import { decodeRegistrationRecord } from '../read/record-codec'
import { getEvent } from './events'

export async function readRegistration(
  ctx: ChainContext,
  event: DynaEvent,
  attendee: string,
): Promise<Registration | null> {
  const bytes = await ctx.algodRest.getBox(ctx.config.appId, registrationBoxName(attendee, BigInt(event.seq)))
  if (!bytes) return null
  const record = decodeRegistrationRecord(bytes)
  return composeRegistration(event, attendee, record, ctx.metadata.loadRegistrationMetadata(event.eventId, attendee))
}

export async function getRegistration(ctx: ChainContext, eventId: string, attendee: string): Promise<Registration | null> {
  const event = await getEvent(ctx, eventId)
  return event ? readRegistration(ctx, event, attendee) : null
}

/** The register_event note (event id, attendee, form details), trimmed to fit the 1024-byte limit. */
export function registrationNote(eventId: string, attendee: string, metadata: RegistrationMetadata): string {
  const fields = {
    attendeeName: metadata.attendeeName,
    attendeeEmail: metadata.attendeeEmail,
    attendeePhone: metadata.attendeePhone,
    ticketTierLabel: metadata.ticketTierLabel,
    paymentAmountMicroAlgos: metadata.paymentAmountMicroAlgos,
  }
  const encode = () => JSON.stringify({ type: 'event_registration', eventId, attendee, metadata: fields })
  for (const key of ['attendeePhone', 'ticketTierLabel', 'attendeeEmail', 'attendeeName'] as const) {
    if (utf8Length(encode()) <= MAX_NOTE_BYTES) break
    fields[key] = truncateUtf8(fields[key], 64)
  }
  return encode()
}

export function register(
  ctx: ChainContext,
  eventId: string,
  tierIndex: number,
  metadata: RegistrationMetadata,
): Promise<ActionResult<{ registration: Registration }>> {
  return runAction(ctx, REGISTRATION_MESSAGES.failed, async () => {
    if (ctx.config.appId === 0n) return { success: false, error: CHAIN_MESSAGES.invalidAppId }
    const who = writer(ctx)
    if ('error' in who) return { success: false, error: who.error }
    const event = await getEvent(ctx, eventId)
    if (!event) return { success: false, error: REGISTRATION_MESSAGES.eventNotFound }
    if (!event.active) return { success: false, error: REGISTRATION_MESSAGES.eventInactive }
    const tier = event.tiers[tierIndex]
    if (event.tiers.length > 0 ? !tier : tierIndex !== 0) return { success: false, error: REGISTRATION_MESSAGES.invalidTier }

    // A refunded (cancelled) registration re-registers into its existing box: no new MBR.
    const existing = await readRegistration(ctx, event, who.sender)
    if (existing && existing.status !== 'cancelled') return { success: false, error: REGISTRATION_MESSAGES.alreadyRegistered }
    const boxMbr = existing ? 0n : registrationBoxMbr()

    const price = tier?.priceMicroAlgos ?? 0n
    const group = ctx.app.newGroup()
    // [ticket payment to the owner (priced tiers only), MBR payment to the app, register_event]
    if (price > 0n) {
      group.addTransaction(
        await ctx.algorand.createTransaction.payment({
          sender: who.sender,
          receiver: event.owner,
          amount: AlgoAmount.MicroAlgo(price),
        }),
      )
    }
    const result = await group
      .registerEvent({
        sender: who.sender,
        args: {
          mbrPayment: ctx.algorand.createTransaction.payment({
            sender: who.sender,
            receiver: ctx.app.appAddress,
            amount: AlgoAmount.MicroAlgo(boxMbr),
          }),
          eventId,
          tierIndex: BigInt(tierIndex),
        },
        note: registrationNote(eventId, who.sender, { ...metadata, paymentAmountMicroAlgos: Number(price) }),
      })
      .send({ populateAppCallResources: true, maxRoundsToWaitForConfirmation: CONFIRMATION_ROUNDS })

    const txId = lastTxId(result)
    ctx.metadata.saveRegistrationMetadata(eventId, who.sender, {
      ...metadata,
      paymentAmountMicroAlgos: Number(price),
      transactionId: txId,
    })
    const registration = await readRegistration(ctx, event, who.sender)
    if (!registration) return { success: false, error: REGISTRATION_MESSAGES.failed }
    return { success: true, txId, value: { registration } }
  })
}

export function confirmAttendance(ctx: ChainContext, eventId: string): Promise<ActionResult> {
  return runAction(ctx, ATTENDANCE_MESSAGES.confirmFailed, async () => {
    const who = writer(ctx)
    if ('error' in who) return { success: false, error: who.error }
    const result = await ctx.app.send.confirmAttendance({
      sender: who.sender,
      args: { eventId },
      populateAppCallResources: true,
      maxRoundsToWaitForConfirmation: CONFIRMATION_ROUNDS,
    })
    ctx.metadata.mergeRegistrationMetadata(eventId, who.sender, { attendanceConfirmedAt: Date.now() })
    return { success: true, txId: lastTxId(result) }
  })
}
