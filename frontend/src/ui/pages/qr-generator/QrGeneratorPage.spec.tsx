// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { MemoryRouter } from 'react-router-dom'
import { ACCESS_INFO_MESSAGES } from '../../../domain/event/create-messages'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ChainContextReact } from '../../chain-hooks/chain-context'
import { fail } from '../../../domain/messages/result'
import type { CreateEventInput } from '../../../domain/event/event'
import { makeFakeChain, OWNER, type FakeChain } from '../../../testing/fake-chain'

const toastMock = vi.hoisted(() => Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn() }))
vi.mock('react-hot-toast', () => ({ default: toastMock }))
const walletState = vi.hoisted(() => ({
  activeAddress: null as string | null,
  activeWallet: null as null | { id: string; metadata: { name: string } },
  wallets: [] as unknown[],
}))
vi.mock('../../wallet/wallet-account', async (original) => ({
  ...(await original<object>()),
  useWalletAccount: () => ({
    activeAddress: walletState.activeAddress,
    activeWalletId: walletState.activeWallet?.id ?? null,
    accounts: [],
  }),
}))

import QrGeneratorPage from './QrGeneratorPage'

let chain: FakeChain

function renderGenerator() {
  chain = makeFakeChain()
  render(
    <ChainContextReact.Provider value={chain}>
      <MemoryRouter>
        <QrGeneratorPage />
      </MemoryRouter>
    </ChainContextReact.Provider>,
  )
}

const field = (testId: string) => screen.getByTestId(testId) as HTMLInputElement
const type = (testId: string, value: string) => fireEvent.change(field(testId), { target: { value } })
const FIELDS = ['qr-event-name', 'qr-event-id', 'qr-url', 'qr-description', 'qr-access-type', 'qr-expiry']

function connect() {
  walletState.activeAddress = OWNER
  walletState.activeWallet = { id: 'kmd', metadata: { name: 'KMD' } }
}

beforeEach(() => {
  walletState.activeAddress = null
  walletState.activeWallet = null
  toastMock.success.mockClear()
  toastMock.error.mockClear()
})
afterEach(cleanup)

describe('QrGeneratorPage', () => {
  it('asks for a wallet and disables the form without one', () => {
    renderGenerator()
    expect(screen.getByTestId('qr-connect-banner').textContent).toContain('Connect Wallet Required')
    expect(screen.getByTestId('wallet-connect-pera').textContent).toBe('Connect Pera Wallet')
    for (const id of FIELDS) expect(field(id).disabled).toBe(true)
    expect((screen.getByTestId('qr-submit') as HTMLButtonElement).disabled).toBe(true)
  })

  it('says next to the access type that the destination itself is readable on-chain by anyone', () => {
    renderGenerator()
    expect(screen.getByTestId('qr-access-public-note').textContent).toBe(ACCESS_INFO_MESSAGES.destinationPublic)
    const described = field('qr-access-type').getAttribute('aria-describedby') ?? ''
    expect(described).toContain('hint')
  })

  it('shows the connected account instead of the banner', () => {
    connect()
    renderGenerator()
    expect(screen.queryByTestId('qr-connect-banner')).toBeNull()
    expect(screen.getByTestId('qr-connected-account').textContent).toContain('KMD')
    for (const id of FIELDS) expect(field(id).disabled).toBe(false)
  })

  it('requires an event name and an initial URL', async () => {
    connect()
    renderGenerator()
    await act(async () => {
      fireEvent.submit(screen.getByTestId('qr-form'))
    })
    expect(toastMock.error).toHaveBeenCalledWith('Please fill in Event Name and Initial URL')
    expect(chain.createEvent).not.toHaveBeenCalled()
  })

  it('creates the event, shows the QR code and resets with Create Another', async () => {
    connect()
    renderGenerator()
    type('qr-event-name', 'Launch Party')
    type('qr-url', 'https://example.com/launch')
    type('qr-access-type', 'time-based')
    await act(async () => {
      fireEvent.click(screen.getByTestId('qr-submit'))
    })
    const input = chain.createEvent.mock.calls[0][0] as CreateEventInput
    expect(input.eventId).toMatch(/^LAUNCH-PAR-[0-9a-z]+-[0-9a-z]{6}$/)
    expect(input).toMatchObject({
      eventName: 'Launch Party',
      currentUrl: 'https://example.com/launch',
      accessType: 'time-based',
      maxCapacity: 0,
      ticketTiers: [],
      resolverUrl: `http://localhost:3000/resolve?event=${input.eventId}`,
    })
    expect((await screen.findByTestId('qr-success')).textContent).toContain('Dynamic QR Created!')
    expect(field('qr-image').getAttribute('src')).toMatch(/^data:image\/png;base64,/)
    expect(screen.getByTestId('qr-details').textContent).toContain('Time-Based')
    expect(screen.getByTestId('qr-storage').textContent).toContain('Stored on Algorand LocalNet')
    expect(toastMock.success).toHaveBeenCalled()

    fireEvent.click(screen.getByTestId('qr-create-another'))
    expect(field('qr-event-name').value).toBe('')
  })

  it('reports a failed creation with the reason', async () => {
    connect()
    renderGenerator()
    chain.createEvent.mockResolvedValue(fail('Event ID already exists'))
    type('qr-event-name', 'Launch')
    type('qr-event-id', 'TAKEN')
    type('qr-url', 'https://example.com')
    await act(async () => {
      fireEvent.click(screen.getByTestId('qr-submit'))
    })
    expect(chain.createEvent.mock.calls[0][0].eventId).toBe('TAKEN')
    expect(toastMock.error).toHaveBeenCalledWith('Failed to create dynamic QR: Event ID already exists')
    expect(screen.queryByTestId('qr-success')).toBeNull()
  })

  it('retries a failed creation of the same event under the same id, and a changed one under a new id', async () => {
    connect()
    renderGenerator()
    chain.createEvent.mockResolvedValueOnce(fail('Failed to create event')).mockResolvedValueOnce(fail('Network'))
    type('qr-event-name', 'Launch')
    type('qr-url', 'https://example.com/a')
    const submit = () =>
      act(async () => {
        fireEvent.click(screen.getByTestId('qr-submit'))
      })
    await submit()
    await submit()
    type('qr-url', 'https://example.com/b')
    await submit()
    const ids = chain.createEvent.mock.calls.map(([input]) => (input as CreateEventInput).eventId)
    // The first attempt may have landed: its retry finds that event instead of paying for another.
    expect(ids[1]).toBe(ids[0])
    expect(ids[2]).not.toBe(ids[0])
    expect(await screen.findByTestId('qr-success')).toBeVisible()
  })
})
