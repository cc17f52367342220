import { useState } from 'react'
import type { Registration } from '../../../domain/types'

/** The write a row asked for that needs the owner's confirmation first. */
export type Question = { kind: 'refund' | 'decline'; registration: Registration }

/** The owner's decision being sent, on the row of `address`. */
export type Deciding = { kind: 'approve' | 'decline'; address: string }

export interface AttendeeWrites {
  /** Sends the refund; resolves true once it is confirmed (the page reports success or failure). */
  onRefund: (registration: Registration, ban: boolean) => Promise<boolean>
  /** Closes the event to a refunded account, or opens it again; resolves true once confirmed. */
  onSetBan: (registration: Registration, banned: boolean) => Promise<boolean>
  /** Approves a registration waiting for approval; resolves true once confirmed. */
  onApprove: (registration: Registration) => Promise<boolean>
  /** Declines a registration waiting for approval (with `ban`, for good); resolves true once confirmed. */
  onDecline: (registration: Registration, ban: boolean) => Promise<boolean>
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
    setBan: (registration: Registration, banned: boolean) => void setBan(registration, banned),
  }
}
