import { describe, expect, it } from 'vitest'
import { sourceInfo } from '../../../../artifacts/dynaqr/DynaQr.arc56.json'
import { REGISTRATION_REFUSAL_MESSAGES } from './registration-refusal-messages'
import { refusalInAppWords, seatsChanged } from './registration-refusals'

/** Every reason the compiled contract can give. */
const CONTRACT_REASONS = new Set(
  (sourceInfo.approval.sourceInfo as { errorMessage?: string }[]).flatMap((entry) =>
    entry.errorMessage ? [entry.errorMessage] : [],
  ),
)

describe('refusalInAppWords', () => {
  it("tells a reason the contract gives in the app's words", () => {
    expect(refusalInAppWords('Tier sold out')).toBe('This ticket sold out just now: you can join its waitlist instead.')
    expect(refusalInAppWords(' A paid registration is refunded by the event owner ')).toBe(
      REGISTRATION_REFUSAL_MESSAGES['A paid registration is refunded by the event owner'],
    )
  })

  it('passes on a reason it does not know as it came', () => {
    expect(refusalInAppWords('The wallet did not answer')).toBe('The wallet did not answer')
  })

  it('words only reasons the compiled contract really gives, so a renamed assert fails here', () => {
    for (const reason of Object.keys(REGISTRATION_REFUSAL_MESSAGES)) expect(CONTRACT_REASONS).toContain(reason)
  })
})

describe('seatsChanged', () => {
  it('is true for the refusals that mean the seats moved since the page read them', () => {
    expect(seatsChanged('Event is full')).toBe(true)
    expect(seatsChanged('Tier sold out')).toBe(true)
    expect(seatsChanged('Seats are still free: register instead of joining the waitlist')).toBe(true)
    expect(seatsChanged('Already registered')).toBe(false)
  })
})
