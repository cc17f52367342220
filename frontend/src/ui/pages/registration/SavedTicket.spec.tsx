// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { MemoryRouter, Route, Routes } from 'react-router-dom'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { ChainApi } from '../../../chain'
import { config } from '../../../config'
import { addressFromPublicKey } from '../../../domain/text/algorand-address'
import { formatSchedule } from '../../../domain/time/date-format'
import { OFFLINE_TICKET_MESSAGES } from '../../../domain/check-in/offline-ticket-messages'
import { ok } from '../../../domain/messages/result'
import { encodeTicket } from '../../../domain/check-in/ticket'
import type { DynaEvent } from '../../../domain/event/event'
import type { Registration as RegistrationRecord } from '../../../domain/registration/registration'
import { makeEvent, makeFakeChain, makeRegistration } from '../../../testing/fake-chain'
import { ChainContextReact } from '../../chain-hooks/chain-context'
import { createSavedTicketStore, SAVED_TICKETS_KEY } from '../../platform/saved-tickets'
import { savedTicketFrom } from './saved-ticket-model'

const toastMock = vi.hoisted(() =>
  Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn(), loading: vi.fn(), dismiss: vi.fn() }),
)
vi.mock('react-hot-toast', () => ({ default: toastMock, toast: toastMock }))
const walletState = vi.hoisted(() => ({
  activeAddress: null as string | null,
  activeWallet: undefined as { id: string } | undefined,
  wallets: [],
}))
vi.mock('../../wallet', () => ({
  WalletPanel: () => <div data-testid="wallet-panel" />,
  useWalletAccount: () => ({
    activeAddress: walletState.activeAddress,
    activeWalletId: walletState.activeWallet?.id ?? null,
    accounts: [],
  }),
  isPasskeyWallet: (id: string | undefined) => id === 'custom',
  usePasskeyAccount: () => ({ busy: null, problem: null, continueWithPasskey: vi.fn(), createPasskey: vi.fn() }),
}))

import Registration from './RegistrationPage'

const ADA = addressFromPublicKey(new Uint8Array(32).fill(8))
const HOUR = 3_600
const START = 1_900_000_000
const event = makeEvent({
  settings: { startsAt: START, endsAt: START + 3 * HOUR, checkInOpensBefore: HOUR, selfCheckIn: false, decideBy: 0 },
  metadata: { ...makeEvent().metadata, timezone: 'Europe/Lisbon' },
})
const registration = makeRegistration({
  attendeeAddress: ADA,
  ticketCommitment: 'cd'.repeat(32),
  ticketTierName: 'Standing room',
  metadata: { attendeeName: 'Ada Lovelace', attendeeEmail: 'ada@example.com' } as RegistrationRecord['metadata'],
})
const code = encodeTicket({
  appId: config.appId,
  eventId: event.eventId,
  attendee: ADA,
  secret: new Uint8Array(32).fill(3),
})
const store = createSavedTicketStore(config.appId)

function keepTicket() {
  expect(store.save(savedTicketFrom(config.appId, event, registration, code, 1_800_000_000))).toBe(true)
}

function renderPage(chain: ChainApi) {
  return render(
    <ChainContextReact.Provider value={chain}>
      <MemoryRouter initialEntries={[`/events/${event.eventId}/register`]}>
        <Routes>
          <Route path="/events/:eventId/register" element={<Registration />} />
        </Routes>
      </MemoryRouter>
    </ChainContextReact.Provider>,
  )
}

const offline = () =>
  makeFakeChain({
    getEvent: async () => {
      throw new Error('offline')
    },
    getRegistration: async () => {
      throw new Error('offline')
    },
  })

beforeEach(() => {
  localStorage.clear()
  toastMock.error.mockClear()
  walletState.activeAddress = null
  walletState.activeWallet = undefined
})
afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

describe('the registration page with a ticket kept on this device', () => {
  it('opens the ticket at once, before the event is read, with the event, date, tier and name beside the code', async () => {
    keepTicket()
    renderPage(makeFakeChain({ getEvent: () => new Promise<DynaEvent | null>(() => undefined) }))
    expect(await screen.findByTestId('saved-ticket')).toBeVisible()
    expect(screen.getByTestId('kept-ticket-event').textContent).toBe(event.eventName)
    expect(screen.getByTestId('kept-ticket-when').textContent).toBe(
      formatSchedule(START, START + 3 * HOUR, 'Europe/Lisbon'),
    )
    expect(screen.getByTestId('kept-ticket-tier').textContent).toBe('Standing room')
    expect(screen.getByTestId('kept-ticket-name').textContent).toBe('Ada Lovelace')
    expect(screen.getByTestId('saved-ticket-notice').textContent).toBe(OFFLINE_TICKET_MESSAGES.checking)
    const qr = (await screen.findByTestId('ticket-qr')) as HTMLImageElement
    expect(qr.src).toMatch(/^data:image\/png;base64,/)
  })

  it('says it is the ticket as last checked when the chain is out of reach, without a load error', async () => {
    keepTicket()
    renderPage(offline())
    await screen.findByText(OFFLINE_TICKET_MESSAGES.offline)
    expect(screen.getByTestId('kept-ticket-event').textContent).toBe(event.eventName)
    expect(screen.queryByTestId('registration-not-found')).toBeNull()
    expect(toastMock.error).not.toHaveBeenCalled()
  })

  it('says nothing once the chain confirms the ticket, and follows the event edited meanwhile', async () => {
    keepTicket()
    const renamed = { ...event, eventName: 'Algo Summit (moved)' }
    renderPage(makeFakeChain({ getEvent: async () => renamed, getRegistration: async () => registration }))
    await waitFor(() => expect(screen.queryByTestId('saved-ticket-notice')).toBeNull())
    expect(screen.getByTestId('kept-ticket-event').textContent).toBe('Algo Summit (moved)')
    expect(store.find(event.eventId, ADA)?.eventName).toBe('Algo Summit (moved)')
  })

  it('notes quietly that the ticket was used, and no longer shows the code', async () => {
    keepTicket()
    const attended = { ...registration, status: 'attended' as const, attendedAt: START + 60 }
    renderPage(makeFakeChain({ getEvent: async () => event, getRegistration: async () => attended }))
    await screen.findByText(OFFLINE_TICKET_MESSAGES.used)
    expect(screen.queryByTestId('ticket-qr')).toBeNull()
    expect(store.find(event.eventId, ADA)?.state).toBe('attended')
    expect(toastMock.error).not.toHaveBeenCalled()
  })

  it('notes a cancelled registration, and a new registration whose ticket is another', async () => {
    keepTicket()
    const cancelled = { ...registration, status: 'cancelled' as const }
    renderPage(makeFakeChain({ getEvent: async () => event, getRegistration: async () => cancelled }))
    await screen.findByText(OFFLINE_TICKET_MESSAGES.refunded)
    cleanup()
    localStorage.clear()
    keepTicket()
    const another = { ...registration, ticketCommitment: 'ef'.repeat(32) }
    renderPage(makeFakeChain({ getEvent: async () => event, getRegistration: async () => another }))
    await screen.findByText(OFFLINE_TICKET_MESSAGES.refunded)
  })

  it('gives the form back when the chain holds no such registration', async () => {
    keepTicket()
    renderPage(makeFakeChain({ getEvent: async () => event, getRegistration: async () => null }))
    await screen.findByTestId('registration-name')
    expect(screen.queryByTestId('saved-ticket')).toBeNull()
  })

  it('removes the ticket from this device when the attendee confirms, and not otherwise', async () => {
    keepTicket()
    renderPage(offline())
    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true)
    fireEvent.click(screen.getByTestId('ticket-remove'))
    expect(store.find(event.eventId, ADA)?.code).toBe(code)
    fireEvent.click(screen.getByTestId('ticket-remove'))
    expect(confirm).toHaveBeenCalledTimes(2)
    expect(store.find(event.eventId, ADA)).toBeUndefined()
    expect(localStorage.getItem(SAVED_TICKETS_KEY)).toBe('{}')
    await waitFor(() => expect(screen.queryByTestId('saved-ticket')).toBeNull())
  })

  it("opens only the connected account's ticket", () => {
    keepTicket()
    walletState.activeAddress = addressFromPublicKey(new Uint8Array(32).fill(9))
    renderPage(makeFakeChain({ getEvent: () => new Promise<DynaEvent | null>(() => undefined) }))
    expect(screen.queryByTestId('saved-ticket')).toBeNull()
  })
})

describe('the ticket on the completion page', () => {
  it('shows the kept ticket without asking for it again', async () => {
    keepTicket()
    walletState.activeAddress = ADA
    const chain = makeFakeChain({ getEvent: async () => event, getRegistration: async () => registration })
    renderPage(chain)
    await screen.findByTestId('registration-complete')
    const qr = (await screen.findByTestId('ticket-qr')) as HTMLImageElement
    expect(qr.src).toMatch(/^data:image\/png;base64,/)
    expect(screen.queryByTestId('ticket-show')).toBeNull()
    expect(chain.showTicket).not.toHaveBeenCalled()
  })

  it('keeps the ticket on this device once it is shown', async () => {
    walletState.activeAddress = ADA
    const chain = makeFakeChain({
      getEvent: async () => event,
      getRegistration: async () => registration,
      showTicket: vi.fn(async () => ok(code)),
    })
    renderPage(chain)
    await screen.findByTestId('registration-complete')
    expect(store.find(event.eventId, ADA)).toBeUndefined()
    await act(async () => {
      fireEvent.click(screen.getByTestId('ticket-show'))
    })
    await screen.findByTestId('ticket-qr')
    expect(store.find(event.eventId, ADA)).toMatchObject({
      code,
      commitment: registration.ticketCommitment,
      eventName: event.eventName,
      tierName: 'Standing room',
      attendeeName: 'Ada Lovelace',
      zone: 'Europe/Lisbon',
      state: 'confirmed',
    })
  })
})
