/**
 * What the wizard's texts add to the cost of creating: one transaction note each, and one more
 * minimum fee for each note after the first (domain/details/event-note.ts). Said before anything is signed.
 */
import { createdEventMetadata } from '../../../domain/event/created-details'
import { detailsNoteCount } from '../../../domain/details/event-note'
import { formatAlgoAmount } from '../../../domain/money/algo'
import { generateWizardEventId } from '../../../domain/event/ids'
import { MIN_TXN_FEE_MICROALGOS } from '../../../domain/contract/limits'
import { DETAILS_MESSAGES } from '../../../domain/messages/messages'
import { buildCreateEventInput, type WizardDraft } from '../../event-form/wizard'

export interface CostContext {
  origin: string
  nowMs: number
  resolverUrlFor: (eventId: string) => string
}

/** The texts' share of what creating costs, as the wizard's last step says it. */
export function creationDetailsCost(draft: WizardDraft, { origin, nowMs, resolverUrlFor }: CostContext): string {
  // The id is made when the event is created; one made now has the same length.
  const eventId = generateWizardEventId(draft.title, nowMs)
  const input = buildCreateEventInput(draft, { eventId, origin, resolverUrl: resolverUrlFor(eventId) })
  const notes = detailsNoteCount(eventId, createdEventMetadata(input, input.resolverUrl, Math.floor(nowMs / 1000)))
  if (notes === null) return DETAILS_MESSAGES.creationTooLong
  return DETAILS_MESSAGES.creationCost(notes, formatAlgoAmount((notes - 1) * MIN_TXN_FEE_MICROALGOS, 3))
}
