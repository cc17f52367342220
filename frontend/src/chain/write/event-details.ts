/**
 * The owner edits an event after creation: update_details (name, capacity, registration deadline,
 * and the new details note), set_settings when the dates moved, and update_tier for each tier whose
 * price or quantity changed, in one group signed once.
 */
import { AlgoAmount } from '@algorandfoundation/algokit-utils/types/amount'
import { isPlainText } from '../../domain/arc69'
import { buildEventMetadataNote } from '../../domain/event-note'
import { MAX_NAME_BYTES } from '../../domain/limits'
import { CREATE_MESSAGES, EDIT_MESSAGES } from '../../domain/messages'
import { fail, type Result } from '../../domain/result'
import { utf8Length } from '../../domain/text-bytes'
import type { DynaEvent, EventEdit, EventMetadata, EventSettings } from '../../domain/types'
import type { Sent } from './sent'
import { sendWrite } from './actions'
import { contractSettings } from './attendance'
import { WRITE_SEND, type ChainContext } from './client'

/**
 * update_details checks a long name with an op-up call, paid by the group's fees as create_event's
 * are; simulate sizes each call's fee up to this.
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

/** What goes in the note: the metadata without what only this browser keeps. */
function noteMetadata(metadata: EventMetadata): EventMetadata {
  const sent = { ...metadata }
  delete sent.detailsRound
  return sent
}

export async function updateEventDetails(ctx: ChainContext, event: DynaEvent, edit: EventEdit): Promise<Result<Sent>> {
  const invalid = invalidEdit(edit, event)
  if (invalid) return fail(invalid)
  const eventId = event.eventId
  const { note, sent } = buildEventMetadataNote(eventId, noteMetadata(edit.metadata))
  const result = await sendWrite(ctx, EDIT_MESSAGES.failed, (sender, validity) => {
    const group = ctx.app.newGroup()
    group.updateDetails({
      sender,
      args: {
        eventId,
        name: edit.name.trim(),
        capacity: BigInt(Math.max(0, Math.floor(edit.capacity))),
        expiry: BigInt(Math.max(0, Math.floor(edit.expiry))),
      },
      note,
      maxFee: EDIT_MAX_FEE,
      ...validity,
    })
    if (!sameSettings(edit.settings, event.settings)) {
      group.setSettings({
        sender,
        args: { eventId, settings: contractSettings(edit.settings) },
        maxFee: EDIT_MAX_FEE,
        ...validity,
      })
    }
    for (const tier of edit.tiers) {
      group.updateTier({
        sender,
        args: { eventId, tierIndex: BigInt(tier.index), price: tier.priceMicroAlgos, quantity: BigInt(tier.quantity) },
        maxFee: EDIT_MAX_FEE,
        ...validity,
      })
    }
    return group.send({ ...WRITE_SEND, coverAppCallInnerTransactionFees: true })
  })
  // Kept without its round: the next read of the event takes the note from the chain once.
  if (result.ok) ctx.metadata.saveEventMetadata(eventId, sent)
  return result
}
