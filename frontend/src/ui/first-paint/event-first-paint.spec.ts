// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest'
import { makeEvent } from '../../testing/fake-chain'
import { paintEventFirst, type FirstPaintSources } from './event-first-paint'
import { eventReadKey, firstRead, releaseFirstRead } from './first-read'

const firstEventRead = (eventId: string) => firstRead(eventReadKey(eventId))

const event = makeEvent({
  eventId: 'EV-1',
  eventName: 'Lisbon Builders Day',
  description: 'Talks on a slow phone.',
  settings: { startsAt: 1_900_000_000, endsAt: 1_900_010_800, checkInOpensBefore: 0, selfCheckIn: false, decideBy: 0 },
  metadata: {
    ...makeEvent().metadata,
    timezone: 'Europe/Lisbon',
    venue: { name: 'Main Hall', address: '1 Chain Street', city: 'Lisbon', state: '', country: 'Portugal' },
  },
})

const sources = (overrides: Partial<FirstPaintSources> = {}): FirstPaintSources => ({
  read: async () => event,
  keepsTicket: () => false,
  ...overrides,
})

const text = (root: HTMLElement, selector: string) => root.querySelector(selector)?.textContent ?? null

afterEach(() => releaseFirstRead(eventReadKey('EV-1')))

describe('the event page drawn before the app has loaded', () => {
  it("draws the event's title, date, venue and a Register button, and keeps the read for the page", async () => {
    const root = document.createElement('div')
    await paintEventFirst(root, 'EV-1', sources())
    expect(text(root, '#registration-event-title')).toBe('Lisbon Builders Day')
    expect(text(root, '[data-testid="registration-when-event"]')).toBe('Sun 17 Mar 2030, 17:46–20:46 WET')
    expect(text(root, '[data-testid="registration-location"]')).toBe('Main Hall1 Chain Street, Lisbon, Portugal')
    expect(text(root, '.registration__description')).toBe('Talks on a slow phone.')
    expect(text(root, '[data-testid="first-paint-register"]')).toBe('Register')
    expect(text(root, '.app-header__brand')).toBe('QRDynaQR')
    expect(firstEventRead('EV-1')?.answer).toEqual({ value: event })
  })

  it('says the Register button is on its way when it is pressed before the app has arrived', async () => {
    const root = document.createElement('div')
    await paintEventFirst(root, 'EV-1', sources())
    const register = root.querySelector<HTMLButtonElement>('[data-testid="first-paint-register"]')!
    register.click()
    expect(register.disabled).toBe(true)
    expect(register.getAttribute('aria-busy')).toBe('true')
  })

  it('offers no Register button for an inactive event', async () => {
    const root = document.createElement('div')
    await paintEventFirst(root, 'EV-1', sources({ read: async () => ({ ...event, active: false }) }))
    expect(text(root, '#registration-event-title')).toBe('Lisbon Builders Day')
    expect(root.querySelector('[data-testid="first-paint-register"]')).toBeNull()
  })

  it('leaves the page to the app when the app drew first, but still hands it the read', async () => {
    const root = document.createElement('div')
    root.append(document.createElement('header'))
    await paintEventFirst(root, 'EV-1', sources())
    expect(root.querySelector('#registration-event-title')).toBeNull()
    expect(firstEventRead('EV-1')?.answer).toEqual({ value: event })
  })

  it('draws nothing for an event that does not exist, and hands the page that answer', async () => {
    const root = document.createElement('div')
    await paintEventFirst(root, 'EV-1', sources({ read: async () => null }))
    expect(root.childElementCount).toBe(0)
    expect(firstEventRead('EV-1')?.answer).toEqual({ value: null })
  })

  it('draws nothing when the read fails, and leaves the page to read again', async () => {
    const root = document.createElement('div')
    await paintEventFirst(root, 'EV-1', sources({ read: () => Promise.reject(new Error('node down')) }))
    expect(root.childElementCount).toBe(0)
    expect(firstEventRead('EV-1')).toBeNull()
  })

  it('draws nothing when this browser keeps a ticket for the event: the page shows the ticket', async () => {
    const root = document.createElement('div')
    await paintEventFirst(root, 'EV-1', sources({ keepsTicket: () => true }))
    expect(root.childElementCount).toBe(0)
  })
})
