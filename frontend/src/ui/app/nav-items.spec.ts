import { describe, expect, it } from 'vitest'
import { isAttendeePage } from './nav-items'

describe('isAttendeePage', () => {
  it("is the public list of events, an event's public page, its registration and its access proof", () => {
    for (const path of [
      '/discover',
      '/discover/',
      '/events/ALGO-1',
      '/events/ALGO-1/',
      '/events/ALGO-1/register',
      '/events/ALGO-1/access',
    ])
      expect(isAttendeePage(path), path).toBe(true)
  })

  it("is not the organiser's pages", () => {
    for (const path of [
      '/',
      '/events',
      '/discover/x',
      '/events/ALGO-1/manage',
      '/events/ALGO-1/poster',
      '/events/ALGO-1/check-in',
    ])
      expect(isAttendeePage(path), path).toBe(false)
  })
})
