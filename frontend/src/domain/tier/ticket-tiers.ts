/**
 * Ticket tiers and their prices. The contract charges a price in microALGO (bigint); a tier's price
 * as people read it is an Amount in its currency (domain/money). Decimal ALGO appears only where
 * people type a price: the wizard's and the editor's fields and the tiers of the event's details
 * note (which state prices as typed).
 */
import { ALGO, amountIn, type Amount, type MoneyUnit } from '../money/amount'
import { priceLabel } from '../money/money-format'
import { MAX_TIER_NAME_BYTES, MAX_TIERS } from '../contract/limits'
import { truncateUtf8 } from '../text/text-bytes'
import { clampTierTerms, type Currency } from './tier-terms'

/** A tier as the wizard and the event's details note hold it; tier-terms.ts turns it into contract terms. */
export interface TicketTier {
  id: string
  name: string
  description: string
  /** In the event's currency as typed (ALGO, not microALGO). */
  price: number
  /** The event's currency code as the note names it: information only, it never prices the tier. */
  currency: Currency
  /** As typed: NaN (an empty field) is unlimited; the note stores 0 for it. */
  quantity: number
  benefits: string[]
  transferable: boolean
  salesStart?: string
  salesEnd?: string
}

/** On-chain tier as stored by the contract. */
export interface ChainTier {
  name: string
  priceMicroAlgos: bigint
  quantity: bigint
  sold: bigint
  /** false: its attendance tokens are frozen in their holders' accounts. */
  transferable: boolean
}

/** A tier as create_event takes it; quantity 0 = unlimited. */
export type ContractTierTerms = Omit<ChainTier, 'sold'>

/** A tier as an event offers it: the contract's terms, described by the note's tier at the same index. */
export interface EventTier {
  index: number
  id: string
  name: string
  description: string
  benefits: string[]
  /** The event's currency code: the note's `currency` is information only. */
  currency: Currency
  /** What priceMicroAlgos counts in: the event's currency (ALGO or its asset). */
  unit: MoneyUnit
  /** What registering charges, in base units of `unit`: the contract's price. */
  priceMicroAlgos: bigint
  /** Tickets left, or null when unlimited. */
  remaining: number | null
}

export function defaultTierName(index: number): string {
  return `Tier ${index + 1}`
}

/** The note's tiers as the contract stores them: at most MAX_TIERS, names of at most MAX_TIER_NAME_BYTES. */
export function contractTierTerms(tiers: readonly TicketTier[], eventCurrency?: MoneyUnit): ContractTierTerms[] {
  return tiers.slice(0, MAX_TIERS).map((tier, index) => {
    const { priceMicroAlgos, quantity } = clampTierTerms(tier, eventCurrency)
    return {
      name: truncateUtf8(tier.name.trim() || defaultTierName(index), MAX_TIER_NAME_BYTES),
      priceMicroAlgos,
      quantity: BigInt(quantity),
      transferable: tier.transferable !== false,
    }
  })
}

/** The event's ticket price as its page states it: the first tier's; 0 without tiers. */
export function ticketPriceMicroAlgos(tiers: readonly Pick<ChainTier, 'priceMicroAlgos'>[]): bigint {
  return tiers[0]?.priceMicroAlgos ?? 0n
}

function remainingOnChain(tier: ChainTier): number | null {
  return tier.quantity > 0n ? Math.max(0, Number(tier.quantity - tier.sold)) : null
}

function mergeTier(
  index: number,
  chain: ChainTier | undefined,
  note: TicketTier | undefined,
  eventCurrency: MoneyUnit,
): EventTier {
  // Every tier is priced and charged in the event's currency, whatever currency its note names.
  const typed = note && clampTierTerms(note, eventCurrency)
  // The contract enforces price and stock; the note's terms stand only for a tier it does not hold.
  const priceMicroAlgos = chain ? chain.priceMicroAlgos : (typed?.priceMicroAlgos ?? 0n)
  let remaining: number | null = null
  if (chain) remaining = remainingOnChain(chain)
  else if (typed && typed.quantity > 0) remaining = typed.quantity
  return {
    index,
    id: note?.id || `tier-${index + 1}`,
    name: note?.name?.trim() || chain?.name?.trim() || defaultTierName(index),
    description: note?.description ?? '',
    benefits: note?.benefits ?? [],
    currency: eventCurrency.code,
    unit: eventCurrency,
    priceMicroAlgos,
    remaining,
  }
}

/**
 * An event's tiers: the contract's tiers (price and stock are enforced there) merged by index with
 * the note's (names, descriptions). Either may hold more tiers than the other.
 */
export function mergeTiers(
  chainTiers: readonly ChainTier[],
  noteTiers: readonly TicketTier[] = [],
  eventCurrency: MoneyUnit = ALGO,
): EventTier[] {
  const count = Math.max(chainTiers.length, noteTiers.length)
  return Array.from({ length: count }, (_, index) =>
    mergeTier(index, chainTiers[index], noteTiers[index], eventCurrency),
  )
}

type PricedTier = Pick<EventTier, 'priceMicroAlgos'> & Partial<Pick<EventTier, 'unit'>>

/** A tier's price: what the contract charges, in the event's currency (ALGO when no unit is given). */
export function tierPrice(tier: PricedTier): Amount {
  return amountIn(tier.unit ?? ALGO, tier.priceMicroAlgos)
}

/** '10 ALGO', '25.00 USDC', or 'Free'. */
export function tierPriceLabel(tier: PricedTier): string {
  return priceLabel(tierPrice(tier))
}
