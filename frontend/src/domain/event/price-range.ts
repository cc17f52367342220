/** What an event's tickets cost, as the public list and the event's page show it. Pure: no React, no network. */
import { ALGO, amountBounds, amountIn, isZero } from '../money/amount'
import { priceLabel } from '../money/money-format'
import type { DynaEvent } from './event'

/**
 * The tickets' prices in the event's currency, as the contract charges them: 'Free' or '10 ALGO' when every ticket
 * costs the same, 'Free – 20 ALGO' when some are free and some are not, 'From 5 ALGO' when every
 * ticket is paid and the prices differ. An event without tiers charges its ticket price.
 */
export function priceRange(
  event: Pick<DynaEvent, 'tiers' | 'ticketPriceMicroAlgos'> & Partial<Pick<DynaEvent, 'currency'>>,
): string {
  const unit = event.currency ?? ALGO
  const prices =
    event.tiers.length > 0 ? event.tiers.map((tier) => tier.priceMicroAlgos) : [event.ticketPriceMicroAlgos]
  const bounds = amountBounds(prices.map((price) => amountIn(unit, price)))
  if (!bounds) return priceLabel(amountIn(unit, 0n))
  const { lowest, highest } = bounds
  if (lowest.base === highest.base) return priceLabel(lowest)
  if (!isZero(lowest)) return `From ${priceLabel(lowest)}`
  return `${priceLabel(lowest)} – ${priceLabel(highest)}`
}
