/**
 * The attendee's attendance flow on the completion page, as a reducer: declaring attendance, then
 * minting and claiming the attendance token, with the transactions signed along the way. Pure: the
 * hook (useAttendanceFlow.ts) talks to the chain and dispatches what happened.
 */
import { ATTENDANCE_PAGE_MESSAGES } from '../../../domain/registration/registration-page-messages'
import type { Registration } from '../../../domain/registration/registration'
import { progressFromRegistration, type AttendanceProgress } from './completion-model'

export interface SignedTx {
  label: string
  txId: string
}

export interface AttendanceFlowState {
  progress: AttendanceProgress
  busy: boolean
  error: string
  /** An attempt was made on this page: its progress stays shown even if it failed. */
  started: boolean
  /** Seen here going from waiting to cancelled: the record alone cannot tell a decline from a refund. */
  declined: boolean
  signed: SignedTx[]
}

export type AttendanceFlowEvent =
  | { type: 'refused'; error: string }
  | { type: 'confirm-started' }
  | { type: 'confirm-failed'; error: string }
  | { type: 'confirmed'; txId?: string }
  | { type: 'claim-started'; alreadyMinted: boolean }
  | { type: 'mint-started' }
  | { type: 'minted' }
  | { type: 'claimed'; txId?: string }
  /** The token stays with the app for the attendee (their account cannot hold it yet): nothing left to claim here. */
  | { type: 'kept' }
  | { type: 'claim-failed'; error: string }
  | { type: 'declined' }

/** `kept`: a minted token the app keeps for the attendee counts as theirs (a passkey account's). */
export function initialAttendanceFlow(
  registration: Registration,
  registerTxId?: string,
  kept = false,
): AttendanceFlowState {
  return {
    progress: progressFromRegistration(registration, kept),
    busy: false,
    error: '',
    started: false,
    declined: false,
    signed: registerTxId ? [{ label: 'Registration', txId: registerTxId }] : [],
  }
}

const withSigned = (signed: SignedTx[], label: string, txId?: string) => (txId ? [...signed, { label, txId }] : signed)

const attempt = (state: AttendanceFlowState, progress: Partial<AttendanceProgress>): AttendanceFlowState => ({
  ...state,
  busy: true,
  started: true,
  error: '',
  progress: { ...state.progress, ...progress },
})

export function attendanceFlow(state: AttendanceFlowState, event: AttendanceFlowEvent): AttendanceFlowState {
  switch (event.type) {
    case 'refused':
      return { ...state, error: event.error }
    case 'confirm-started':
      return attempt(state, { confirm: 'active' })
    case 'confirm-failed':
      return { ...state, busy: false, error: event.error, progress: { ...state.progress, confirm: 'failed' } }
    case 'confirmed':
      return { ...state, signed: withSigned(state.signed, 'Attendance', event.txId) }
    case 'claim-started':
      return attempt(state, {
        confirm: 'done',
        mint: event.alreadyMinted ? 'done' : 'active',
        claim: event.alreadyMinted ? 'active' : 'pending',
      })
    case 'mint-started':
      return { ...state, progress: { ...state.progress, mint: 'active' } }
    case 'minted':
      return { ...state, progress: { ...state.progress, mint: 'done', claim: 'active' } }
    case 'claimed':
      return {
        ...state,
        busy: false,
        progress: { ...state.progress, mint: 'done', claim: 'done' },
        signed: withSigned(state.signed, ATTENDANCE_PAGE_MESSAGES.signedClaim, event.txId),
      }
    case 'kept':
      return { ...state, busy: false, progress: { ...state.progress, mint: 'done', claim: 'done' } }
    case 'claim-failed': {
      // A claim that failed after the mint leaves the token minted: only the claim is left to retry.
      const minted = state.progress.mint === 'done'
      return {
        ...state,
        busy: false,
        error: event.error,
        progress: { ...state.progress, mint: minted ? 'done' : 'failed', claim: minted ? 'failed' : 'pending' },
      }
    }
    case 'declined':
      return { ...state, declined: true }
  }
}
