/**
 * A create that did not report success may have landed all the same (it was still pending when its
 * answer was lost, say). Its retry keeps the same event id, so the chain layer finds that event
 * instead of paying for a second one; a changed name or destination makes it a new event. Other
 * changed settings keep the id, so the chain layer can say that the event exists already with the
 * earlier settings instead of reporting the changed ones as created.
 */
import type { CreateEventInput } from './event'

export type CreateAttempt = Pick<CreateEventInput, 'eventId' | 'eventName' | 'currentUrl'>

/** The input built with the earlier attempt's id, when it would create that same event; else null. */
export function retriedCreateInput(
  previous: CreateAttempt | null,
  build: (eventId: string) => CreateEventInput,
): CreateEventInput | null {
  if (!previous) return null
  const input = build(previous.eventId)
  return input.eventName === previous.eventName && input.currentUrl === previous.currentUrl ? input : null
}

/** A create in the contract's own terms: what create_event stores, and what a retry must match. */
export interface CreateTerms {
  owner: string
  name: string
  url: string
  accessType: string
  expiry: bigint
  capacity: bigint
  /** Name, price in the currency's base units, quantity (0 = unlimited), transferable. */
  tiers: [string, bigint, bigint, boolean][]
  /** The currency: an asset's id, 0 for ALGO. */
  paymentAsset: bigint
}

/** The settings a person chose besides name and destination, as they are called on screen. */
const SETTING_LABELS = {
  accessType: 'access type',
  expiry: 'expiry',
  capacity: 'capacity',
  tiers: 'ticket tiers',
  paymentAsset: 'currency',
} as const

export type EarlierCreate =
  /** No event of this owner, name and destination has this id: the create is new (or not the sender's to make). */
  | { kind: 'none' }
  /** An earlier attempt created exactly this event: the create already succeeded. */
  | { kind: 'same' }
  /** An earlier attempt created this event with other settings: creating it again would not give what was asked. */
  | { kind: 'differs'; settings: string[] }

function sameTiers(a: CreateTerms['tiers'], b: CreateTerms['tiers']): boolean {
  return (
    a.length === b.length &&
    a.every(([name, price, quantity, transferable], index) => {
      const [otherName, otherPrice, otherQuantity, otherTransferable] = b[index]
      return (
        name === otherName && price === otherPrice && quantity === otherQuantity && transferable === otherTransferable
      )
    })
  )
}

/**
 * Whether the event already stored under a create's id is that create's own, landed earlier. Owner,
 * name and destination say whose attempt it was; the other settings say whether it is what this
 * attempt asks for.
 */
export function matchEarlierCreate(existing: CreateTerms | null, attempt: CreateTerms): EarlierCreate {
  if (!existing) return { kind: 'none' }
  if (existing.owner !== attempt.owner || existing.name !== attempt.name || existing.url !== attempt.url) {
    return { kind: 'none' }
  }
  const settings: string[] = []
  if (existing.accessType !== attempt.accessType) settings.push(SETTING_LABELS.accessType)
  if (existing.expiry !== attempt.expiry) settings.push(SETTING_LABELS.expiry)
  if (existing.capacity !== attempt.capacity) settings.push(SETTING_LABELS.capacity)
  if (!sameTiers(existing.tiers, attempt.tiers)) settings.push(SETTING_LABELS.tiers)
  if (existing.paymentAsset !== attempt.paymentAsset) settings.push(SETTING_LABELS.paymentAsset)
  return settings.length === 0 ? { kind: 'same' } : { kind: 'differs', settings }
}
