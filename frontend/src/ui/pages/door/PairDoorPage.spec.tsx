// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import type { ReactElement } from 'react'
import { MemoryRouter, Route, Routes } from 'react-router-dom'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { ChainApi } from '../../../chain'
import { addressFromPublicKey } from '../../../domain/text/algorand-address'
import { toBase64Url } from '../../../domain/text/base64url'
import { doorFundingText } from '../../../domain/check-in/door-funding'
import { CHECK_IN_MESSAGES } from '../../../domain/check-in/check-in-messages'
import type { DynaEvent } from '../../../domain/event/event'
import { fail } from '../../../domain/messages/result'
import { ChainContextReact } from '../../chain-hooks/chain-context'
import { makeEvent, makeFakeChain, OWNER, type FakeChain } from '../../../testing/fake-chain'

const toastMock = vi.hoisted(() => Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn() }))
vi.mock('react-hot-toast', () => ({ default: toastMock }))
const walletState = vi.hoisted(() => ({ activeAddress: null as string | null }))
vi.mock('../../wallet/wallet-account', async (original) => ({
  ...(await original<object>()),
  useWalletAccount: () => ({ activeAddress: walletState.activeAddress, activeWalletId: null, accounts: [] }),
}))
vi.mock('../../wallet', () => ({ WalletPanel: () => <div data-testid="wallet-panel" /> }))

import PairDoorPage from './PairDoorPage'
import { DOOR_MESSAGES } from '../../../domain/check-in/door-messages'

const EVENT_ID = 'ALGO-SUMMIT-1'
const DEVICE = addressFromPublicKey(new Uint8Array(32).fill(21))
/** The device's X25519 key as its pairing link carries it. */
const DOOR_KEY = new Uint8Array(32).fill(42)

let chain: FakeChain

async function renderPair(
  device: string | null,
  event: DynaEvent | null = makeEvent(),
  overrides: Partial<ChainApi> = {},
  doorKey: string | null = null,
) {
  chain = makeFakeChain({ getEvent: async () => event, ...overrides })
  const query =
    (device === null ? '' : `?device=${encodeURIComponent(device)}`) + (doorKey === null ? '' : `&key=${doorKey}`)
  render(
    <ChainContextReact.Provider value={chain}>
      <MemoryRouter initialEntries={[`/events/${EVENT_ID}/doors/pair${query}`]}>
        <Routes>
          <Route path="/events/:eventId/doors/pair" element={<PairDoorPage />} />
          <Route path="/events/:eventId/manage" element={<p data-testid="manage-page" />} />
        </Routes>
      </MemoryRouter>
    </ChainContextReact.Provider>,
  )
  await act(async () => {})
}

const field = (testId: string) => screen.getByTestId(testId) as HTMLInputElement
const submit = () =>
  act(async () => {
    fireEvent.click(screen.getByTestId('pair-door-submit'))
  })

function toastText(call: unknown[]): string | null {
  const content = call[0] as string | (() => ReactElement)
  if (typeof content === 'string') return content
  return render(content()).container.textContent
}

beforeEach(() => {
  walletState.activeAddress = OWNER
  toastMock.success.mockClear()
  toastMock.error.mockClear()
})
afterEach(cleanup)

describe('PairDoorPage', () => {
  it("pairs the device for the owner, with the door's name and the ALGO it gets for its fees", async () => {
    await renderPair(DEVICE)
    expect(screen.getByTestId('pair-door').textContent).toContain('Algo Summit')
    expect(field('pair-door-name').value).toBe('Main entrance')
    expect(field('pair-door-funding').value).toBe('0.3')
    expect(screen.getByText(doorFundingText(0.3))).toBeVisible()

    fireEvent.change(field('pair-door-name'), { target: { value: 'North gate' } })
    fireEvent.change(field('pair-door-funding'), { target: { value: '1.5' } })
    expect(screen.getByText(doorFundingText(1.5))).toBeVisible()
    expect(screen.getByText(doorFundingText(1.5)).textContent).toContain('about 1,400 check-ins')
    await submit()

    expect(chain.addDoor).toHaveBeenCalledWith(
      expect.objectContaining({ eventId: EVENT_ID }),
      DEVICE,
      'North gate',
      1_500_000n,
      undefined,
    )
    expect(screen.getByTestId('pair-door-done').textContent).toContain(`${CHECK_IN_MESSAGES.paired}: North gate`)
    expect(toastText(toastMock.success.mock.calls[0])).toContain(CHECK_IN_MESSAGES.paired)
    expect(screen.queryByTestId('pair-door-submit')).toBeNull()
    fireEvent.click(screen.getByRole('link', { name: 'Back to Manage' }))
    expect(screen.getByTestId('manage-page')).toBeVisible()
  })

  it('gives the default funding in microALGO', async () => {
    await renderPair(DEVICE)
    await submit()
    expect(chain.addDoor).toHaveBeenCalledWith(expect.anything(), DEVICE, 'Main entrance', 300_000n, undefined)
  })

  it('shows why pairing failed and keeps the form', async () => {
    await renderPair(DEVICE, makeEvent(), { addDoor: async () => fail('Only the event owner can add doors') })
    await submit()
    expect(screen.getByTestId('pair-door-error').textContent).toBe('Only the event owner can add doors')
    expect(toastMock.error).toHaveBeenCalledWith(CHECK_IN_MESSAGES.pairFailed)
    expect(screen.queryByTestId('pair-door-done')).toBeNull()
    expect(screen.getByTestId('pair-door-submit')).toBeVisible()
  })

  it('is for the event owner only: another wallet, or none, sees why and no form', async () => {
    walletState.activeAddress = 'SOMEONEELSE'
    await renderPair(DEVICE)
    expect(screen.getByTestId('pair-door-owner-only').textContent).toBe(CHECK_IN_MESSAGES.ownerOnly)
    expect(screen.queryByTestId('pair-door-submit')).toBeNull()
    expect(screen.getByTestId('wallet-panel')).toBeVisible()
    cleanup()

    walletState.activeAddress = null
    await renderPair(DEVICE)
    expect(screen.getByTestId('pair-door-owner-only').textContent).toBe(CHECK_IN_MESSAGES.ownerOnly)
    expect(chain.addDoor).not.toHaveBeenCalled()
  })

  it.each([
    ['a link without a device', null],
    ['a device that is not an address', 'NOT-AN-ADDRESS'],
    ['an address with a bad checksum', DEVICE.slice(0, -1) + (DEVICE.endsWith('A') ? 'B' : 'A')],
  ])('refuses %s', async (_label, device) => {
    await renderPair(device)
    expect(screen.getByRole('alert').textContent).toBe(CHECK_IN_MESSAGES.invalidDevice)
    expect(screen.queryByTestId('pair-door-submit')).toBeNull()
    expect(screen.queryByTestId('pair-door-owner-only')).toBeNull()
  })

  it('shares the guest list with the door, sealed to the key its link carries, unless the owner unticks it', async () => {
    await renderPair(DEVICE, makeEvent(), {}, toBase64Url(DOOR_KEY))
    const share = screen.getByTestId('pair-door-share') as HTMLInputElement
    expect(share.checked).toBe(true)
    expect(screen.getByTestId('pair-door').textContent).toContain(DOOR_MESSAGES.shareGuestListHint)
    await submit()
    expect(chain.addDoor).toHaveBeenCalledWith(expect.anything(), DEVICE, 'Main entrance', 300_000n, DOOR_KEY)
    cleanup()

    await renderPair(DEVICE, makeEvent(), {}, toBase64Url(DOOR_KEY))
    fireEvent.click(screen.getByTestId('pair-door-share'))
    await submit()
    expect(chain.addDoor).toHaveBeenCalledWith(expect.anything(), DEVICE, 'Main entrance', 300_000n, undefined)
  })

  it('pairs for tickets only a door whose link carries no usable key, or an event without a guest list key', async () => {
    for (const [event, key, reason] of [
      [makeEvent(), null, DOOR_MESSAGES.doorCannotReceiveGuestList],
      [makeEvent(), toBase64Url(new Uint8Array(16)), DOOR_MESSAGES.doorCannotReceiveGuestList],
      [makeEvent({ sealKey: null }), toBase64Url(DOOR_KEY), DOOR_MESSAGES.noGuestListToShare],
    ] as const) {
      await renderPair(DEVICE, event, {}, key)
      expect(screen.queryByTestId('pair-door-share')).toBeNull()
      expect(screen.getByTestId('pair-door-no-share').textContent).toBe(reason)
      await submit()
      expect(chain.addDoor).toHaveBeenCalledWith(expect.anything(), DEVICE, 'Main entrance', 300_000n, undefined)
      cleanup()
    }
  })

  it('says so for an event that cannot be found', async () => {
    await renderPair(DEVICE, null)
    expect(screen.getByTestId('pair-not-found').textContent).toContain(EVENT_ID)
  })
})
