// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { MemoryRouter, Route, Routes } from 'react-router-dom'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { ChainApi } from '../../chain/api'
import { doorCodeLink, doorCodeValue, type DoorCode } from '../../domain/door-code'
import { ATTENDANCE_MESSAGES, DOOR_MESSAGES } from '../../domain/messages'
import { fail, ok } from '../../domain/result'
import type { DynaEvent } from '../../domain/types'
import { ChainContextReact } from '../chain/chain-context'
import { ATTENDEE, makeEvent, makeFakeChain, makeRegistration, type FakeChain } from './testing/fake-chain'

const toastMock = vi.hoisted(() =>
  Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn(), loading: vi.fn(), dismiss: vi.fn() }),
)
vi.mock('react-hot-toast', () => ({ default: toastMock, toast: toastMock }))
const walletState = vi.hoisted(() => ({ activeAddress: null as string | null, wallets: [] }))
vi.mock('@txnlab/use-wallet-react', () => ({
  useWallet: () => walletState,
  WalletId: { PERA: 'pera', KMD: 'kmd', MNEMONIC: 'mnemonic', EXODUS: 'exodus' },
}))
vi.mock('../wallet', () => ({ WalletPanel: () => <div data-testid="wallet-panel" /> }))

import Registration from './Registration'

const EVENT_ID = 'ALGO-SUMMIT-1'
const doorEvent = makeEvent({ checkInKey: 'A'.repeat(43) })
const code: DoorCode = { eventId: EVENT_ID, window: 58_333_333n, signature: new Uint8Array(64).fill(9) }
const link = (doorCode: DoorCode) => doorCodeLink('https://dynaqr.test', doorCode)

function chainFor(event: DynaEvent, overrides: Partial<ChainApi> = {}): FakeChain {
  return makeFakeChain({ getEvent: async () => event, getRegistration: async () => makeRegistration(), ...overrides })
}

async function openCompletion(chain: ChainApi, path = `/events/${EVENT_ID}/register`) {
  render(
    <ChainContextReact.Provider value={chain}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/events/:eventId/register" element={<Registration />} />
        </Routes>
      </MemoryRouter>
    </ChainContextReact.Provider>,
  )
  await screen.findByTestId('registration-complete')
}

async function click(testId: string) {
  await act(async () => {
    fireEvent.click(screen.getByTestId(testId))
  })
}

async function pasteDoorCode(text: string) {
  fireEvent.change(screen.getByTestId('door-code-input'), { target: { value: text } })
  await click('door-code-use')
}

function withMediaDevices(mediaDevices: Partial<MediaDevices> | undefined) {
  Object.defineProperty(navigator, 'mediaDevices', { value: mediaDevices, configurable: true })
}

describe('Registration: door check-in', () => {
  beforeEach(() => {
    toastMock.success.mockClear()
    toastMock.error.mockClear()
    walletState.activeAddress = ATTENDEE
    withMediaDevices(undefined)
  })
  afterEach(() => {
    cleanup()
    vi.restoreAllMocks()
  })

  it('opens the door code scanner on an event with door check-in, without confirming yet', async () => {
    const chain = chainFor(doorEvent)
    await openCompletion(chain)
    expect(screen.queryByTestId('door-scanner')).toBeNull()
    await click('registration-confirm')
    expect(screen.getByRole('heading', { name: 'Scan the door code' })).toBeTruthy()
    expect(screen.getByTestId('door-scanner-camera').textContent).toBe(DOOR_MESSAGES.cameraUnavailable)
    expect(screen.getByTestId('registration-confirm')).toHaveProperty('disabled', true)
    expect(chain.confirmAttendance).not.toHaveBeenCalled()
    await click('door-scanner-close')
    expect(screen.queryByTestId('door-scanner')).toBeNull()
    expect(screen.getByTestId('registration-confirm')).toHaveProperty('disabled', false)
  })

  it('confirms with a pasted door link, then mints and claims the NFT', async () => {
    const chain = chainFor(doorEvent)
    await openCompletion(chain)
    await click('registration-confirm')
    await pasteDoorCode(link(code))
    expect(chain.confirmAttendance).toHaveBeenCalledTimes(1)
    expect(chain.confirmAttendance).toHaveBeenCalledWith(expect.objectContaining({ eventId: EVENT_ID }), code)
    expect(chain.mintAndClaimToken).toHaveBeenCalledWith(
      expect.objectContaining({ eventId: EVENT_ID }),
      expect.objectContaining({ status: 'attended' }),
      expect.any(Function),
    )
    expect(toastMock.success).toHaveBeenCalledWith(ATTENDANCE_MESSAGES.confirmed)
    expect(screen.queryByTestId('door-scanner')).toBeNull()
    expect(screen.getByTestId('registration-status').textContent).toBe('Attended')
    expect(screen.getByTestId('registration-asset-id').textContent).toBe('777')
  })

  it('refuses a door link of another event before any chain call', async () => {
    const chain = chainFor(doorEvent)
    await openCompletion(chain)
    await click('registration-confirm')
    await pasteDoorCode(link({ ...code, eventId: 'OTHER-EVENT' }))
    expect(screen.getByTestId('door-scanner-error').textContent).toBe(DOOR_MESSAGES.otherEvent)
    await pasteDoorCode('https://example.com/events/ALGO-SUMMIT-1')
    expect(screen.getByTestId('door-scanner-error').textContent).toBe(DOOR_MESSAGES.notADoorCode)
    expect(chain.confirmAttendance).not.toHaveBeenCalled()
    expect(chain.mintAndClaimToken).not.toHaveBeenCalled()
    expect(screen.getByTestId('door-scanner')).toBeTruthy()
  })

  it('keeps self-confirmation on an event without door check-in', async () => {
    const chain = chainFor(makeEvent())
    await openCompletion(chain, `/events/${EVENT_ID}/register?door=${doorCodeValue(code)}`)
    await click('registration-confirm')
    expect(screen.queryByTestId('door-scanner')).toBeNull()
    expect(chain.confirmAttendance).toHaveBeenCalledTimes(1)
    expect(chain.confirmAttendance.mock.calls[0]).toEqual([expect.objectContaining({ eventId: EVENT_ID })])
    expect(toastMock.success).toHaveBeenCalledWith(ATTENDANCE_MESSAGES.confirmed)
  })

  it('opens the scanner when the owner turned door check-in on after the page read the event', async () => {
    let reads = 0
    const chain = chainFor(makeEvent(), {
      getEvent: async () => (reads++ === 0 ? makeEvent() : doorEvent),
      confirmAttendance: async () => fail('Door code required: scan the code at the door'),
    })
    await openCompletion(chain)
    await click('registration-confirm')
    expect(screen.getByTestId('registration-confirm-error').textContent).toBe(
      'Door code required: scan the code at the door',
    )
    expect(screen.getByTestId('door-scanner')).toBeTruthy()
  })

  it('uses the door code of the link the page was opened from, without the scanner', async () => {
    const chain = chainFor(doorEvent)
    await openCompletion(chain, `/events/${EVENT_ID}/register?door=${doorCodeValue(code)}`)
    await click('registration-confirm')
    expect(screen.queryByTestId('door-scanner')).toBeNull()
    expect(chain.confirmAttendance).toHaveBeenCalledWith(expect.objectContaining({ eventId: EVENT_ID }), code)
    expect(toastMock.success).toHaveBeenCalledWith(ATTENDANCE_MESSAGES.confirmed)
  })

  it('shows the reason for a refused door code and scans again, without reusing the link code', async () => {
    const expired = 'Door code expired: scan the code at the door again'
    const chain = chainFor(doorEvent, {
      confirmAttendance: vi
        .fn()
        .mockResolvedValueOnce(fail(expired))
        .mockResolvedValueOnce(ok({ txId: 'TX-2' })),
    })
    await openCompletion(chain, `/events/${EVENT_ID}/register?door=${doorCodeValue(code)}`)
    await click('registration-confirm')
    expect(screen.getByTestId('registration-confirm-error').textContent).toBe(expired)
    expect(toastMock.error).toHaveBeenCalledWith(ATTENDANCE_MESSAGES.confirmFailed)
    expect(chain.mintAndClaimToken).not.toHaveBeenCalled()
    expect(screen.getByTestId('door-scanner')).toBeTruthy()
    const fresh = { ...code, window: code.window + 2n }
    await pasteDoorCode(doorCodeValue(fresh))
    expect(chain.confirmAttendance).toHaveBeenCalledTimes(2)
    expect(chain.confirmAttendance.mock.calls[1][1]).toEqual(fresh)
    expect(chain.mintAndClaimToken).toHaveBeenCalledTimes(1)
    expect(screen.getByTestId('registration-status').textContent).toBe('Attended')
  })

  it('refuses a malformed link code and opens the scanner instead', async () => {
    const chain = chainFor(doorEvent)
    await openCompletion(chain, `/events/${EVENT_ID}/register?door=not-a-code`)
    await click('registration-confirm')
    expect(screen.getByTestId('registration-confirm-error').textContent).toBe(DOOR_MESSAGES.notADoorCode)
    expect(screen.getByTestId('door-scanner')).toBeTruthy()
    expect(chain.confirmAttendance).not.toHaveBeenCalled()
  })

  it('explains a refused camera and still confirms with a pasted code', async () => {
    const getUserMedia = vi.fn().mockRejectedValue(new DOMException('Permission denied', 'NotAllowedError'))
    withMediaDevices({ getUserMedia })
    const chain = chainFor(doorEvent)
    await openCompletion(chain)
    await click('registration-confirm')
    expect(getUserMedia).toHaveBeenCalledWith({ audio: false, video: { facingMode: 'environment' } })
    expect(screen.getByTestId('door-scanner-camera').textContent).toBe(DOOR_MESSAGES.cameraDenied)
    await pasteDoorCode(doorCodeValue(code))
    expect(chain.confirmAttendance).toHaveBeenCalledWith(expect.objectContaining({ eventId: EVENT_ID }), code)
  })
})
