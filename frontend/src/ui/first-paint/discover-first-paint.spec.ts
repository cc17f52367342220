// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest'
import type { EventListPage } from '../../chain'
import { makeEvent } from '../../testing/fake-chain'
import { paintDiscoverFirst } from './discover-first-paint'
import { DISCOVER_READ_KEY, firstRead, releaseFirstRead } from './first-read'

const later = makeEvent({
  eventId: 'EV-LATER',
  eventName: 'Autumn Builders Day',
  settings: { startsAt: 1_950_000_000, endsAt: 1_950_010_800, checkInOpensBefore: 0, selfCheckIn: false, decideBy: 0 },
  metadata: {
    ...makeEvent().metadata,
    timezone: 'Europe/Lisbon',
    venue: { name: 'Main Hall', address: '1 Chain Street', city: 'Lisbon', state: '', country: 'Portugal' },
  },
})
const sooner = makeEvent({
  eventId: 'EV-SOONER',
  eventName: 'Spring Meetup',
  settings: { startsAt: 1_900_000_000, endsAt: 1_900_010_800, checkInOpensBefore: 0, selfCheckIn: false, decideBy: 0 },
})
const listing: EventListPage = { events: [later, sooner], total: 2, nextBefore: null }

const cards = (root: HTMLElement) => [...root.querySelectorAll<HTMLElement>('[data-testid="discover-card"]')]

afterEach(() => releaseFirstRead(DISCOVER_READ_KEY))

describe('Discover drawn before the app has loaded', () => {
  it('draws the title and a card per event, sooner first, each linking to its page, and keeps the read', async () => {
    const root = document.createElement('div')
    await paintDiscoverFirst(root, async () => listing)
    expect(root.querySelector('h1')?.textContent).toBe('Discover events')
    expect(cards(root).map((card) => card.dataset.eventId)).toEqual(['EV-SOONER', 'EV-LATER'])
    const [, autumn] = cards(root)
    expect(autumn.querySelector('a')?.getAttribute('href')).toBe('/events/EV-LATER')
    expect(autumn.querySelector('a')?.textContent).toBe('Autumn Builders Day')
    expect(autumn.querySelector('[data-testid="discover-card-where"]')?.textContent).toContain('Main Hall')
    expect(autumn.querySelector('[data-testid="discover-card-when"]')?.textContent).not.toBe('')
    expect(autumn.querySelector('[data-testid="discover-card-price"]')?.textContent).not.toBe('')
    expect(cards(root)[0].querySelector('[data-testid="discover-card-where"]')).toBeNull()
    expect(firstRead(DISCOVER_READ_KEY)?.answer).toEqual({ value: listing })
  })

  it("frames the page as the app does: the attendee's navigation, folded into a menu on a phone, and the footer", async () => {
    window.history.replaceState(null, '', '/discover')
    const root = document.createElement('div')
    await paintDiscoverFirst(root, async () => listing)
    const links = [...root.querySelectorAll<HTMLAnchorElement>('#main-navigation a')]
    expect(
      links.map((link) => [link.textContent, link.getAttribute('href'), link.getAttribute('aria-current')]),
    ).toEqual([
      ['Discover events', '/discover', 'page'],
      ['For organisers', '/', null],
    ])
    const menu = root.querySelector<HTMLButtonElement>('[data-testid="nav-menu"]')!
    menu.click()
    expect(menu.getAttribute('aria-expanded')).toBe('true')
    expect(root.querySelector('#main-navigation')?.classList.contains('is-open')).toBe(true)
    expect(root.querySelector('.app-footer')?.textContent).toContain('DynaQR · dynamic QR codes')
  })

  it('leaves an empty list to the app, which says so, but hands it the read', async () => {
    const root = document.createElement('div')
    const none: EventListPage = { events: [], total: 0, nextBefore: null }
    await paintDiscoverFirst(root, async () => none)
    expect(root.childElementCount).toBe(0)
    expect(firstRead(DISCOVER_READ_KEY)?.answer).toEqual({ value: none })
  })

  it('leaves the page to the app when the app drew first', async () => {
    const root = document.createElement('div')
    root.append(document.createElement('header'))
    await paintDiscoverFirst(root, async () => listing)
    expect(cards(root)).toEqual([])
  })

  it('draws nothing when the read fails, and leaves the page to read again', async () => {
    const root = document.createElement('div')
    await paintDiscoverFirst(root, () => Promise.reject(new Error('node down')))
    expect(root.childElementCount).toBe(0)
    expect(firstRead(DISCOVER_READ_KEY)).toBeNull()
  })
})
