import { describe, expect, it } from 'vitest'
import { firstPaintPage } from './first-paint-page'

describe('firstPaintPage', () => {
  it("names an event's page and its registration page, with the event", () => {
    expect(firstPaintPage('/events/EV-1')).toEqual({ kind: 'event', eventId: 'EV-1' })
    expect(firstPaintPage('/events/EV%201/register/')).toEqual({ kind: 'event', eventId: 'EV 1' })
  })

  it('names Discover', () => {
    expect(firstPaintPage('/discover')).toEqual({ kind: 'discover' })
    expect(firstPaintPage('/discover/')).toEqual({ kind: 'discover' })
  })

  it('is null for the pages drawn by the app alone', () => {
    for (const path of ['/', '/events', '/events/EV-1/manage', '/events/EV-1/check-in', '/discovery', '/resolve']) {
      expect(firstPaintPage(path), path).toBeNull()
    }
  })
})
