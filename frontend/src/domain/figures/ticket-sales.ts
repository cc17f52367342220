/**
 * What an owner's tickets have sold for, per currency: each tier's seats taken times its price,
 * summed in the event's currency and never across two currencies. Pure: no React, no network.
 */
import { addAmounts, amountIn, sameUnit, type Amount } from '../money/amount'
import { paidLabel } from '../money/money-format'
import type { DynaEvent } from '../event/event'
import { OWNER_FIGURES_MESSAGES } from './owner-figures-messages'

type PricedEvent = Pick<DynaEvent, 'tiers' | 'currency'>

/** One amount per currency the events sold tickets in, in the order first met; none when nothing was sold. */
export function ticketSales(events: readonly PricedEvent[]): Amount[] {
  const totals: Amount[] = []
  for (const event of events) {
    for (const tier of event.tiers) {
      const sale = amountIn(event.currency, tier.priceMicroAlgos * tier.sold)
      if (sale.base === 0n) continue
      const index = totals.findIndex((total) => sameUnit(total, sale))
      if (index === -1) totals.push(sale)
      else totals[index] = addAmounts(totals[index], sale)
    }
  }
  return totals
}

/** '250.00 USDC · 40 ALGO', or 'None yet'. */
export function ticketSalesText(sales: readonly Amount[]): string {
  return sales.length === 0 ? 'None yet' : sales.map(paidLabel).join(' · ')
}

/** A figure as the Dashboard's and Analytics' tiles show it; `inWords`: words rather than a count, set smaller. */
export interface FigureTile {
  key: string
  label: string
  value: string
  hint: string
  inWords?: boolean
}

/** The ticket sales tile, the same on the Dashboard and Analytics. */
export function ticketSalesTile(sales: readonly Amount[]): FigureTile {
  return {
    key: 'sales',
    label: 'Ticket sales',
    value: ticketSalesText(sales),
    hint: OWNER_FIGURES_MESSAGES.salesHint,
    inWords: true,
  }
}
