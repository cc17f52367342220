/**
 * The door device's scanner on its own, over a fake chain, for the browser test of the real camera
 * path: the e2e build has no chain to pair a door on. The page records what the door sent to the
 * chain and every camera stream it opened.
 */
import { useState } from 'react'
import { createRoot } from 'react-dom/client'
import { encodeTicket, ticketCommitmentMessage } from '../../../frontend/src/domain/check-in/ticket'
import type { DynaEvent } from '../../../frontend/src/domain/event/event'
import type { Registration } from '../../../frontend/src/domain/registration/registration'
import type { ChainApi, DoorDevice } from '../../../frontend/src/chain'
import { ChainContextReact } from '../../../frontend/src/ui/chain-hooks/chain-context'
import { DoorDesk } from '../../../frontend/src/ui/pages/door/DoorDesk'
import type { DoorKey } from '../../../frontend/src/ui/platform/door-key'
import { HARNESS_APP_ID, HARNESS_ATTENDEE, HARNESS_EVENT_ID, HARNESS_SECRET } from './harness'

const checkIns: string[] = []
const streams: MediaStream[] = []
const wakeLocks: string[] = []
window.harness = {
  checkIns,
  wakeLocks,
  get streams() {
    return streams.map((stream) => stream.getTracks().map((track) => track.readyState))
  },
}
// The screen wake lock the door holds while it scans, as the browser grants and releases it.
const wakeLock = navigator.wakeLock
if (wakeLock) {
  const request = wakeLock.request.bind(wakeLock)
  wakeLock.request = async (type) => {
    try {
      const sentinel = await request(type)
      wakeLocks.push('held')
      sentinel.addEventListener('release', () => wakeLocks.push('released'))
      return sentinel
    } catch (error) {
      wakeLocks.push(`refused: ${(error as Error).name}`)
      throw error
    }
  }
}
const getUserMedia = navigator.mediaDevices.getUserMedia.bind(navigator.mediaDevices)
navigator.mediaDevices.getUserMedia = async (constraints) => {
  const stream = await getUserMedia(constraints)
  streams.push(stream)
  return stream
}

const now = Math.floor(Date.now() / 1000)
const event = {
  eventId: HARNESS_EVENT_ID,
  eventName: 'Door Harness',
  seq: 3,
  settings: { startsAt: now - 3_600, endsAt: now + 3_600, checkInOpensBefore: 0, selfCheckIn: false, decideBy: 0 },
  metadata: {},
} as Partial<DynaEvent> as DynaEvent

const TICKET_NUMBER = 1

/** The registration's commitment to the harness ticket, bound as the contract binds it. */
async function commitmentHex(): Promise<string> {
  const scope = { appId: HARNESS_APP_ID, eventSeq: BigInt(event.seq), attendee: HARNESS_ATTENDEE }
  const message = ticketCommitmentMessage(scope, TICKET_NUMBER, HARNESS_SECRET)
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new Uint8Array(message)))
  return Array.from(digest, (byte) => byte.toString(16).padStart(2, '0')).join('')
}

let status: Registration['status'] = 'confirmed'
const registration = async (): Promise<Registration> =>
  ({
    eventId: HARNESS_EVENT_ID,
    attendeeAddress: HARNESS_ATTENDEE,
    status,
    ticketTierName: 'General Admission',
    ticketCommitment: await commitmentHex(),
    ticketNumber: TICKET_NUMBER,
    attendedAt: status === 'attended' ? now : 0,
  }) as Registration

const chain = {
  getRegistration: async () => registration(),
  listRegistrations: async () => [await registration()],
  chainTime: async () => now,
  doorChain: () => ({
    address: 'DOOR',
    checkIn: async (ticket) => {
      checkIns.push(encodeTicket(ticket))
      status = 'attended'
      return { status: 'recorded', txId: 'TX-CHECK-IN', round: 1 }
    },
    admit: async () => ({ status: 'refused', reason: 'The harness checks tickets only' }),
  }),
  doorGuestList: async () => ({ status: 'not-shared' }),
} as Partial<ChainApi> as ChainApi

const door: DoorDevice = {
  address: 'DOOR',
  name: 'Harness door',
  pairedAt: now,
  pairedRound: 1,
  checkIns: 0,
  balance: 300_000n,
}
const doorKey: DoorKey = {
  address: 'DOOR',
  publicKey: new Uint8Array(32),
  sign: async () => new Uint8Array(64),
  agreement: null,
}

function Harness() {
  const [open, setOpen] = useState(true)
  return (
    <ChainContextReact.Provider value={chain}>
      <main>
        {open && <DoorDesk event={event} door={door} doorKey={doorKey} onNotADoor={() => undefined} />}
        <button type="button" onClick={() => setOpen(false)}>
          Leave the door screen
        </button>
      </main>
    </ChainContextReact.Provider>
  )
}

createRoot(document.getElementById('root')!).render(<Harness />)
