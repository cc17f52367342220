/** What an event's tickets cost, as the public list shows it. Pure: no React, no network. */
import { formatAmount, formatPrice, microAlgosToAlgos } from './format'
import type { DynaEvent } from './types'

/**
 * The cheapest and dearest ticket in ALGO, as the contract charges them: 'Free', '10 ALGO',
 * 'Free to 10 ALGO' or '5 to 20 ALGO'. An event without tiers charges its ticket price.
 */
export function priceRange(event: Pick<DynaEvent, 'tiers' | 'ticketPriceMicroAlgos'>): string {
  const prices =
    event.tiers.length > 0 ? event.tiers.map((tier) => tier.priceMicroAlgos) : [event.ticketPriceMicroAlgos]
  const algos = prices.map(microAlgosToAlgos)
  const lowest = Math.min(...algos)
  const highest = Math.max(...algos)
  if (lowest === highest) return formatPrice(lowest)
  return `${lowest > 0 ? formatAmount(lowest) : 'Free'} to ${formatPrice(highest)}`
}
