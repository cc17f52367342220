/**
 * The event form's texts and their limits: the name and tier names the contract stores (bytes of
 * UTF-8), and the texts of the details notes (bytes on chain, domain/details/details-limits.ts). Pure: no
 * React, no network.
 */
import {
  DETAILS_LIMITS,
  limitUse,
  listBytes,
  textBytes,
  type DetailsField,
  type LimitUse,
} from '../../domain/details/details-limits'
import { MAX_NAME_BYTES, MAX_TIER_NAME_BYTES } from '../../domain/contract/limits'
import { labelUse, optionsUse, splitOptions } from '../../domain/details/registration-questions'
import { utf8Length } from '../../domain/text/text-bytes'
import { splitList, WIZARD_STEP_COUNT, type WizardDraft } from './wizard'

/** The event's name, as the contract stores it. */
export const titleUse = (title: string) => limitUse(utf8Length(title.trim()), MAX_NAME_BYTES)
/** A tier's name, as the contract stores it. */
export const tierNameUse = (name: string) => limitUse(utf8Length(name.trim()), MAX_TIER_NAME_BYTES)
/** A text of the details notes. */
export const textUse = (text: string, field: DetailsField) => limitUse(textBytes(text), DETAILS_LIMITS[field])
/** A comma-separated list of the details notes (tags, a tier's benefits), as the list it makes. */
export const listUse = (text: string, field: DetailsField) =>
  limitUse(listBytes(splitList(text)), DETAILS_LIMITS[field])

/** The limited texts of each wizard step, as the draft holds them. */
function stepUses(draft: WizardDraft, step: number): LimitUse[] {
  switch (step) {
    case 0:
      return [titleUse(draft.title), textUse(draft.description, 'description'), listUse(draft.tags, 'tags')]
    case 2:
      return [
        textUse(draft.venue.name, 'venueName'),
        textUse(draft.venue.address, 'venueAddress'),
        textUse(draft.venue.city, 'venueCity'),
        textUse(draft.venue.state, 'venueState'),
        textUse(draft.venue.country, 'venueCountry'),
      ]
    case 3:
      return draft.ticketTiers.flatMap((tier) => [
        tierNameUse(tier.name),
        textUse(tier.description, 'tierDescription'),
        limitUse(listBytes(tier.benefits), DETAILS_LIMITS.tierBenefits),
      ])
    case 4:
      return [
        textUse(draft.organizer.name, 'organizerName'),
        textUse(draft.organizer.organization, 'organizerOrganization'),
        textUse(draft.organizer.email, 'organizerEmail'),
        textUse(draft.organizer.phone, 'organizerPhone'),
        ...draft.questions.flatMap((question) => [
          labelUse(question),
          optionsUse(splitOptions(question.options.join('\n'))),
        ]),
      ]
    default:
      return []
  }
}

/** The first wizard step holding a text past its limit, or null. */
export function firstOverLimitStep(draft: WizardDraft): number | null {
  for (let step = 0; step < WIZARD_STEP_COUNT; step += 1) {
    if (stepUses(draft, step).some((use) => use.over)) return step
  }
  return null
}
