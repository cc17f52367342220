/**
 * The attendee's completion screen on its own, over a fake chain, for the browser test of the real
 * camera path: the e2e build has no chain to register on, and this screen only needs the three
 * calls below. The page records what reached the chain and every camera stream it opened.
 */
import { useState } from 'react'
import { createRoot } from 'react-dom/client'
import { MemoryRouter } from 'react-router-dom'
import type { ChainApi } from '../../../frontend/src/chain/api'
import { doorCodeValue } from '../../../frontend/src/domain/door-code'
import { ok } from '../../../frontend/src/domain/result'
import type { DynaEvent, Registration } from '../../../frontend/src/domain/types'
import { Completion } from '../../../frontend/src/ui/pages/registration/Completion'
import { HARNESS_ATTENDEE, HARNESS_EVENT_ID } from './harness'

const confirmedDoorCodes: (string | null)[] = []
const streams: MediaStream[] = []
window.harness = {
  confirmedDoorCodes,
  get streams() {
    return streams.map((stream) => stream.getTracks().map((track) => track.readyState))
  },
}
const getUserMedia = navigator.mediaDevices.getUserMedia.bind(navigator.mediaDevices)
navigator.mediaDevices.getUserMedia = async (constraints) => {
  const stream = await getUserMedia(constraints)
  streams.push(stream)
  return stream
}

const chain = {
  confirmAttendance: async (_event: DynaEvent, doorCode?: Parameters<ChainApi['confirmAttendance']>[1]) => {
    confirmedDoorCodes.push(doorCode ? doorCodeValue(doorCode) : null)
    return ok({ txId: 'TX-CONFIRM' })
  },
  mintAndClaimToken: async () => ok({ assetId: 4242, txId: 'TX-CLAIM' }),
  explorerTxUrl: () => undefined,
} as Partial<ChainApi> as ChainApi

const event = {
  eventId: HARNESS_EVENT_ID,
  eventName: 'Door Check-in Harness',
  checkInKey: 'A'.repeat(43),
  expiryDate: 0,
  metadata: {},
} as Partial<DynaEvent> as DynaEvent

const registered: Registration = {
  eventId: HARNESS_EVENT_ID,
  attendeeAddress: HARNESS_ATTENDEE,
  status: 'confirmed',
  registrationDate: 1_750_000_100,
  ticketTierIndex: 0,
  ticketTierName: 'General Admission',
  paymentAmountMicroAlgos: 0n,
  paymentAmountAlgos: 0,
  nftMinted: false,
  nftAssetId: 0,
  nftClaimed: false,
  attendedAt: 0,
  closedToAccount: false,
}

function Harness() {
  const [registration, setRegistration] = useState(registered)
  return (
    <MemoryRouter initialEntries={[`/events/${HARNESS_EVENT_ID}/register`]}>
      <Completion
        chain={chain}
        event={event}
        registration={registration}
        walletAddress={HARNESS_ATTENDEE}
        onRegistrationChange={setRegistration}
      />
    </MemoryRouter>
  )
}

createRoot(document.getElementById('root')!).render(<Harness />)
