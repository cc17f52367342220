// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { MemoryRouter, Route, Routes } from 'react-router-dom'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { config } from '../../config'
import { toBase64Url } from '../../domain/base64url'
import { doorCodeMessage, parseDoorCode, type DoorCode } from '../../domain/door-code'
import { DOOR_MESSAGES } from '../../domain/messages'
import { fail, ok } from '../../domain/result'
import type { DynaEvent } from '../../domain/types'
import { ChainContextReact } from '../chain/chain-context'
import { createDoorKeyStore, type DoorKey } from '../platform/door-key'
import { makeEvent, makeFakeChain, OWNER, type FakeChain } from './testing/fake-chain'

const toastMock = vi.hoisted(() => Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn() }))
vi.mock('react-hot-toast', () => ({ default: toastMock }))
const walletState = vi.hoisted(() => ({ activeAddress: null as string | null }))
vi.mock('@txnlab/use-wallet-react', () => ({ useWallet: () => walletState }))

import DoorCheckInPage from './DoorCheckInPage'

const EVENT_ID = 'ALGO-SUMMIT-1'
/** A window boundary: 1_800_000_000 / 30 = 60_000_000. */
const WINDOW_START = 1_800_000_000

let chain: FakeChain
/** The event as the fake chain holds it; setCheckInKey writes to it. */
let onChain: DynaEvent

function renderDoor(event: DynaEvent, chainOverrides: Parameters<typeof makeFakeChain>[0] = {}) {
  onChain = event
  chain = makeFakeChain({
    // Ten seconds into a window: a test's own run time never takes the screen into the next one.
    chainTime: async () => WINDOW_START + 10,
    getEvent: async () => onChain,
    setCheckInKey: async (_event, publicKey) => {
      onChain = { ...onChain, checkInKey: toBase64Url(publicKey) }
      return ok({ txId: 'TX-KEY' })
    },
    ...chainOverrides,
  })
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
 * Lets React and WebCrypto (which signs off the main thread) finish: event-loop turns, not time, so
 * fake timers stay in control; generous, because a busy machine needs more turns for a signature.
 */
async function settle(done: () => boolean = () => false) {
  for (let turn = 0; turn < 5_000 && !done(); turn++) {
    await act(() => new Promise<void>((resolve) => setImmediate(resolve)))
  }
}

const present = (testId: string) => () => screen.queryByTestId(testId) !== null
const text = (testId: string) => screen.getByTestId(testId).textContent ?? ''

function shownCode(): DoorCode {
  const parsed = parseDoorCode(text('door-code-text'), EVENT_ID)
  if (!parsed.ok) throw new Error(parsed.error)
  return parsed.value
}

async function verifies(publicKey: Uint8Array, code: DoorCode): Promise<boolean> {
  const key = await crypto.subtle.importKey('raw', new Uint8Array(publicKey), { name: 'Ed25519' }, false, ['verify'])
  const message = doorCodeMessage(config.appId, EVENT_ID, code.window)
  return crypto.subtle.verify({ name: 'Ed25519' }, key, new Uint8Array(code.signature), new Uint8Array(message))
}

async function storedKey(): Promise<DoorKey | null> {
  return createDoorKeyStore().load(config.appId, EVENT_ID)
}

/** A key this browser holds, registered on the event. */
async function eventWithStoredKey(overrides: Partial<DynaEvent> = {}): Promise<DynaEvent> {
  const created = await createDoorKeyStore().create(config.appId, EVENT_ID)
  if (!created.ok) throw new Error(created.error)
  return makeEvent({ checkInKey: created.value.publicKeyText, ...overrides })
}

/**
 * The door view of a stored key, on fake timers, with the tablet clock a day off and the chain 25 s
 * into a window; resolves with the code shown.
 */
async function doorFiveSecondsBeforeNextWindow(): Promise<DoorCode> {
  const event = await eventWithStoredKey()
  vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval', 'setTimeout', 'clearTimeout'] })
  vi.setSystemTime((WINDOW_START + 86_400) * 1000)
  renderDoor(event, { chainTime: async () => WINDOW_START + 25 })
  await settle(present('door-code-text'))
  return shownCode()
}

beforeEach(() => {
  window.localStorage.clear()
  walletState.activeAddress = OWNER
  toastMock.success.mockClear()
  toastMock.error.mockClear()
})
afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

describe('DoorCheckInPage', () => {
  it('is for the event owner only', async () => {
    walletState.activeAddress = 'SOMEONEELSE'
    renderDoor(makeEvent())
    await settle(present('door-owner-only'))
    expect(text('door-owner-only')).toContain(DOOR_MESSAGES.ownerOnly)
    expect(screen.queryByTestId('door-make-key')).toBeNull()
  })

  it('is for the event owner only, also without a wallet', async () => {
    walletState.activeAddress = null
    renderDoor(makeEvent())
    await settle(present('door-owner-only'))
    expect(text('door-owner-only')).toContain(DOOR_MESSAGES.ownerOnly)
  })

  it('offers no key for a deactivated event, whose attendance can no longer be confirmed', async () => {
    renderDoor(makeEvent({ active: false }))
    await settle(present('door-inactive'))
    expect(text('door-inactive')).toContain(DOOR_MESSAGES.eventInactive)
    expect(screen.queryByTestId('door-make-key')).toBeNull()
    expect(chain.setCheckInKey).not.toHaveBeenCalled()
  })

  it('turns door check-in on: registers a new 32-byte key and shows codes signed by it', async () => {
    renderDoor(makeEvent({ checkInKey: null }))
    await settle(present('door-make-key'))
    expect(text('door-setup-state')).toBe(DOOR_MESSAGES.keyOff)
    expect(text('door-make-key')).toBe('Turn on door check-in')

    fireEvent.click(screen.getByTestId('door-make-key'))
    await settle(present('door-code-text'))

    expect(chain.setCheckInKey).toHaveBeenCalledTimes(1)
    const [event, publicKey] = chain.setCheckInKey.mock.calls[0] as [DynaEvent, Uint8Array]
    expect(event.eventId).toBe(EVENT_ID)
    expect(publicKey).toBeInstanceOf(Uint8Array)
    expect(publicKey).toHaveLength(32)
    const stored = await storedKey()
    expect(stored?.publicKey).toEqual(publicKey)
    expect(toastMock.success).toHaveBeenCalled()

    const code = shownCode()
    expect(code.window).toBe(60_000_000n)
    expect(await verifies(stored!.publicKey, code)).toBe(true)
    expect(text('door-code-text')).toMatch(/\/events\/ALGO-SUMMIT-1\/register\?door=\d+\.[A-Za-z0-9_-]+$/)
    await settle(present('door-qr-image'))
    expect(screen.getByTestId('door-qr-image').getAttribute('src')).toMatch(/^data:image\/png;base64,/)
  })

  it('offers a new key when the event has one this browser does not hold', async () => {
    renderDoor(makeEvent({ checkInKey: toBase64Url(new Uint8Array(32).fill(7)) }))
    await settle(present('door-make-key'))
    expect(text('door-setup-state')).toBe(DOOR_MESSAGES.keyMissingHere)
    expect(text('door-make-key')).toBe('Use this device as the door (new key)')

    fireEvent.click(screen.getByTestId('door-make-key'))
    await settle(present('door-code-text'))
    const stored = await storedKey()
    expect(onChain.checkInKey).toBe(stored?.publicKeyText)
    expect(await verifies(stored!.publicKey, shownCode())).toBe(true)
  })

  it('shows the reason when registering the key fails, and no door codes', async () => {
    renderDoor(makeEvent(), { setCheckInKey: async () => fail('Transaction rejected by user') })
    await settle(present('door-make-key'))
    fireEvent.click(screen.getByTestId('door-make-key'))
    await settle(present('door-setup-error'))
    expect(text('door-setup-error')).toContain(DOOR_MESSAGES.keyRegisterFailed)
    expect(text('door-setup-error')).toContain('Transaction rejected by user')
    expect(screen.queryByTestId('door-view')).toBeNull()
    expect(text('door-make-key')).toBe('Turn on door check-in')
  })

  it('opens straight on the door view when this browser holds the event key, with the counts', async () => {
    const event = await eventWithStoredKey({ attendedCount: 5, registeredCount: 12 })
    renderDoor(event)
    await settle(present('door-code-text'))
    expect(chain.setCheckInKey).not.toHaveBeenCalled()
    expect(text('door-attended')).toBe('5')
    expect(text('door-registered')).toBe('12')
    expect(await verifies((await storedKey())!.publicKey, shownCode())).toBe(true)
    expect(screen.getByTestId('door-manage-link').getAttribute('href')).toBe('/events/ALGO-SUMMIT-1/manage')
  })

  it('reads the attendance count again every few seconds', async () => {
    const event = await eventWithStoredKey({ attendedCount: 5 })
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval', 'setTimeout', 'clearTimeout'] })
    renderDoor(event)
    await settle(present('door-attended'))
    expect(text('door-attended')).toBe('5')

    onChain = { ...onChain, attendedCount: 6 }
    await act(() => vi.advanceTimersByTimeAsync(5_000))
    await settle(() => text('door-attended') === '6')
    expect(text('door-attended')).toBe('6')
  })

  it('leaves the door view when the event key is rotated elsewhere', async () => {
    const event = await eventWithStoredKey()
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval', 'setTimeout', 'clearTimeout'] })
    renderDoor(event)
    await settle(present('door-code-text'))

    onChain = { ...onChain, checkInKey: toBase64Url(new Uint8Array(32).fill(9)) }
    await act(() => vi.advanceTimersByTimeAsync(5_000))
    await settle(present('door-make-key'))
    expect(screen.queryByTestId('door-view')).toBeNull()
    expect(text('door-setup-state')).toBe(DOOR_MESSAGES.keyMissingHere)
  })

  it('signs a new code when the chain-anchored window changes, and counts down to it', async () => {
    const first = await doorFiveSecondsBeforeNextWindow()
    expect(first.window).toBe(60_000_000n)
    expect(text('door-countdown')).toBe('New code in 5 s')

    await act(() => vi.advanceTimersByTimeAsync(6_000))
    await settle(() => shownCode().window !== first.window)
    const second = shownCode()
    expect(second.window).toBe(60_000_001n)
    expect(await verifies((await storedKey())!.publicKey, second)).toBe(true)
    expect(text('door-countdown')).toBe('New code in 29 s')
  })

  it('keeps the last code up and says so when the next one cannot be signed', async () => {
    const first = await doorFiveSecondsBeforeNextWindow()
    expect(screen.queryByTestId('door-signing-failed')).toBeNull()

    const sign = vi.spyOn(crypto.subtle, 'sign').mockRejectedValue(new DOMException('gone', 'OperationError'))
    try {
      await act(() => vi.advanceTimersByTimeAsync(6_000))
      await settle(present('door-signing-failed'))
      expect(text('door-signing-failed')).toBe(DOOR_MESSAGES.signingFailed)
      expect(shownCode().window).toBe(first.window)
    } finally {
      sign.mockRestore()
    }
  })

  it('falls back to the device clock, and says so, when the chain time cannot be read', async () => {
    const event = await eventWithStoredKey()
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime((WINDOW_START + 30 * 7 + 3) * 1000)
    renderDoor(event, { chainTime: async () => Promise.reject(new Error('Failed to fetch')) })
    await settle(present('door-code-text'))
    expect(text('door-device-clock')).toBe(DOOR_MESSAGES.clockUnavailable)
    expect(shownCode().window).toBe(60_000_007n)
  })

  it('says when this browser cannot make Ed25519 keys', async () => {
    const generateKey = vi
      .spyOn(crypto.subtle, 'generateKey')
      .mockRejectedValue(new DOMException('Unrecognized name', 'NotSupportedError'))
    try {
      renderDoor(makeEvent())
      await settle(present('door-crypto-unavailable'))
      expect(text('door-crypto-unavailable')).toBe(DOOR_MESSAGES.cryptoUnavailable)
    } finally {
      generateKey.mockRestore()
    }
  })
})
