// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { ChainApi, DoorDevice, DoorGuestList, GuestDetails } from '../../../chain'
import { addressFromPublicKey } from '../../../domain/text/algorand-address'
import { CHECK_IN_MESSAGES } from '../../../domain/check-in/check-in-messages'
import type { DynaEvent } from '../../../domain/event/event'
import type { Registration } from '../../../domain/registration/registration'
import { ChainContextReact } from '../../chain-hooks/chain-context'
import type { DoorKey } from '../../platform/door-key'
import { makeEvent, makeFakeChain, makeRegistration, type FakeChain } from '../../../testing/fake-chain'
import { DoorDesk } from './DoorDesk'
import { doorTimes } from './useCheckInDesk'
import { NOT_A_DOOR_REASON } from './not-a-door'
import { VERDICT_SHOWN_MS } from './verdict-timing'
import { VERDICT_TONES, VERDICT_VIBRATION } from './verdict-feedback'
import { DOOR_MESSAGES } from '../../../domain/check-in/door-messages'

const NOW = Date.UTC(2026, 5, 12, 18, 0) / 1000
const ZOE = addressFromPublicKey(new Uint8Array(32).fill(31))
const ADA = addressFromPublicKey(new Uint8Array(32).fill(32))
const WAITING = addressFromPublicKey(new Uint8Array(32).fill(33))
const ZACK = addressFromPublicKey(new Uint8Array(32).fill(34))
const DOOR: DoorDevice = {
  address: 'DOOR',
  name: 'North gate',
  pairedAt: NOW - 3_600,
  pairedRound: 900,
  checkIns: 0,
  balance: 300_000n,
}
const doorKey = {
  address: 'DOOR',
  publicKey: new Uint8Array(32),
  sign: async () => new Uint8Array(64),
  agreement: null,
} as DoorKey

const openEvent = (changes: Partial<DynaEvent> = {}) =>
  makeEvent({
    seq: 12,
    settings: {
      startsAt: NOW - 1_800,
      endsAt: NOW + 7_200,
      checkInOpensBefore: 3_600,
      selfCheckIn: false,
      decideBy: 0,
    },
    ...changes,
  })

const registrations: Registration[] = [
  makeRegistration({ attendeeAddress: ZOE, ticketTierName: 'VIP', registeredRound: 801 }),
  makeRegistration({
    attendeeAddress: ADA,
    status: 'attended',
    attendedAt: NOW - 600,
    attendanceMethod: 'door check-in',
  }),
  makeRegistration({ attendeeAddress: WAITING, status: 'waitlisted' }),
  makeRegistration({ attendeeAddress: ZACK }),
]
const sealed = (name: string): GuestDetails => ({ kind: 'sealed', contact: { name, email: '', phone: '' } })
const names = new Map<string, GuestDetails>([
  [ZOE, sealed('Zoë Saldaña')],
  [ADA, sealed('Ada Lovelace')],
  [WAITING, sealed('Zoltan Waits')],
  [ZACK, sealed('Zack Other')],
])

const shared = (): DoorGuestList => ({
  status: 'shared',
  open: async (asked) => new Map(asked.map(({ attendeeAddress }) => [attendeeAddress, names.get(attendeeAddress)!])),
})

let chain: FakeChain
let admitted: [string, string, bigint][]
let onNotADoor: ReturnType<typeof vi.fn<() => void>>

function renderDesk(event: DynaEvent, overrides: Partial<ChainApi> = {}) {
  admitted = []
  onNotADoor = vi.fn<() => void>()
  chain = makeFakeChain({
    listRegistrations: async () => registrations,
    getRegistration: async (_event, attendee) => registrations.find((r) => r.attendeeAddress === attendee) ?? null,
    chainTime: async () => NOW,
    doorGuestList: async () => shared(),
    doorChain: () => ({
      address: 'DOOR',
      checkIn: async () => ({ status: 'recorded', txId: 'TX-CHECK-IN', round: 1 }),
      admit: async (eventId, attendee, seq) => {
        admitted.push([eventId, attendee, seq])
        return { status: 'recorded', txId: 'TX-ADMIT', round: 2 }
      },
    }),
    ...overrides,
  })
  render(
    <ChainContextReact.Provider value={chain}>
      <DoorDesk event={event} door={DOOR} doorKey={doorKey} onNotADoor={onNotADoor} />
    </ChainContextReact.Provider>,
  )
}

async function settle(done: () => boolean = () => false) {
  for (let turn = 0; turn < 2_000 && !done(); turn++) {
    await act(() => new Promise<void>((resolve) => setImmediate(resolve)))
  }
}
const present = (testId: string) => () => screen.queryByTestId(testId) !== null
const text = (testId: string) => screen.getByTestId(testId).textContent ?? ''

function search(query: string) {
  fireEvent.change(screen.getByTestId('door-search-input'), { target: { value: query } })
}

/** Finds the one guest `query` names and taps their 'Check in'; resolves once a verdict shows. */
async function checkInByName(query: string) {
  await settle(present('door-search-input'))
  search(query)
  await settle(present('door-guest-check-in'))
  fireEvent.click(screen.getByTestId('door-guest-check-in'))
  await settle(() => screen.queryByTestId('door-verdict')?.textContent !== '')
}

const vibrations: number[][] = []
/** The frequencies of the oscillators the page started. */
const tones: number[] = []

/** Web Audio as far as the door uses it (jsdom has none). */
class FakeAudioContext {
  state = 'running'
  currentTime = 0
  destination = {}
  resume = async () => undefined
  createOscillator() {
    const oscillator = {
      type: 'sine',
      frequency: { setValueAtTime: (value: number) => tones.push(value) },
      connect: (node: unknown) => node,
      start: () => undefined,
      stop: () => undefined,
    }
    return oscillator
  }
  createGain() {
    return {
      gain: { setValueAtTime: () => undefined, linearRampToValueAtTime: () => undefined },
      connect: (node: unknown) => node,
    }
  }
}

beforeEach(() => {
  tones.length = 0
  vi.stubGlobal('AudioContext', FakeAudioContext)
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] })
  vi.setSystemTime(NOW * 1000)
  window.localStorage.clear()
  vibrations.length = 0
  Object.defineProperty(navigator, 'vibrate', {
    configurable: true,
    value: (pattern: number[]) => vibrations.push(pattern) > 0,
  })
})
afterEach(() => {
  cleanup()
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

describe('DoorDesk, the guest list', () => {
  it('finds a guest by name as it is typed, accents or not, with tier and status', async () => {
    renderDesk(openEvent())
    await settle(present('door-search-input'))
    expect(chain.doorGuestList).toHaveBeenCalledWith(
      expect.objectContaining({ eventId: 'ALGO-SUMMIT-1' }),
      expect.objectContaining({ address: 'DOOR', pairedRound: 900 }),
      null,
    )
    search('zo')
    await settle(present('door-search-results'))
    const rows = screen.getAllByTestId('door-guest')
    expect(rows.map((row) => within(row).getByTestId('door-guest-name').textContent)).toEqual([
      'Zoë Saldaña',
      'Zoltan Waits',
    ])
    expect(within(rows[0]).getByTestId('door-guest-tier').textContent).toBe('VIP')
    expect(within(rows[0]).getByTestId('door-guest-status').textContent).toBe(DOOR_MESSAGES.guestRegistered)
    expect(within(rows[1]).getByTestId('door-guest-status').textContent).toBe(DOOR_MESSAGES.guestWaitlisted)
    // Only a guest with an unused seat can be checked in.
    expect(within(rows[0]).queryByTestId('door-guest-check-in')).not.toBeNull()
    expect(within(rows[1]).queryByTestId('door-guest-check-in')).toBeNull()

    search('LOVELACE')
    await settle(() => screen.queryAllByTestId('door-guest').length === 1)
    expect(text('door-guest-status')).toBe(CHECK_IN_MESSAGES.checkedInAt(doorTimes(openEvent()).clock(NOW - 600)))
    search('nobody')
    await settle(present('door-search-empty'))
    expect(text('door-search-empty')).toBe(DOOR_MESSAGES.noMatch('nobody'))
  })

  it('checks a guest in without their ticket: their name in big type, the tier, and how', async () => {
    renderDesk(openEvent())
    await checkInByName('saldana')
    expect(admitted).toEqual([['ALGO-SUMMIT-1', ZOE, 12n]])
    expect(text('door-verdict-name')).toBe('Zoë Saldaña')
    expect(text('door-verdict-tier')).toBe('VIP')
    expect(text('door-verdict')).toContain(CHECK_IN_MESSAGES.admitted)
    expect(text('door-verdict')).toContain(DOOR_MESSAGES.withoutTicket)
    // The result now says so, and offers no second check-in.
    expect(text('door-guest-status')).toBe(CHECK_IN_MESSAGES.checkedInAt(doorTimes(openEvent()).clock(NOW)))
    expect(screen.queryByTestId('door-guest-check-in')).toBeNull()
    await settle(() => text('door-recorded-count') === '1')
    expect(text('door-entries')).toContain('Zoë Saldaña')
  })

  it('asks whether it is still paired when a check-in is refused because it is no door of the event', async () => {
    const refusals = [NOT_A_DOOR_REASON, 'Ticket already used']
    renderDesk(openEvent(), {
      doorChain: () => ({
        address: 'DOOR',
        checkIn: async () => ({ status: 'recorded', txId: 'TX-CHECK-IN', round: 1 }),
        admit: async () => ({ status: 'refused', reason: refusals.shift() ?? 'unexpected' }),
      }),
    })
    await checkInByName('saldana')
    await settle(() => text('door-entries').includes(NOT_A_DOOR_REASON))
    expect(onNotADoor).toHaveBeenCalledTimes(1)
    // Another refusal is only a refusal.
    fireEvent.click(screen.getByText(DOOR_MESSAGES.nextGuest))
    await checkInByName('zack')
    await settle(() => text('door-entries').includes('Ticket already used'))
    expect(onNotADoor).toHaveBeenCalledTimes(1)
  })

  it('clears the verdict by itself after a few seconds, or at once for the next guest', async () => {
    renderDesk(openEvent())
    await checkInByName('zoe')
    expect(screen.queryByTestId('door-verdict-admitted')).not.toBeNull()
    await act(async () => {
      await vi.advanceTimersByTimeAsync(VERDICT_SHOWN_MS.admitted - 100)
    })
    expect(screen.queryByTestId('door-verdict-admitted')).not.toBeNull()
    await act(async () => {
      await vi.advanceTimersByTimeAsync(100)
    })
    expect(screen.queryByTestId('door-verdict-admitted')).toBeNull()
    expect(text('door-verdict')).toBe('')
  })

  it('sounds and vibrates for each verdict, and not once both are switched off (remembered on this device)', async () => {
    renderDesk(openEvent())
    await checkInByName('zoe')
    expect(vibrations).toEqual([[...VERDICT_VIBRATION.admitted]])
    expect(tones).toEqual(VERDICT_TONES.admitted.map((tone) => tone.frequency))

    fireEvent.click(screen.getByTestId('door-verdict-next'))
    expect(text('door-verdict')).toBe('')
    fireEvent.click(screen.getByTestId('door-vibration'))
    fireEvent.click(screen.getByTestId('door-sound'))
    expect(JSON.parse(window.localStorage.getItem('dynaqr:door-feedback:v1') ?? '{}')).toEqual({
      sound: false,
      vibration: false,
    })
    await checkInByName('zack')
    expect(text('door-verdict-name')).toBe('Zack Other')
    expect(vibrations).toHaveLength(1)
    expect(tones).toHaveLength(VERDICT_TONES.admitted.length)
    cleanup()
    renderDesk(openEvent())
    expect((screen.getByTestId('door-sound') as HTMLInputElement).checked).toBe(false)
    expect((screen.getByTestId('door-vibration') as HTMLInputElement).checked).toBe(false)
  })

  it('says when check-in opens, before anyone scans, and offers no check-in until then', async () => {
    renderDesk(
      openEvent({
        settings: {
          startsAt: NOW + 7_200,
          endsAt: NOW + 14_400,
          checkInOpensBefore: 3_600,
          selfCheckIn: false,
          decideBy: 0,
        },
      }),
    )
    await settle(present('door-window'))
    expect(text('door-window')).toBe(CHECK_IN_MESSAGES.notOpenYet(doorTimes(openEvent()).moment(NOW + 3_600)))
    await settle(present('door-search-input'))
    search('zoe')
    await settle(present('door-guest-check-in'))
    expect((screen.getByTestId('door-guest-check-in') as HTMLButtonElement).disabled).toBe(true)
  })

  it('says plainly when the organiser did not share the guest list, or it does not open here', async () => {
    renderDesk(openEvent(), { doorGuestList: async () => ({ status: 'not-shared' }) })
    await settle(present('door-search-state'))
    await settle(() => text('door-search-state') === DOOR_MESSAGES.guestListNotShared)
    expect(screen.queryByTestId('door-search-input')).toBeNull()
    cleanup()
    renderDesk(openEvent(), { doorGuestList: async () => ({ status: 'unreadable' }) })
    await settle(() => screen.queryByTestId('door-search-state')?.textContent === DOOR_MESSAGES.guestListUnreadable)
    expect(text('door-search-state')).toBe(DOOR_MESSAGES.guestListUnreadable)
  })

  it('asks again a minute later when the node could not be reached for the guest list', async () => {
    let reachable = false
    renderDesk(openEvent(), {
      doorGuestList: async () => {
        if (!reachable) throw new TypeError('Failed to fetch')
        return shared()
      },
    })
    await settle(() => screen.queryByTestId('door-search-state')?.textContent === DOOR_MESSAGES.guestListFailed)
    reachable = true
    await act(async () => {
      await vi.advanceTimersByTimeAsync(60_000)
    })
    await settle(present('door-search-input'))
    expect(chain.doorGuestList).toHaveBeenCalledTimes(2)
  })
})
