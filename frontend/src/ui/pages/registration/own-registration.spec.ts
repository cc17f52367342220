import { describe, expect, it } from 'vitest'
import { formatAlgoAmount } from '../../../domain/money/algo'
import { registrationBoxMbr } from '../../../domain/costs/mbr'
import { OWN_REGISTRATION_MESSAGES as TEXTS } from '../../../domain/registration/registration-page-messages'
import { makeRegistration } from '../../../testing/fake-chain'
import { cancelledText, cancelTerms } from './own-registration'

const deposit = formatAlgoAmount(registrationBoxMbr())
const free = { paymentAmountMicroAlgos: 0n, paymentAmountAlgos: 0 }

describe('cancelTerms, as cancel_registration allows it', () => {
  it('cancels a free registration: nothing comes back, the deposit stays', () => {
    expect(cancelTerms(makeRegistration(free))).toEqual({
      kind: 'cancel',
      question: TEXTS.confirmCancelFree,
      deposit,
      returned: null,
    })
  })

  it('returns the payment the app holds while waiting for approval or on the waitlist', () => {
    expect(cancelTerms(makeRegistration({ status: 'pending' }))).toMatchObject({
      kind: 'cancel',
      question: TEXTS.confirmCancelHeld('10 ALGO'),
      returned: '10 ALGO',
    })
    expect(cancelTerms(makeRegistration({ status: 'waitlisted' }))).toMatchObject({
      kind: 'leave',
      question: TEXTS.confirmLeaveHeld('10 ALGO'),
      returned: '10 ALGO',
    })
    expect(cancelTerms(makeRegistration({ status: 'waitlisted', ...free }))).toMatchObject({
      kind: 'leave',
      question: TEXTS.confirmLeaveFree,
    })
  })

  it('names no deposit where the organiser paid it', () => {
    expect(cancelTerms(makeRegistration({ ...free, sponsored: true }))).toMatchObject({ deposit: null })
  })

  it('leaves a paid, confirmed registration to the organiser, and nothing after check-in or once cancelled', () => {
    expect(cancelTerms(makeRegistration())).toEqual({ kind: 'organiser', text: TEXTS.paidByOrganiser })
    expect(cancelTerms(makeRegistration({ status: 'attended', ...free }))).toBeNull()
    expect(cancelTerms(makeRegistration({ status: 'cancelled', ...free }))).toBeNull()
  })
})

describe('cancelledText', () => {
  it('says what came back', () => {
    expect(cancelledText('cancel', null)).toBe(TEXTS.cancelled)
    expect(cancelledText('cancel', '10 ALGO')).toBe('Your registration is cancelled: 10 ALGO came back to you.')
    expect(cancelledText('leave', null)).toBe(TEXTS.leftWaitlist)
    expect(cancelledText('leave', '10 ALGO')).toBe('You have left the waitlist: 10 ALGO came back to you.')
  })
})
