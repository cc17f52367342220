import { useState } from 'react'
import type { Registration } from '../../../domain/registration/registration'

/**
 * The write a row asked for that needs the owner's confirmation first: a refund, a decline, a
 * check-in without a ticket, or taking a registration off the waitlist.
 */
export type Question = { kind: 'refund' | 'decline' | 'check-in' | 'remove'; registration: Registration }

/** The owner's decision being sent, on the row of `address`. */
export type Deciding = { kind: 'approve' | 'decline' | 'check-in' | 'offer' | 'remove'; address: string }

export interface AttendeeWrites {
  /** Sends the refund; resolves true once it is confirmed (the page reports success or failure). */
  onRefund: (registration: Registration, ban: boolean) => Promise<boolean>
  /** Closes the event to a refunded account, or opens it again; resolves true once confirmed. */
  onSetBan: (registration: Registration, banned: boolean) => Promise<boolean>
  /** Approves a registration waiting for approval; resolves true once confirmed. */
  onApprove: (registration: Registration) => Promise<boolean>
  /**
   * Declines a registration waiting for approval, or takes one off the waitlist (with `ban`, for
   * good); resolves true once confirmed.
   */
  onDecline: (registration: Registration, ban: boolean) => Promise<boolean>
  /** Checks a confirmed registration in without its ticket; resolves true once confirmed. */
  onCheckIn: (registration: Registration) => Promise<boolean>
  /** Gives a freed seat to a registration on the waitlist; resolves true once confirmed. */
  onOfferSeat: (registration: Registration) => Promise<boolean>
}

/**
 * The owner's writes on the attendee list: the question a refund or decline asks first, the
 * decision being sent, and the list read again once a write is confirmed.
 */
export function useAttendeeDecisions(writes: AttendeeWrites, reload: () => Promise<unknown>) {
  const [question, setQuestion] = useState<Question | null>(null)
  const [deciding, setDeciding] = useState<Deciding | null>(null)

  async function confirmRefund(registration: Registration, ban: boolean) {
    if (!(await writes.onRefund(registration, ban))) return
    setQuestion(null)
    await reload()
  }

  async function decide(kind: Deciding['kind'], registration: Registration, send: () => Promise<boolean>) {
    setDeciding({ kind, address: registration.attendeeAddress })
    const done = await send()
    setDeciding(null)
    if (!done) return
    setQuestion(null)
    await reload()
  }

  async function setBan(registration: Registration, banned: boolean) {
    if (await writes.onSetBan(registration, banned)) await reload()
  }

  return {
    question,
    deciding,
    ask: setQuestion,
    cancel: () => setQuestion(null),
    confirmRefund: (registration: Registration, ban: boolean) => void confirmRefund(registration, ban),
    approve: (registration: Registration) => void decide('approve', registration, () => writes.onApprove(registration)),
    confirmDecline: (registration: Registration, ban: boolean) =>
      void decide('decline', registration, () => writes.onDecline(registration, ban)),
    confirmRemove: (registration: Registration, ban: boolean) =>
      void decide('remove', registration, () => writes.onDecline(registration, ban)),
    confirmCheckIn: (registration: Registration) =>
      void decide('check-in', registration, () => writes.onCheckIn(registration)),
    offerSeat: (registration: Registration) =>
      void decide('offer', registration, () => writes.onOfferSeat(registration)),
    setBan: (registration: Registration, banned: boolean) => void setBan(registration, banned),
  }
}

export type AttendeeDecisions = ReturnType<typeof useAttendeeDecisions>
