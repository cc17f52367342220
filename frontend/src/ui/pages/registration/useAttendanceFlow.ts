import { useEffect, useReducer, useState } from 'react'
import toast from 'react-hot-toast'
import type { ChainApi } from '../../../chain'
import { checkInWindow } from '../../../domain/check-in/check-in-window'
import { WALLET_MESSAGES } from '../../../domain/messages/messages'
import { ATTENDANCE_MESSAGES, REGISTRATION_MESSAGES } from '../../../domain/registration/registration-messages'
import { holdsPayment, isDecline } from '../../../domain/registration/registration-status'
import type { DynaEvent } from '../../../domain/event/event'
import type { Registration } from '../../../domain/registration/registration'
import { attendanceFlow, initialAttendanceFlow } from './attendance-flow'
import {
  OWN_REGISTRATION_MESSAGES,
  PLAIN_REGISTRATION_MESSAGES,
} from '../../../domain/registration/registration-page-messages'

/**
 * While the attendee waits for the organiser's approval, or at the door, the page asks this often
 * whether the registration changed.
 */
const CHECK_IN_POLL_MS = 5_000

export interface AttendanceFlowInput {
  chain: ChainApi
  event: DynaEvent
  registration: Registration
  walletAddress: string | null
  /** Transaction of the registration, when it was made in this session. */
  registerTxId?: string
  /** A passkey attendee: a token the app keeps for them is theirs, and the page speaks plainly. */
  plain?: boolean
  onRegistrationChange: (registration: Registration) => void
}

/** The contract decides by the chain's clock: the page follows it, the device's until it answers. */
function useChainNow(chain: ChainApi): number {
  const [chainNow, setChainNow] = useState(() => Math.floor(Date.now() / 1000))
  useEffect(() => {
    void chain.chainTime().then(setChainNow, () => undefined)
  }, [chain])
  return chainNow
}

/**
 * The attendee's side of attendance on the completion page: follows the registration while it waits
 * for approval or for the door, declares attendance where the organiser allows it, and gets the
 * attendance token (mint, then claim).
 */
export function useAttendanceFlow({
  chain,
  event,
  registration,
  walletAddress,
  registerTxId,
  plain = false,
  onRegistrationChange,
}: AttendanceFlowInput) {
  const [state, dispatch] = useReducer(attendanceFlow, undefined, () =>
    initialAttendanceFlow(registration, registerTxId, plain),
  )
  const checkIn = checkInWindow(event.settings, useChainNow(chain))
  const isAttendee = walletAddress === registration.attendeeAddress

  // Waiting for the organiser's approval or a seat from the waitlist, or at the door: the page
  // follows the registration until the organiser decides, or a door device checks it in.
  useEffect(() => {
    const followed = registration.status === 'confirmed' || holdsPayment(registration.status)
    if (!followed || !walletAddress) return
    const timer = setInterval(() => {
      void chain.getRegistration(event, registration.attendeeAddress).then(
        (latest) => {
          if (!latest || latest.status === registration.status) return
          if (isDecline(registration.status, latest.status)) dispatch({ type: 'declined' })
          if (registration.status === 'waitlisted' && latest.status === 'confirmed')
            toast.success(OWN_REGISTRATION_MESSAGES.seatOffered)
          onRegistrationChange(latest)
        },
        () => undefined,
      )
    }, CHECK_IN_POLL_MS)
    return () => clearInterval(timer)
  }, [chain, event, registration.attendeeAddress, registration.status, walletAddress, onRegistrationChange])

  function walletReady(): boolean {
    if (!walletAddress) {
      toast.error(REGISTRATION_MESSAGES.connectWallet)
      dispatch({ type: 'refused', error: REGISTRATION_MESSAGES.walletNotConnected })
      return false
    }
    if (!isAttendee) {
      toast.error(WALLET_MESSAGES.attendeeMismatch)
      dispatch({ type: 'refused', error: WALLET_MESSAGES.attendeeMismatch })
      return false
    }
    return true
  }

  async function declareAttendance() {
    if (!walletReady()) return
    dispatch({ type: 'confirm-started' })
    const confirmed = await chain.confirmAttendance(event)
    if (!confirmed.ok) {
      dispatch({ type: 'confirm-failed', error: confirmed.error || ATTENDANCE_MESSAGES.confirmFailed })
      toast.error(ATTENDANCE_MESSAGES.confirmFailed)
      return
    }
    dispatch({ type: 'confirmed', txId: confirmed.value.txId })
    const current: Registration = {
      ...registration,
      status: 'attended',
      attendedAt: Math.floor(Date.now() / 1000),
      attendanceMethod: 'self-declared',
    }
    onRegistrationChange(current)
    await claimToken(current)
  }

  async function claimToken(current: Registration = registration) {
    if (!walletReady()) return
    dispatch({ type: 'claim-started', alreadyMinted: current.nftMinted })
    // The asset minted in this attempt, so that a retry after a failed claim does not mint again.
    const minted = { assetId: 0 }
    const token = await chain.mintAndClaimToken(event, current, (step) => {
      if (step.step === 'mint') {
        dispatch({ type: 'mint-started' })
        return
      }
      minted.assetId = step.assetId
      dispatch({ type: 'minted' })
    })
    if (token.ok && token.value.credited) {
      dispatch({ type: 'kept' })
      onRegistrationChange({ ...current, nftMinted: true, nftAssetId: token.value.assetId })
      toast.success(plain ? PLAIN_REGISTRATION_MESSAGES.confirmed : ATTENDANCE_MESSAGES.kept)
      return
    }
    if (token.ok) {
      dispatch({ type: 'claimed', txId: token.value.txId })
      onRegistrationChange({ ...current, nftMinted: true, nftClaimed: true, nftAssetId: token.value.assetId })
      toast.success(ATTENDANCE_MESSAGES.confirmed)
      return
    }
    dispatch({ type: 'claim-failed', error: token.error || ATTENDANCE_MESSAGES.mintFailed })
    if (minted.assetId > 0 && !current.nftMinted) {
      onRegistrationChange({ ...current, nftMinted: true, nftAssetId: minted.assetId })
    }
    const assetExists = minted.assetId > 0 || current.nftMinted
    toast.error(
      assetExists ? ATTENDANCE_MESSAGES.mintFailedButConfirmed : ATTENDANCE_MESSAGES.creationFailedButConfirmed,
    )
  }

  return {
    ...state,
    checkIn,
    isAttendee,
    showProgress: state.started || registration.status === 'attended',
    declareAttendance: () => void declareAttendance(),
    claimToken: () => void claimToken(),
  }
}
