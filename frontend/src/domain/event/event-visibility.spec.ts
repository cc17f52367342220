import { describe, expect, it } from 'vitest'
import { registrationPolicy, visibilityOf } from './event-visibility'

describe('registrationPolicy', () => {
  it('lists public events only, public by default', () => {
    expect(registrationPolicy(undefined, undefined)).toEqual({ listed: true, approvalRequired: false })
    expect(registrationPolicy('public', false).listed).toBe(true)
    expect(registrationPolicy('unlisted', false)).toEqual({ listed: false, approvalRequired: false })
  })

  it('holds every registration of a private event for approval, and any event where the organiser asked', () => {
    expect(registrationPolicy('private', false)).toEqual({ listed: false, approvalRequired: true })
    expect(registrationPolicy('public', true)).toEqual({ listed: true, approvalRequired: true })
  })
})

describe('visibilityOf', () => {
  it('reads the chain flags back as the choice that made them', () => {
    for (const visibility of ['public', 'unlisted', 'private'] as const) {
      expect(visibilityOf(registrationPolicy(visibility, false), visibility)).toBe(visibility)
    }
  })

  it('trusts the chain over the note: a listed event is public whatever its note says', () => {
    expect(visibilityOf({ listed: true, approvalRequired: true }, 'private')).toBe('public')
    expect(visibilityOf({ listed: false, approvalRequired: false }, 'private')).toBe('unlisted')
  })
})
