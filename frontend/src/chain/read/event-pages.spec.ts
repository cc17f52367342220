import { describe, expect, it } from 'vitest'
import type { DynaEvent } from '../../domain/event/event'
import { eachEventListPage, readEventsUntil, type EventListPage } from './event-pages'

/**
 * A list of `total` positions read `perPage` at a time, newest first, where only the positions in
 * `shown` hold an event the list shows; it records the `before` of every page asked.
 */
function positions(total: number, perPage: number, shown: (position: number) => boolean) {
  const asked: (number | undefined)[] = []
  const listPage = async (before: number | undefined): Promise<EventListPage> => {
    asked.push(before)
    const to = Math.min(total, before ?? total)
    const from = Math.max(0, to - perPage)
    const events = Array.from({ length: to - from }, (_, index) => to - 1 - index)
      .filter(shown)
      .map((position) => ({ eventId: `EV-${position}` }) as DynaEvent)
    return { events, total, nextBefore: from > 0 ? from : null }
  }
  return { listPage, asked }
}

const idsOf = (page: EventListPage) => page.events.map((event) => event.eventId)

describe('eachEventListPage', () => {
  it('reads from the given position down to the first event', async () => {
    const { listPage, asked } = positions(10, 4, () => true)
    const pages: EventListPage[] = []
    for await (const page of eachEventListPage(listPage, 6)) pages.push(page)
    expect(asked).toEqual([6, 2])
    expect(pages.map(idsOf)).toEqual([
      ['EV-5', 'EV-4', 'EV-3', 'EV-2'],
      ['EV-1', 'EV-0'],
    ])
  })
})

describe('readEventsUntil', () => {
  it('stops at the first page that brings it to the events wanted', async () => {
    const { listPage, asked } = positions(100, 10, (position) => position % 3 === 0)
    const read = await readEventsUntil(listPage, { wanted: 5, maxPages: 9 })
    expect(asked).toEqual([undefined, 90])
    expect(idsOf(read)).toEqual(['EV-99', 'EV-96', 'EV-93', 'EV-90', 'EV-87', 'EV-84', 'EV-81'])
    expect(read).toMatchObject({ total: 100, nextBefore: 80 })
  })

  it('stops after maxPages however few events they held, with where to go on', async () => {
    const { listPage, asked } = positions(100, 10, (position) => position < 5)
    const read = await readEventsUntil(listPage, { before: 80, wanted: 5, maxPages: 3 })
    expect(asked).toEqual([80, 70, 60])
    expect(read).toEqual({ events: [], total: 100, nextBefore: 50 })
  })

  it('stops at the first event of the index', async () => {
    const { listPage, asked } = positions(15, 10, () => true)
    const read = await readEventsUntil(listPage, { wanted: 50, maxPages: 9 })
    expect(asked).toEqual([undefined, 5])
    expect(idsOf(read)).toHaveLength(15)
    expect(read.nextBefore).toBeNull()
  })
})
