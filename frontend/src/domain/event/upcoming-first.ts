/**
 * The public list's order, for visitors looking for something to attend: what is happening now
 * (ending soonest first), then what is coming (starting soonest first), then anything already
 * over by this device's clock, then events without a date. Events that tie keep their order.
 */
import type { EventSettings } from './event'

type Dated = { settings: Pick<EventSettings, 'startsAt' | 'endsAt'> }

/** Dated as the event page shows dates: a start, and an end after it. */
const isDated = ({ startsAt, endsAt }: Dated['settings']) => startsAt > 0 && endsAt > startsAt

/** From its start to its end, both included. */
export function isHappeningNow({ settings }: Dated, nowSeconds: number): boolean {
  return isDated(settings) && settings.startsAt <= nowSeconds && nowSeconds <= settings.endsAt
}

/** The group an event falls in, and its place within it. */
function rank(event: Dated, nowSeconds: number): [group: number, key: number] {
  const { startsAt, endsAt } = event.settings
  if (!isDated(event.settings)) return [3, 0]
  if (isHappeningNow(event, nowSeconds)) return [0, endsAt]
  return startsAt > nowSeconds ? [1, startsAt] : [2, startsAt]
}

export function upcomingFirst<T extends Dated>(events: readonly T[], nowSeconds: number): T[] {
  const ranked = events.map((event) => ({ event, rank: rank(event, nowSeconds) }))
  ranked.sort((a, b) => a.rank[0] - b.rank[0] || a.rank[1] - b.rank[1])
  return ranked.map(({ event }) => event)
}
