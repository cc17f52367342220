import { describe, expect, it } from 'vitest'
import { ALGO } from '../../../domain/money/amount'
import { REGISTRATION_MESSAGES } from '../../../domain/registration/registration-messages'
import type { DynaEvent } from '../../../domain/event/event'
import { QUESTION_LIMITS, type RegistrationQuestion } from '../../../domain/details/registration-questions'
import {
  ATTENDANCE_STEPS,
  balanceError,
  buildRegistrationMetadata,
  attendanceSteps,
  completionStage,
  completionText,
  completionTitle,
  defaultTierIndex,
  progressFromRegistration,
  registrationStatusLabel,
  eventCategory,
  eventDescription,
  formatTierPrice,
  insufficientBalanceMessage,
  isLimitedAvailability,
  registrationFailedMessage,
  registrationTiers,
  totalWithFee,
  validateRegistration,
} from './registration-model'

function makeEvent(overrides: Partial<DynaEvent> = {}): DynaEvent {
  return {
    eventId: 'EV-1',
    eventName: 'Event',
    currentUrl: 'https://example.com',
    description: '',
    accessType: 'public',
    expiryDate: 0,
    createdAt: 1_700_000_000,
    owner: 'OWNER',
    scanCount: 0,
    active: true,
    listed: true,
    approvalRequired: false,
    currency: ALGO,
    resolverUrl: 'http://localhost/resolve?event=EV-1',
    ticketPriceMicroAlgos: 0n,
    maxCapacity: 0,
    registeredCount: 0,
    attendedCount: 0,
    mintedCount: 0,
    lastScannedAt: 0,
    lastUpdatedAt: 0,
    urlUpdateCount: 0,
    dailyScans: [0, 0, 0, 0, 0, 0, 0],
    scanBudgetMicroAlgos: 0n,
    paysAttendeeCosts: false,
    attendeeBudgetMicroAlgos: 0n,
    scanLimits: { perRound: 8, perDay: 250, sponsoredToday: 0 },
    seq: 0,
    settings: { startsAt: 0, endsAt: 0, checkInOpensBefore: 0, selfCheckIn: false, decideBy: 0 },
    sealKey: null,
    sealKeyVersion: 0,
    tiers: [],
    metadata: {},
    ...overrides,
  }
}

describe('display placeholders', () => {
  it('category is the first tag or On-Chain', () => {
    expect(eventCategory(makeEvent({ metadata: { tags: ['music', 'live'] } }))).toBe('music')
    expect(eventCategory(makeEvent({ metadata: { tags: [] } }))).toBe('On-Chain')
    expect(eventCategory(makeEvent())).toBe('On-Chain')
  })

  it('description falls back', () => {
    expect(eventDescription(makeEvent({ description: 'Hello' }))).toBe('Hello')
    expect(eventDescription(makeEvent({ metadata: { description: 'From metadata' } }))).toBe('From metadata')
    expect(eventDescription(makeEvent())).toBe('No description provided.')
  })
})

describe('tiers', () => {
  const event = makeEvent({
    metadata: {
      ticketTiers: [
        {
          id: 'general',
          name: 'General Admission',
          description: 'Std',
          price: 10,
          currency: 'ALGO',
          quantity: 100,
          benefits: ['Event access'],
          transferable: true,
        },
        {
          id: 'vip',
          name: 'VIP',
          description: '',
          price: 25,
          currency: 'USD',
          quantity: 10,
          benefits: [],
          transferable: true,
        },
      ],
    },
    tiers: [
      { name: 'General Admission', priceMicroAlgos: 10_000_000n, quantity: 100n, sold: 95n, transferable: true },
      { name: 'VIP', priceMicroAlgos: 25_000_000n, quantity: 10n, sold: 0n, transferable: false },
      { name: '', priceMicroAlgos: 1_500_000n, quantity: 0n, sold: 3n, transferable: true },
    ],
  })

  it('merges metadata and on-chain tiers', () => {
    const tiers = registrationTiers(event)
    expect(tiers).toHaveLength(3)
    expect(tiers[0]).toMatchObject({
      name: 'General Admission',
      price: 10,
      currency: 'ALGO',
      paymentMicroAlgos: 10_000_000n,
      remaining: 5,
    })
    expect(tiers[1]).toMatchObject({
      name: 'VIP',
      price: 25,
      currency: 'ALGO',
      unit: ALGO,
      paymentMicroAlgos: 25_000_000n,
      remaining: 10,
    })
    expect(tiers[2]).toMatchObject({ name: 'Tier 3', price: 1.5, paymentMicroAlgos: 1_500_000n, remaining: null })
  })

  it("shows an ALGO tier at the contract's price, which the attendee pays, even when the description is older", () => {
    const repriced = {
      ...event,
      tiers: [{ ...event.tiers[0], priceMicroAlgos: 12_500_000n }, ...event.tiers.slice(1)],
    }
    const [general, vip] = registrationTiers(repriced)
    expect(general).toMatchObject({ price: 12.5, paymentMicroAlgos: 12_500_000n })
    expect(formatTierPrice(general)).toBe('12.5 ALGO')
    expect(vip).toMatchObject({ price: 25, currency: 'ALGO', paymentMicroAlgos: 25_000_000n })
    expect(formatTierPrice(vip)).toBe('25 ALGO')
  })

  it("prices every tier of an event in an asset in that asset, whatever currency the note's tier names", () => {
    const usdc = { code: 'USDC', decimals: 6, assetId: 10_458_941n }
    const [general, vip] = registrationTiers({ ...event, currency: usdc })
    expect(general).toMatchObject({ price: 10, currency: 'USDC', unit: usdc, paymentMicroAlgos: 10_000_000n })
    expect(vip).toMatchObject({ price: 25, currency: 'USDC', unit: usdc, paymentMicroAlgos: 25_000_000n })
    expect(formatTierPrice(vip)).toBe('25.00 USDC')
  })

  it('marks fewer than 10 remaining as limited', () => {
    const tiers = registrationTiers(event)
    expect(isLimitedAvailability(tiers[0].remaining)).toBe(true)
    expect(isLimitedAvailability(tiers[1].remaining)).toBe(false)
    expect(isLimitedAvailability(tiers[2].remaining)).toBe(false)
    expect(isLimitedAvailability(9)).toBe(true)
    expect(isLimitedAvailability(0)).toBe(true)
  })

  it('offers General Admission at the event price when there are no tiers', () => {
    const tiers = registrationTiers(
      makeEvent({ ticketPriceMicroAlgos: 2_000_000n, maxCapacity: 50, registeredCount: 45 }),
    )
    expect(tiers).toEqual([
      expect.objectContaining({
        index: 0,
        name: 'General Admission',
        price: 2,
        paymentMicroAlgos: 2_000_000n,
        remaining: 5,
      }),
    ])
  })

  it('defaults to General Admission', () => {
    const tiers = registrationTiers(event)
    expect(defaultTierIndex(tiers)).toBe(0)
    expect(
      defaultTierIndex([
        { ...tiers[1], index: 0 },
        { ...tiers[0], index: 1 },
      ]),
    ).toBe(1)
    expect(defaultTierIndex([{ ...tiers[0], remaining: 0 }, tiers[1]])).toBe(1)
  })

  it('formats prices and totals with the 0.001 ALGO fee', () => {
    const usdc = { code: 'USDC', decimals: 6, assetId: 10_458_941n }
    expect(formatTierPrice({ price: 10 })).toBe('10 ALGO')
    expect(formatTierPrice({ price: 10, unit: ALGO })).toBe('10 ALGO')
    expect(formatTierPrice({ price: 0, unit: ALGO })).toBe('Free')
    expect(formatTierPrice({ price: 25, unit: usdc })).toBe('25.00 USDC')
    expect(totalWithFee({ price: 10, unit: ALGO })).toBe(10.001)
    expect(totalWithFee({ price: 0.1 })).toBe(0.101)
    expect(totalWithFee({ price: 0, unit: ALGO })).toBe(0.001)
    // A price in an asset is not paid in ALGO: the total in ALGO is the fee alone.
    expect(totalWithFee({ price: 25, unit: usdc })).toBe(0.001)
  })
})

describe('balance check', () => {
  it('formats required and available with 4 decimals', () => {
    expect(insufficientBalanceMessage(10_000_000n, 1_234_567n)).toBe(
      'Insufficient ALGO balance. Required: 10.0000 ALGO, Available: 1.2346 ALGO',
    )
  })

  it('passes when the balance covers the price, or nothing is paid', () => {
    expect(balanceError(10_000_000n, 10_000_000n)).toBeNull()
    expect(balanceError(0n, 0n)).toBeNull()
    expect(balanceError(10_000_000n, 9_999_999n)).toBe(
      'Insufficient ALGO balance. Required: 10.0000 ALGO, Available: 10.0000 ALGO',
    )
  })
})

describe('validateRegistration', () => {
  const form = { attendeeName: 'Ada', attendeeEmail: 'ada@example.com', attendeePhone: '', tierIndex: 0, answers: {} }

  it('checks wallet, required fields, then the event', () => {
    expect(validateRegistration(form, { walletAddress: null, event: { active: true } })).toBe(
      'Please connect your wallet first',
    )
    expect(validateRegistration({ ...form, attendeeName: ' ' }, { walletAddress: 'A', event: { active: true } })).toBe(
      'Please fill in all required fields',
    )
    expect(validateRegistration({ ...form, attendeeEmail: '' }, { walletAddress: 'A', event: { active: true } })).toBe(
      'Please fill in all required fields',
    )
    expect(validateRegistration(form, { walletAddress: 'A', event: { active: false } })).toBe('Event is not active')
    expect(validateRegistration(form, { walletAddress: 'A', event: { active: true } })).toBeNull()
  })

  it('builds metadata with the tier label and payment', () => {
    const [tier] = registrationTiers(makeEvent({ ticketPriceMicroAlgos: 1_000_000n }))
    expect(buildRegistrationMetadata({ ...form, attendeeName: ' Ada ' }, tier)).toEqual({
      attendeeName: 'Ada',
      attendeeEmail: 'ada@example.com',
      attendeePhone: '',
      ticketTierLabel: 'General Admission',
      paymentAmountMicroAlgos: 1_000_000,
    })
  })

  describe("the organiser's questions", () => {
    const questions: RegistrationQuestion[] = [
      { id: 'q1', kind: 'text', label: 'Company', required: true, options: [] },
      { id: 'q2', kind: 'choice', label: 'Meal', required: false, options: ['Vegan', 'Any'] },
    ]
    const event = makeEvent({ sealKey: 'a2V5', metadata: { questions } })

    it('refuses a required question left unanswered, naming it, before anything is sent', () => {
      expect(validateRegistration(form, { walletAddress: 'A', event })).toBe(
        'Please fill in all required fields: "Company" needs an answer.',
      )
      expect(validateRegistration({ ...form, answers: { q1: '   ' } }, { walletAddress: 'A', event })).toBe(
        'Please fill in all required fields: "Company" needs an answer.',
      )
      expect(validateRegistration({ ...form, answers: { q1: 'Acme' } }, { walletAddress: 'A', event })).toBeNull()
    })

    it('refuses an answer past its limit and a choice that is not offered', () => {
      const long = { q1: 'x'.repeat(QUESTION_LIMITS.answerBytes + 1) }
      expect(validateRegistration({ ...form, answers: long }, { walletAddress: 'A', event })).toMatch(
        /Your answer to "Company" is too long/,
      )
      expect(
        validateRegistration({ ...form, answers: { q1: 'Acme', q2: 'Fish' } }, { walletAddress: 'A', event }),
      ).toBe('Please choose one of the answers offered for "Meal".')
    })

    it('asks nothing where the event has no guest-list key: nothing would be sent', () => {
      const unsealed = { ...event, sealKey: null }
      expect(validateRegistration(form, { walletAddress: 'A', event: unsealed })).toBeNull()
      const [tier] = registrationTiers(unsealed)
      expect(buildRegistrationMetadata({ ...form, answers: { q1: 'Acme' } }, tier, []).answers).toBeUndefined()
    })

    it('refuses details and answers that together do not fit in one registration', () => {
      const full = 'é'.repeat(64) // 128 bytes: the most each contact detail is sealed with
      const fiveQuestions: RegistrationQuestion[] = [1, 2, 3, 4, 5].map((n) => ({
        id: `q${n}`,
        kind: 'text',
        label: `Question ${n}`,
        required: false,
        options: [],
      }))
      const answers = Object.fromEntries(fiveQuestions.map((q) => [q.id, 'a'.repeat(QUESTION_LIMITS.answerBytes)]))
      const crowded = makeEvent({ sealKey: 'a2V5', metadata: { questions: fiveQuestions } })
      const values = { ...form, attendeeName: full, attendeeEmail: full, attendeePhone: full, answers }
      expect(validateRegistration(values, { walletAddress: 'A', event: crowded })).toMatch(
        /^Your details and answers are \d+ letters too long to send together/,
      )
      // Five answers at their limit fit beside a typical name and email.
      expect(validateRegistration({ ...form, answers }, { walletAddress: 'A', event: crowded })).toBeNull()
    })

    it('seals only the answers to the asked questions, trimmed', () => {
      const [tier] = registrationTiers(event)
      const metadata = buildRegistrationMetadata(
        { ...form, answers: { q1: ' Acme ', q2: '', q9: 'stale' } },
        tier,
        questions,
      )
      expect(metadata.answers).toEqual({ q1: 'Acme' })
    })
  })

  it('adds the reason to Registration failed', () => {
    expect(registrationFailedMessage('Event is full')).toBe('Registration failed: Event is full')
    expect(registrationFailedMessage()).toBe('Registration failed')
    expect(registrationFailedMessage('Registration failed')).toBe('Registration failed')
  })
})

describe('attendance progress', () => {
  it('names the attendance steps, the first whichever way attendance is recorded', () => {
    expect(ATTENDANCE_STEPS.map((step) => [step.key, step.label])).toEqual([
      ['confirm', 'Attendance recorded'],
      ['mint', 'Create your attendance token'],
      ['claim', 'Claim it to your wallet'],
    ])
  })

  it('derives the progress of a stored registration', () => {
    expect(progressFromRegistration(null)).toEqual({ confirm: 'pending', mint: 'pending', claim: 'pending' })
    expect(progressFromRegistration({ status: 'attended', nftMinted: true, nftClaimed: false })).toEqual({
      confirm: 'done',
      mint: 'done',
      claim: 'pending',
    })
  })

  it('labels statuses', () => {
    expect(registrationStatusLabel('confirmed')).toBe('Registered')
    expect(registrationStatusLabel('attended')).toBe('Checked in')
    expect(registrationStatusLabel('cancelled')).toBe('Refunded')
    expect(registrationStatusLabel('pending')).toBe('Waiting for approval')
  })

  it("labels a cancelled registration 'Declined' only where the page saw it declined", () => {
    expect(registrationStatusLabel('cancelled', true)).toBe('Declined')
    expect(registrationStatusLabel('confirmed', true)).toBe('Registered')
  })
})

describe('completion stage', () => {
  const paid = { paymentAmountMicroAlgos: 5_000_000n, closedToAccount: false }
  const free = { paymentAmountMicroAlgos: 0n, closedToAccount: false }

  it('follows the registration from waiting for approval to the token', () => {
    expect(completionStage({ status: 'pending', nftClaimed: false, nftMinted: false }, false)).toBe('waiting')
    expect(completionStage({ status: 'confirmed', nftClaimed: false, nftMinted: false }, false)).toBe('registered')
    expect(completionStage({ status: 'attended', nftClaimed: false, nftMinted: false }, false)).toBe('checked-in')
    expect(completionStage({ status: 'attended', nftClaimed: true, nftMinted: true }, false)).toBe('complete')
  })

  it("counts a token the app keeps for a passkey attendee as theirs, and a wallet's only once claimed", () => {
    const kept = { status: 'attended', nftClaimed: false, nftMinted: true } as const
    expect(completionStage(kept, false, true)).toBe('complete')
    expect(completionStage(kept, false)).toBe('checked-in')
    expect(completionText('complete', free, false, true)).toBe(
      'Your attendance token is kept for you. Thank you for attending! You can move it into an app of your own any time.',
    )
    expect(progressFromRegistration(kept, true).claim).toBe('done')
    expect(progressFromRegistration(kept).claim).toBe('pending')
    expect(attendanceSteps(true).map((step) => step.label)).toEqual([
      'Attendance recorded',
      'Create your attendance token',
      'Kept for you',
    ])
  })

  it('tells a decline the page saw from a cancellation it did not', () => {
    expect(completionStage({ status: 'cancelled', nftClaimed: false, nftMinted: false }, true)).toBe('declined')
    expect(completionStage({ status: 'cancelled', nftClaimed: false, nftMinted: false }, false)).toBe('cancelled')
    expect(completionTitle('declined')).toBe('Registration Declined')
    expect(completionTitle('cancelled')).toBe('Registration Cancelled')
  })

  it('says the payment is held while waiting, and returned once declined', () => {
    expect(completionTitle('waiting')).toBe('Waiting for Approval')
    expect(completionText('waiting', paid, false)).toBe(REGISTRATION_MESSAGES.waitingForApproval(true))
    expect(completionText('waiting', paid, false)).toContain('comes back to your wallet if they decline')
    expect(completionText('waiting', free, false)).not.toContain('payment')
    expect(completionText('declined', paid, false)).toBe(
      'The organiser declined this registration. Your payment was returned to your wallet.',
    )
    expect(completionText('declined', free, false)).toBe('The organiser declined this registration.')
    expect(completionText('declined', { ...paid, closedToAccount: true }, false)).toContain(
      'This event is closed to this account',
    )
  })

  it('names how attendance is recorded once registered', () => {
    expect(completionText('registered', free, true)).toContain('confirm your attendance here')
    expect(completionText('registered', free, false)).toContain('Show your ticket at the entrance')
    expect(completionText('cancelled', { ...free, closedToAccount: true }, false)).toBe(
      REGISTRATION_MESSAGES.cancelledAndClosed,
    )
  })
})
