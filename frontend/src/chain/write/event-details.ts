/**
 * The owner edits an event after creation: update_details (name, capacity, registration deadline,
 * and the new details notes), set_settings when the dates moved, and update_tier for each tier whose
 * price or quantity changed, in one group signed once.
 */
import { AlgoAmount } from '@algorandfoundation/algokit-utils/types/amount'
import { isPlainText } from '../../domain/registration/arc69'
import { buildEventDetailsNotes } from '../../domain/details/event-note'
import { MAX_NAME_BYTES } from '../../domain/contract/limits'
import type { DynaEvent, EventEdit, EventSettings } from '../../domain/event/event'
import { CREATE_MESSAGES } from '../../domain/event/create-messages'
import { EDIT_MESSAGES } from '../../domain/event/manage-messages'
import { fail, ok, type Result } from '../../domain/messages/result'
import { utf8Length } from '../../domain/text/text-bytes'
import type { Sent } from './sent'
import { runAction, writer } from './actions'
import { contractSettings } from './attendance'
import { WRITE_SEND, type ChainContext } from './client'
import { detailsCarriers, keepWrittenDetails } from './details-notes'
import { sendSettled } from './settle'

/**
 * update_details and set_settings have the attendance tokens app check the name and the settings
 * (an inner call each, and an op-up call for a long name), paid by the group's fees as
 * create_event's are; simulate sizes each call's fee up to this.
 */
const EDIT_MAX_FEE = AlgoAmount.MicroAlgo(10_000)

function invalidEdit(edit: EventEdit, event: DynaEvent): string | null {
  const name = edit.name.trim()
  if (!name) return CREATE_MESSAGES.nameRequired
  if (utf8Length(name) > MAX_NAME_BYTES) return CREATE_MESSAGES.nameTooLong
  if (!isPlainText(name)) return CREATE_MESSAGES.nameNotPlain
  if (edit.capacity > 0 && edit.capacity < event.registeredCount) {
    return EDIT_MESSAGES.capacityBelowRegistrations(event.registeredCount)
  }
  for (const change of edit.tiers) {
    const tier = event.tiers[change.index]
    if (tier && change.quantity > 0 && BigInt(change.quantity) < tier.sold) {
      return EDIT_MESSAGES.quantityBelowSold(tier.name, Number(tier.sold))
    }
  }
  return null
}

const sameSettings = (a: EventSettings, b: EventSettings) =>
  a.startsAt === b.startsAt &&
  a.endsAt === b.endsAt &&
  a.checkInOpensBefore === b.checkInOpensBefore &&
  a.selfCheckIn === b.selfCheckIn

/**
 * Saves the edit in one group: update_details, set_settings when the dates moved, and update_tier
 * for each changed tier. The details' notes ride on those calls in that order (update_details
 * carries the first), and 0-ALGO payments to the owner carry whatever parts are left.
 */
export function updateEventDetails(ctx: ChainContext, event: DynaEvent, edit: EventEdit): Promise<Result<Sent>> {
  return runAction(ctx, EDIT_MESSAGES.failed, async () => {
    const who = writer(ctx)
    if (!who.ok) return who
    const invalid = invalidEdit(edit, event)
    if (invalid) return fail(invalid)
    const eventId = event.eventId
    // Every text goes on chain whole, or nothing is sent: refused here, before any signature.
    const details = buildEventDetailsNotes(eventId, edit.metadata)
    if (!details.ok) return details
    const sender = who.value
    const result = await sendSettled(ctx, async (validity) => {
      const notes = [...details.value.notes]
      const group = ctx.app.newGroup()
      group.updateDetails({
        sender,
        args: {
          eventId,
          name: edit.name.trim(),
          capacity: BigInt(Math.max(0, Math.floor(edit.capacity))),
          expiry: BigInt(Math.max(0, Math.floor(edit.expiry))),
        },
        note: notes.shift(),
        maxFee: EDIT_MAX_FEE,
        ...validity,
      })
      if (!sameSettings(edit.settings, event.settings)) {
        group.setSettings({
          sender,
          args: { eventId, settings: contractSettings(edit.settings) },
          note: notes.shift(),
          maxFee: EDIT_MAX_FEE,
          ...validity,
        })
      }
      for (const tier of edit.tiers) {
        group.updateTier({
          sender,
          args: {
            eventId,
            tierIndex: BigInt(tier.index),
            price: tier.priceMicroAlgos,
            quantity: BigInt(tier.quantity),
          },
          note: notes.shift(),
          maxFee: EDIT_MAX_FEE,
          ...validity,
        })
      }
      for (const carrier of await detailsCarriers(ctx, sender, notes, validity)) group.addTransaction(carrier)
      return group.send({ ...WRITE_SEND, coverAppCallInnerTransactionFees: true })
    })
    keepWrittenDetails(ctx, eventId, details.value, result)
    return ok({ txId: result.txIds[0] })
  })
}
