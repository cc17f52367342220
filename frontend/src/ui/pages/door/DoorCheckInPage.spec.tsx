// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react'
import { MemoryRouter, Route, Routes } from 'react-router-dom'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import type { ChainApi, DoorBalanceReturn, DoorDevice, DoorKeyPair } from '../../../chain'
import { config } from '../../../config'
import { toBase64Url } from '../../../domain/text/base64url'
import { CHECK_IN_MESSAGES } from '../../../domain/check-in/check-in-messages'
import type { DynaEvent } from '../../../domain/event/event'
import { DOOR_MESSAGES } from '../../../domain/check-in/door-messages'
import { shortenAddress } from '../../../domain/text/format'
import type { Ticket } from '../../../domain/check-in/ticket'
import { ChainContextReact } from '../../chain-hooks/chain-context'
import { createDoorKeyStore, type DoorKey } from '../../platform/door-key'
import { versionedKey } from '../../platform/json-storage'
import { ATTENDEE, makeEvent, makeFakeChain, type FakeChain } from '../../../testing/fake-chain'

const toastMock = vi.hoisted(() => Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn() }))
vi.mock('react-hot-toast', () => ({ default: toastMock }))
const walletState = vi.hoisted(() => ({ activeAddress: null as string | null }))
vi.mock('../../wallet/wallet-account', async (original) => ({
  ...(await original<object>()),
  useWalletAccount: () => ({ activeAddress: walletState.activeAddress, activeWalletId: null, accounts: [] }),
}))

import DoorCheckInPage from './DoorCheckInPage'
import { NOT_A_DOOR_REASON } from './not-a-door'

const EVENT_ID = 'ALGO-SUMMIT-1'
/** How often an unpaired device asks whether it was paired, and a paired one whether it still is. */
const PAIRING_POLL_MS = 3_000
const PAIRED_POLL_MS = 20_000

let chain: FakeChain
/** What the chain layer answers once a revoked door's balance went back to the organiser. */
const RETURNED: DoorBalanceReturn = { status: 'returned', amount: 199_000n, owner: 'OWNER', txId: 'TX-BACK' }

function door(address: string, changes: Partial<DoorDevice> = {}): DoorDevice {
  return {
    address,
    name: 'Main entrance',
    pairedAt: 1_750_000_000,
    pairedRound: 900,
    checkIns: 0,
    balance: 300_000n,
    ...changes,
  }
}

function renderDoor(event: DynaEvent | null, overrides: Partial<ChainApi> = {}) {
  chain = makeFakeChain({ getEvent: async () => event, ...overrides })
  render(
    <ChainContextReact.Provider value={chain}>
      <MemoryRouter initialEntries={[`/events/${EVENT_ID}/check-in`]}>
        <Routes>
          <Route path="/events/:eventId/check-in" element={<DoorCheckInPage />} />
        </Routes>
      </MemoryRouter>
    </ChainContextReact.Provider>,
  )
}

/**
 * Lets React and WebCrypto (which makes and loads keys off the main thread) finish: event-loop
 * turns, not time, so fake timers stay in control.
 */
async function settle(done: () => boolean = () => false) {
  for (let turn = 0; turn < 5_000 && !done(); turn++) {
    await act(() => new Promise<void>((resolve) => setImmediate(resolve)))
  }
}

const present = (testId: string) => () => screen.queryByTestId(testId) !== null
const text = (testId: string) => screen.getByTestId(testId).textContent ?? ''

/** A key this browser holds for the event before the page opens (made on an earlier visit). */
async function newKey(): Promise<DoorKey> {
  const made = await createDoorKeyStore().create(config.appId, EVENT_ID)
  if (!made.ok) throw new Error(made.error)
  return made.value
}

/** The key this browser made for the event, as the page keeps it. */
async function storedKey(): Promise<DoorKey> {
  const key = await createDoorKeyStore().load(config.appId, EVENT_ID)
  if (!key) throw new Error('no door key was stored')
  return key
}

// The desk of a paired door loads with the first one shown: loaded here once, ahead of the tests,
// whose event-loop turns would otherwise race the test runner's first import of it.
beforeAll(async () => {
  await import('./DoorDesk')
})
beforeEach(() => {
  window.localStorage.clear()
  walletState.activeAddress = null
})
afterEach(() => {
  cleanup()
  vi.useRealTimers()
  vi.restoreAllMocks()
})

describe('DoorCheckInPage', () => {
  it('says so for an event that cannot be found', async () => {
    renderDoor(null)
    await settle(present('door-not-found'))
    expect(text('door-not-found')).toContain(EVENT_ID)
    expect(chain.getDoor).not.toHaveBeenCalled()
  })

  it('checks no one in for a deactivated event', async () => {
    renderDoor(makeEvent({ active: false }))
    await settle(present('door-message'))
    expect(text('door-message')).toContain(CHECK_IN_MESSAGES.eventInactive)
    expect(screen.queryByTestId('door-desk')).toBeNull()
    expect(screen.queryByTestId('door-pairing')).toBeNull()
  })

  it("makes the device's own key and shows its pairing link and code until the owner pairs it, with no wallet", async () => {
    renderDoor(makeEvent())
    await settle(() => screen.queryByAltText('Pairing code for this door device') !== null)
    const key = await storedKey()
    // The link carries the device's X25519 key, which the owner seals the guest list to.
    expect(key.agreement?.publicKey).toHaveLength(32)
    expect(text('door-pairing-link')).toBe(
      `${window.location.origin}/events/${EVENT_ID}/doors/pair?device=${encodeURIComponent(key.address)}` +
        `&key=${toBase64Url(key.agreement!.publicKey)}`,
    )
    const qr = screen.getByAltText('Pairing code for this door device') as HTMLImageElement
    expect(qr.src).toMatch(/^data:image\/png;base64,/)
    expect(screen.getByTestId('door-pairing').textContent).toContain(DOOR_MESSAGES.pairHint)
    expect(screen.getByTestId('door-pairing').textContent).toContain(DOOR_MESSAGES.notPaired)
    expect(chain.getDoor).toHaveBeenCalledWith(expect.objectContaining({ eventId: EVENT_ID }), key.address)
    expect(screen.queryByTestId('door-desk')).toBeNull()
  })

  it('keeps the same key when the page is opened again', async () => {
    renderDoor(makeEvent())
    await settle(present('door-pairing-link'))
    const first = text('door-pairing-link')
    cleanup()
    renderDoor(makeEvent())
    await settle(present('door-pairing-link'))
    expect(text('door-pairing-link')).toBe(first)
    expect(first).toContain((await storedKey()).address)
  })

  it('turns into the scanner once the owner has paired it', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] })
    let paired: DoorDevice | null = null
    renderDoor(makeEvent(), { getDoor: async () => paired })
    await settle(present('door-pairing'))
    const key = await storedKey()
    paired = door(key.address, { name: 'North gate' })
    await act(async () => {
      await vi.advanceTimersByTimeAsync(PAIRING_POLL_MS)
    })
    await settle(present('door-desk'))
    expect(text('door-name')).toBe('North gate')
    expect(screen.queryByTestId('door-pairing')).toBeNull()
  })

  it('shows the scanner of a paired device: its name, balance and camera', async () => {
    const key = await newKey()
    renderDoor(makeEvent(), { getDoor: async (_event, address) => door(address, { balance: 250_000n }) })
    await settle(present('door-desk'))
    expect(chain.getDoor).toHaveBeenCalledWith(expect.anything(), key.address)
    expect(text('door-name')).toBe('Main entrance')
    expect(text('door-balance')).toBe('0.2500 ALGO')
    expect(text('door-recorded-count')).toBe('0')
    // jsdom has no camera.
    await settle(() => text('door-camera-state') === DOOR_MESSAGES.cameraUnavailable)
    expect(text('door-camera-state')).toBe(DOOR_MESSAGES.cameraUnavailable)
    expect(screen.queryByText(CHECK_IN_MESSAGES.lowBalance)).toBeNull()
    expect(chain.doorChain).toHaveBeenCalled()
    const signer = chain.doorChain.mock.calls[0][0] as DoorKeyPair
    expect(signer.publicKey).toEqual(key.publicKey)
  })

  it('warns when the door is about to run out of fees', async () => {
    renderDoor(makeEvent(), { getDoor: async (_event, address) => door(address, { balance: 149_000n }) })
    await settle(present('door-desk'))
    expect(screen.getByText(CHECK_IN_MESSAGES.lowBalance)).toBeVisible()
  })

  it('says the device was removed when the owner revokes it while it is open, and that its balance went back', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] })
    renderDoor(makeEvent(), {
      getDoor: async (_event, address) => door(address),
      returnDoorBalance: async () => RETURNED,
    })
    await settle(present('door-desk'))
    expect(chain.returnDoorBalance).not.toHaveBeenCalled()
    chain.getDoor.mockImplementation(async () => null)
    await act(async () => {
      await vi.advanceTimersByTimeAsync(PAIRED_POLL_MS)
    })
    await settle(present('door-removed'))
    expect(text('door-removed')).toContain(DOOR_MESSAGES.removed)
    expect(text('door-balance-back')).toBe(DOOR_MESSAGES.balanceReturned('0.1990 ALGO'))
    const key = await storedKey()
    expect(chain.returnDoorBalance).toHaveBeenCalledExactlyOnceWith(
      expect.objectContaining({ address: key.address }),
      expect.objectContaining({ eventId: EVENT_ID }),
    )
    expect(screen.queryByTestId('door-desk')).toBeNull()
    expect(screen.queryByTestId('door-pairing')).toBeNull()
  })

  it('sends its balance back on opening when it was revoked while the page was closed', async () => {
    const key = await newKey()
    renderDoor(makeEvent(), { returnDoorBalance: async () => RETURNED })
    await settle(present('door-removed'))
    expect(text('door-removed')).toContain(DOOR_MESSAGES.removed)
    expect(text('door-balance-back')).toBe(DOOR_MESSAGES.balanceReturned('0.1990 ALGO'))
    expect(chain.returnDoorBalance).toHaveBeenCalledWith(
      expect.objectContaining({ address: key.address }),
      expect.anything(),
    )
    expect(screen.queryByTestId('door-pairing')).toBeNull()
  })

  it('says where its balance went for a deactivated event too', async () => {
    await newKey()
    renderDoor(makeEvent({ active: false }), { returnDoorBalance: async () => RETURNED })
    await settle(present('door-removed'))
    expect(text('door-balance-back')).toBe(DOOR_MESSAGES.balanceReturned('0.1990 ALGO'))
    expect(screen.queryByTestId('door-message')).toBeNull()
  })

  it('shows the pairing code of a device that holds nothing, and asks only once', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] })
    renderDoor(makeEvent())
    await settle(present('door-pairing'))
    await act(async () => {
      await vi.advanceTimersByTimeAsync(3 * PAIRING_POLL_MS)
    })
    expect(chain.getDoor.mock.calls.length).toBeGreaterThanOrEqual(4)
    expect(chain.returnDoorBalance).toHaveBeenCalledTimes(1)
    expect(screen.queryByTestId('door-removed')).toBeNull()
  })

  it('a new device holding no ALGO shows its pairing code without asking the write path for anything', async () => {
    renderDoor(makeEvent(), { doorBalance: async () => 0n })
    await settle(present('door-pairing'))
    expect(chain.doorBalance).toHaveBeenCalled()
    expect(chain.returnDoorBalance).not.toHaveBeenCalled()
  })

  it('asks nothing while paired, nor while the node cannot say whether it is', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] })
    renderDoor(makeEvent(), { getDoor: async (_event, address) => door(address) })
    await settle(present('door-desk'))
    chain.getDoor.mockImplementation(async () => Promise.reject(new TypeError('Failed to fetch')))
    await act(async () => {
      await vi.advanceTimersByTimeAsync(3 * PAIRED_POLL_MS)
    })
    expect(chain.getDoor.mock.calls.length).toBeGreaterThanOrEqual(4)
    expect(chain.returnDoorBalance).not.toHaveBeenCalled()
    expect(screen.queryByTestId('door-desk')).not.toBeNull()
  })

  it('says when its balance could not go back yet, and sends it at a later look', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] })
    const answers: DoorBalanceReturn[] = [{ status: 'not-now', reason: 'Failed to fetch' }, RETURNED]
    renderDoor(makeEvent(), {
      getDoor: async (_event, address) => door(address),
      returnDoorBalance: async () => answers.shift() ?? { status: 'empty' },
    })
    await settle(present('door-desk'))
    chain.getDoor.mockImplementation(async () => null)
    await act(async () => {
      await vi.advanceTimersByTimeAsync(PAIRED_POLL_MS)
    })
    await settle(present('door-balance-back'))
    expect(text('door-balance-back')).toBe(DOOR_MESSAGES.balanceNotYet)
    await act(async () => {
      await vi.advanceTimersByTimeAsync(PAIRING_POLL_MS)
    })
    await settle(() => text('door-balance-back') !== DOOR_MESSAGES.balanceNotYet)
    expect(text('door-balance-back')).toBe(DOOR_MESSAGES.balanceReturned('0.1990 ALGO'))
    // Settled: later looks ask no more.
    await act(async () => {
      await vi.advanceTimersByTimeAsync(3 * PAIRING_POLL_MS)
    })
    expect(chain.returnDoorBalance).toHaveBeenCalledTimes(2)
  })

  it('never asks twice at once: no other look starts while the balance is on its way', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] })
    let answer: (outcome: DoorBalanceReturn) => void = () => undefined
    renderDoor(makeEvent(), {
      getDoor: async (_event, address) => door(address),
      returnDoorBalance: () => new Promise<DoorBalanceReturn>((resolve) => (answer = resolve)),
    })
    await settle(present('door-desk'))
    chain.getDoor.mockImplementation(async () => null)
    await act(async () => {
      await vi.advanceTimersByTimeAsync(PAIRED_POLL_MS + 5 * PAIRING_POLL_MS)
    })
    await settle(present('door-balance-back'))
    expect(text('door-balance-back')).toBe(DOOR_MESSAGES.balanceReturning)
    expect(chain.returnDoorBalance).toHaveBeenCalledTimes(1)
    answer(RETURNED)
    await settle(() => text('door-balance-back') !== DOOR_MESSAGES.balanceReturning)
    expect(text('door-balance-back')).toBe(DOOR_MESSAGES.balanceReturned('0.1990 ALGO'))
  })

  it('looks at once when a check-in is refused because it is no longer a door, and sends its balance back', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] })
    const key = await newKey()
    const scannedAt = Date.now() - 60_000
    window.localStorage.setItem(
      versionedKey(`door-queue:${config.appId}:${EVENT_ID}:${key.address}`, 1),
      JSON.stringify([
        {
          entry: { id: `${ATTENDEE}:${scannedAt}`, attendee: ATTENDEE, tierName: 'VIP', scannedAt, state: 'queued' },
          ticket: { appId: config.appId.toString(), eventId: EVENT_ID, attendee: ATTENDEE },
        },
      ]),
    )
    let paired = true
    renderDoor(makeEvent(), {
      getDoor: async (_event, address) => (paired ? door(address) : null),
      returnDoorBalance: async () => RETURNED,
      doorChain: () => ({
        address: key.address,
        checkIn: async () => ({ status: 'refused', reason: 'not expected here' }),
        admit: async () => {
          paired = false
          return { status: 'refused', reason: NOT_A_DOOR_REASON }
        },
      }),
    })
    // No timer runs: the refusal itself makes the device look.
    await settle(present('door-removed'))
    expect(text('door-balance-back')).toBe(DOOR_MESSAGES.balanceReturned('0.1990 ALGO'))
    expect(chain.getDoor).toHaveBeenCalledTimes(2)
  })

  it('keeps waiting when the node cannot say whether it is paired', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] })
    renderDoor(makeEvent(), { getDoor: async () => Promise.reject(new TypeError('Failed to fetch')) })
    await settle(() => chain.getDoor.mock.calls.length > 0)
    expect(screen.getByTestId('door-loading')).toBeVisible()
    chain.getDoor.mockImplementation(async (_event: DynaEvent, address: string) => door(address))
    await act(async () => {
      await vi.advanceTimersByTimeAsync(PAIRING_POLL_MS)
    })
    await settle(present('door-desk'))
    expect(text('door-name')).toBe('Main entrance')
  })

  it('sends the check-ins it kept while offline when it opens again, with its own key', async () => {
    const key = await newKey()
    const secret = new Uint8Array(32).fill(5)
    const scannedAt = Date.now() - 60_000
    window.localStorage.setItem(
      versionedKey(`door-queue:${config.appId}:${EVENT_ID}:${key.address}`, 1),
      JSON.stringify([
        {
          entry: { id: `${ATTENDEE}:${scannedAt}`, attendee: ATTENDEE, tierName: 'VIP', scannedAt, state: 'queued' },
          ticket: {
            appId: config.appId.toString(),
            eventId: EVENT_ID,
            attendee: ATTENDEE,
            secret: toBase64Url(secret),
          },
        },
      ]),
    )
    const checkIns: [Ticket, bigint][] = []
    renderDoor(makeEvent({ seq: 12 }), {
      getDoor: async (_event, address) => door(address),
      doorChain: (signer) => ({
        address: key.address,
        checkIn: async (ticket, eventSeq) => {
          expect(signer.publicKey).toEqual(key.publicKey)
          checkIns.push([ticket, eventSeq])
          return { status: 'recorded', txId: 'TX-CHECK-IN', round: 5 }
        },
        admit: async () => ({ status: 'refused', reason: 'not expected here' }),
      }),
    })
    await settle(() => screen.queryByText(CHECK_IN_MESSAGES.recorded) !== null)
    expect(checkIns).toEqual([[{ appId: config.appId, eventId: EVENT_ID, attendee: ATTENDEE, secret }, 12n]])
    expect(text('door-recorded-count')).toBe('1')
    expect(screen.getAllByTestId('door-entry')).toHaveLength(1)
    expect(
      JSON.parse(
        window.localStorage.getItem(versionedKey(`door-queue:${config.appId}:${EVENT_ID}:${key.address}`, 1)) ?? 'null',
      ),
    ).toEqual([])
  })

  it("shows what still waits for the network, each scan's time in the event's zone", async () => {
    const key = await newKey()
    const scannedAt = Date.UTC(2026, 11, 12, 18, 42)
    window.localStorage.setItem(
      versionedKey(`door-queue:${config.appId}:${EVENT_ID}:${key.address}`, 1),
      JSON.stringify([
        {
          entry: { id: `${ATTENDEE}:${scannedAt}`, attendee: ATTENDEE, tierName: 'VIP', scannedAt, state: 'queued' },
          ticket: {
            appId: config.appId.toString(),
            eventId: EVENT_ID,
            attendee: ATTENDEE,
            secret: toBase64Url(new Uint8Array(32)),
          },
        },
      ]),
    )
    renderDoor(makeEvent({ metadata: { timezone: 'Europe/Stockholm' } }), {
      getDoor: async (_event, address) => door(address),
      doorChain: () => ({
        address: key.address,
        checkIn: async () => ({ status: 'unsent', reason: 'Failed to fetch' }),
        admit: async () => ({ status: 'unsent', reason: 'Failed to fetch' }),
      }),
    })
    await settle(present('door-waiting'))
    expect(text('door-waiting')).toBe(`1 ${CHECK_IN_MESSAGES.queued}`)
    expect(text('door-entry-state')).toBe('Waiting for the network')
    expect(text('door-entry')).toBe(`${shortenAddress(ATTENDEE)}19:42 CETWaiting for the network`)
  })

  it('says when this browser cannot make Ed25519 keys', async () => {
    vi.spyOn(crypto.subtle, 'generateKey').mockRejectedValue(new DOMException('Unrecognized name', 'NotSupportedError'))
    renderDoor(makeEvent())
    await settle(present('door-message'))
    expect(text('door-message')).toContain(CHECK_IN_MESSAGES.deviceKeyUnsupported)
    expect(screen.queryByTestId('door-pairing')).toBeNull()
  })
})
