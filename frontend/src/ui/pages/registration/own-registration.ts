/**
 * What an attendee may do with their own registration, as cancel_registration allows it: leave the
 * waitlist or cancel a registration waiting for approval (the payment the app holds comes back), or
 * cancel a free one; a paid, confirmed registration only the organiser cancels (with a refund), and
 * nothing is cancelled after check-in. Pure: no React, no network.
 */
import { formatAlgoAmount } from '../../../domain/money/algo'
import { priceLabel } from '../../../domain/money/money-format'
import { registrationBoxMbr } from '../../../domain/costs/mbr'
import { OWN_REGISTRATION_MESSAGES as TEXTS } from '../../../domain/registration/registration-page-messages'
import type { Registration } from '../../../domain/registration/registration'

export type CancelTerms =
  | {
      kind: 'cancel' | 'leave'
      /** The confirmation's question: what comes back. */
      question: string
      /** The storage deposit the attendee paid, which stays with the record; null where none was theirs. */
      deposit: string | null
      /** The payment that comes back, formatted; null when nothing was paid. */
      returned: string | null
    }
  | { kind: 'organiser'; text: string }

type CancelInput = Pick<Registration, 'status' | 'paymentAmountMicroAlgos' | 'amountPaid' | 'sponsored'>

/** null where the attendee has nothing to cancel: checked in, or cancelled already. */
export function cancelTerms(registration: CancelInput): CancelTerms | null {
  const { status } = registration
  if (status === 'attended' || status === 'cancelled') return null
  const paid = registration.paymentAmountMicroAlgos > 0n
  if (status === 'confirmed' && paid) return { kind: 'organiser', text: TEXTS.paidByOrganiser }
  const returned = paid ? priceLabel(registration.amountPaid) : null
  const deposit = registration.sponsored ? null : formatAlgoAmount(registrationBoxMbr())
  if (status === 'waitlisted') {
    return {
      kind: 'leave',
      question: returned ? TEXTS.confirmLeaveHeld(returned) : TEXTS.confirmLeaveFree,
      deposit,
      returned,
    }
  }
  return {
    kind: 'cancel',
    question: returned ? TEXTS.confirmCancelHeld(returned) : TEXTS.confirmCancelFree,
    deposit,
    returned,
  }
}

/** The toast once it is done. */
export function cancelledText(kind: 'cancel' | 'leave', returned: string | null): string {
  if (kind === 'leave') return returned ? TEXTS.leftWaitlistReturned(returned) : TEXTS.leftWaitlist
  return returned ? TEXTS.cancelledReturned(returned) : TEXTS.cancelled
}
