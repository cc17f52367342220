// @vitest-environment jsdom
// The card is rendered inside the Manage page: the page owns the owner's writes and their toasts.
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import type { ReactElement } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { ChainApi, DoorDevice } from '../../../chain'
import { addressFromPublicKey } from '../../../domain/text/algorand-address'
import { shortenAddress } from '../../../domain/text/format'
import { CHECK_IN_MESSAGES } from '../../../domain/check-in/check-in-messages'
import { DOOR_MESSAGES } from '../../../domain/check-in/door-messages'
import { config } from '../../../config'
import { fail } from '../../../domain/messages/result'
import { makeEvent, makeFakeChain, OWNER, type FakeChain } from '../../../testing/fake-chain'

const toastMock = vi.hoisted(() => Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn() }))
vi.mock('react-hot-toast', () => ({ default: toastMock }))
const walletState = vi.hoisted(() => ({ activeAddress: null as string | null }))
vi.mock('../../wallet/wallet-account', async (original) => ({
  ...(await original<object>()),
  useWalletAccount: () => ({ activeAddress: walletState.activeAddress, activeWalletId: null, accounts: [] }),
}))
vi.mock('../../wallet/WalletPanel', () => ({ WalletPanel: () => <div data-testid="wallet-panel" /> }))

import { renderManagePage } from '../../../testing/render-manage'
import { revokedDoorsKey } from './revoked-doors'

const NORTH = addressFromPublicKey(new Uint8Array(32).fill(31))
const SOUTH = addressFromPublicKey(new Uint8Array(32).fill(32))
const doors: DoorDevice[] = [
  { address: NORTH, name: 'North gate', pairedAt: 1_750_000_000, pairedRound: 90, checkIns: 42, balance: 258_000n },
  { address: SOUTH, name: 'South gate', pairedAt: 1_750_000_600, pairedRound: 95, checkIns: 0, balance: 300_000n },
]

let chain: FakeChain

async function renderManage(overrides: Partial<ChainApi> = {}) {
  chain = makeFakeChain({ getEvent: async () => makeEvent(), listDoors: async () => doors, ...overrides })
  await renderManagePage(chain)
}

const items = () => screen.getAllByTestId('doors-item')

function toastText(call: unknown[]): string | null {
  const content = call[0] as string | (() => ReactElement)
  if (typeof content === 'string') return content
  return render(content()).container.textContent
}

beforeEach(() => {
  window.localStorage.clear()
  walletState.activeAddress = OWNER
  toastMock.success.mockClear()
  toastMock.error.mockClear()
})
afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

describe('DoorsCard', () => {
  it('is not shown to other wallets, nor read for them', async () => {
    walletState.activeAddress = 'SOMEONEELSE'
    await renderManage()
    expect(screen.queryByTestId('doors-card')).toBeNull()
    expect(chain.listDoors).not.toHaveBeenCalled()
  })

  it('gives the link to open on the device that will scan tickets', async () => {
    await renderManage()
    expect(screen.getByTestId('doors-device-link').textContent).toBe(
      `${window.location.origin}/events/ALGO-SUMMIT-1/check-in`,
    )
    expect(screen.getByRole('button', { name: 'Copy door screen link' })).toBeVisible()
  })

  it('lists each paired door with its check-ins, balance and pairing time', async () => {
    await renderManage()
    expect(chain.listDoors).toHaveBeenCalledWith(expect.objectContaining({ eventId: 'ALGO-SUMMIT-1' }))
    expect(items()).toHaveLength(2)
    const north = items()[0]
    expect(within(north).getByText('North gate')).toBeVisible()
    expect(within(north).getByText(shortenAddress(NORTH))).toBeVisible()
    expect(north.textContent).toContain('42 checked in · balance 0.2580 ALGO · paired Sun 15 Jun 2025, 15:06 UTC')
    expect(screen.queryByTestId('doors-empty')).toBeNull()
  })

  it('says so when no door is paired yet', async () => {
    await renderManage({ listDoors: async () => [] })
    expect(screen.getByTestId('doors-empty').textContent).toBe('No door device is paired yet.')
    expect(screen.queryByTestId('doors-list')).toBeNull()
  })

  it("tops a door's balance up by 0.1 ALGO, then reads the doors again", async () => {
    await renderManage()
    const listed = chain.listDoors.mock.calls.length
    await act(async () => {
      fireEvent.click(within(items()[1]).getByRole('button', { name: 'Add 0.1 ALGO' }))
    })
    expect(chain.topUpDoor).toHaveBeenCalledWith(SOUTH, 100_000n)
    expect(toastText(toastMock.success.mock.calls[0])).toContain(CHECK_IN_MESSAGES.toppedUp)
    expect(chain.listDoors.mock.calls.length).toBeGreaterThan(listed)
  })

  it('reports a failed top-up', async () => {
    await renderManage({ topUpDoor: async () => fail('Insufficient balance') })
    await act(async () => {
      fireEvent.click(within(items()[0]).getByRole('button', { name: 'Add 0.1 ALGO' }))
    })
    expect(toastText(toastMock.error.mock.calls[0])).toBe(`${CHECK_IN_MESSAGES.topUpFailed}Insufficient balance`)
  })

  it('revokes a door after the owner confirms, and not otherwise', async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false)
    await renderManage()
    await act(async () => {
      fireEvent.click(within(items()[0]).getByTestId('doors-revoke'))
    })
    expect(confirm).toHaveBeenCalledWith(DOOR_MESSAGES.revokeQuestion('North gate'))
    expect(chain.removeDoor).not.toHaveBeenCalled()

    confirm.mockReturnValue(true)
    chain.listDoors.mockResolvedValue([doors[1]])
    await act(async () => {
      fireEvent.click(within(items()[0]).getByTestId('doors-revoke'))
    })
    expect(chain.removeDoor).toHaveBeenCalledWith(expect.objectContaining({ eventId: 'ALGO-SUMMIT-1' }), NORTH)
    expect(toastText(toastMock.success.mock.calls[0])).toContain(CHECK_IN_MESSAGES.revokedToast)
    expect(items().map((item) => item.querySelector('strong')?.textContent)).toEqual(['South gate'])
  })

  it('says where the owner revokes that the balance comes back only if the device is opened again', () => {
    const question = DOOR_MESSAGES.revokeQuestion('North gate')
    expect(question).toContain('comes back to you the next time its door screen is opened')
    expect(question).toContain('if it is never opened again, that balance cannot be recovered')
  })

  it('lists a door it revoked with the balance that comes back the next time the device is opened', async () => {
    vi.spyOn(window, 'confirm').mockReturnValue(true)
    await renderManage({ doorBalance: async () => 258_000n })
    expect(screen.queryByTestId('doors-revoked')).toBeNull()
    chain.listDoors.mockResolvedValue([doors[1]])
    await act(async () => {
      fireEvent.click(within(items()[0]).getByTestId('doors-revoke'))
    })
    await waitFor(() => expect(screen.queryByTestId('doors-revoked-item')).not.toBeNull())
    expect(chain.doorBalance).toHaveBeenCalledWith(NORTH)
    expect(screen.getByTestId('doors-revoked-item').textContent).toBe(
      DOOR_MESSAGES.revokedReturns('North gate', '0.2580 ALGO'),
    )
  })

  it("says once that a revoked door's balance came back, then forgets the door", async () => {
    window.localStorage.setItem(
      revokedDoorsKey(config.appId, 'ALGO-SUMMIT-1'),
      JSON.stringify([{ address: NORTH, name: 'North gate' }]),
    )
    await renderManage({ listDoors: async () => [doors[1]], doorBalance: async () => 0n })
    await waitFor(() => expect(screen.queryByTestId('doors-revoked-item')).not.toBeNull())
    expect(screen.getByTestId('doors-revoked-item').textContent).toBe(DOOR_MESSAGES.revokedReturned('North gate'))
    cleanup()
    await renderManage({ listDoors: async () => [doors[1]], doorBalance: async () => 0n })
    await act(async () => undefined)
    expect(screen.queryByTestId('doors-revoked')).toBeNull()
  })

  it('keeps a revoked door whose balance cannot be read, without an amount, and hides one paired again', async () => {
    window.localStorage.setItem(
      revokedDoorsKey(config.appId, 'ALGO-SUMMIT-1'),
      JSON.stringify([
        { address: NORTH, name: 'North gate' },
        { address: SOUTH, name: 'South gate' },
      ]),
    )
    await renderManage({
      listDoors: async () => [doors[1]],
      doorBalance: async () => Promise.reject(new TypeError('Failed to fetch')),
    })
    await waitFor(() => expect(screen.queryByTestId('doors-revoked-item')).not.toBeNull())
    expect(screen.getAllByTestId('doors-revoked-item').map((item) => item.textContent)).toEqual([
      DOOR_MESSAGES.revokedReturns('North gate', null),
    ])
    expect(
      JSON.parse(window.localStorage.getItem(revokedDoorsKey(config.appId, 'ALGO-SUMMIT-1')) ?? '[]'),
    ).toHaveLength(2)
  })

  it('reports a failed revocation and keeps the door listed', async () => {
    vi.spyOn(window, 'confirm').mockReturnValue(true)
    await renderManage({ removeDoor: async () => fail('Door not found') })
    await act(async () => {
      fireEvent.click(within(items()[1]).getByTestId('doors-revoke'))
    })
    expect(toastText(toastMock.error.mock.calls[0])).toBe(`${CHECK_IN_MESSAGES.revokeFailed}Door not found`)
    expect(items()).toHaveLength(2)
    expect(screen.queryByTestId('doors-revoked')).toBeNull()
  })
})

describe('DoorsCard when the doors cannot be read', () => {
  it('says so and reads them again on Try again', async () => {
    let calls = 0
    await renderManage({
      listDoors: async () => {
        calls++
        if (calls === 1) throw new TypeError('Failed to fetch')
        return doors
      },
    })
    const failed = await screen.findByTestId('doors-load-failed')
    expect(failed.textContent).toContain(CHECK_IN_MESSAGES.doorsLoadFailed)
    await act(async () => fireEvent.click(within(failed).getByRole('button', { name: 'Try again' })))
    expect(await screen.findAllByTestId('doors-item')).toHaveLength(2)
  })
})
