/**
 * The public list's order, for visitors looking for something to attend: what is happening now
 * (ending soonest first), then what is coming (starting soonest first), then anything already
 * over by this device's clock, then events without a date. Events that tie keep their order.
 */
import type { EventSettings } from './types'

type Dated = { settings: Pick<EventSettings, 'startsAt' | 'endsAt'> }

/** The group an event falls in, and its place within it. */
function rank({ settings: { startsAt, endsAt } }: Dated, nowSeconds: number): [group: number, key: number] {
  if (!(startsAt > 0) || !(endsAt > startsAt)) return [3, 0]
  if (startsAt > nowSeconds) return [1, startsAt]
  return endsAt >= nowSeconds ? [0, endsAt] : [2, startsAt]
}

export function upcomingFirst<T extends Dated>(events: readonly T[], nowSeconds: number): T[] {
  const ranked = events.map((event) => ({ event, rank: rank(event, nowSeconds) }))
  ranked.sort((a, b) => a.rank[0] - b.rank[0] || a.rank[1] - b.rank[1])
  return ranked.map(({ event }) => event)
}
