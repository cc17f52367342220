import { describe, expect, it } from 'vitest'
import { PRELOADED_ROUTES } from '../app/route-preload'
import { eventPageId } from './event-page-id'
import { eventPagePath, registrationPath, managePath, posterPath } from './event-paths'

describe('eventPageId', () => {
  it("is the event of its public page and its registration page, as the app's links write them", () => {
    expect(eventPageId(eventPagePath('EV-1'))).toBe('EV-1')
    expect(eventPageId(registrationPath('Café Night #2'))).toBe('Café Night #2')
    expect(eventPageId('/events/EV-1/')).toBe('EV-1')
  })

  it("is null for the event's other pages, other paths and an id that does not decode", () => {
    for (const path of [managePath('EV-1'), posterPath('EV-1'), '/events', '/discover', '/events/%E0%A4%A']) {
      expect(eventPageId(path), path).toBeNull()
    }
  })

  it('picks the same paths as the route whose first paint it starts', () => {
    const route = PRELOADED_ROUTES.find((candidate) => candidate.firstPaint)!
    for (const path of ['/events/EV-1', '/events/EV-1/register', '/events/EV-1/manage', '/events/EV-1/poster']) {
      expect(eventPageId(path) !== null, path).toBe(route.path.test(path))
    }
  })
})
