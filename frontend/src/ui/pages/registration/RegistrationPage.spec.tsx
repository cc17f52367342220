// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { MemoryRouter, Route, Routes } from 'react-router-dom'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { ChainApi, Sent, TokenStep } from '../../../chain'
import { ChainContextReact } from '../../chain-hooks/chain-context'
import { GUEST_LIST_MESSAGES } from '../../../domain/guest-list/guest-list-messages'
import type { DynaEvent } from '../../../domain/event/event'
import type { Registration as RegistrationRecord } from '../../../domain/registration/registration'
import { formatAlgoAmount } from '../../../domain/money/algo'
import { registrationBoxMbr } from '../../../domain/costs/mbr'
import { REGISTRATION_MESSAGES } from '../../../domain/registration/registration-messages'
import { OWN_REGISTRATION_MESSAGES } from '../../../domain/registration/registration-page-messages'
import { REGISTRATION_REFUSAL_MESSAGES } from '../../../domain/registration/registration-refusal-messages'
import { fail, ok, type Result } from '../../../domain/messages/result'
import { ATTENDEE, makeEvent, makeFakeChain, makeRegistration } from '../../../testing/fake-chain'
import { defaultTier } from '../../event-form/wizard'

const toastMock = vi.hoisted(() =>
  Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn(), loading: vi.fn(), dismiss: vi.fn() }),
)
vi.mock('react-hot-toast', () => ({ default: toastMock, toast: toastMock }))
const walletState = vi.hoisted(() => ({
  activeAddress: null as string | null,
  activeWallet: undefined as { id: string } | undefined,
  wallets: [],
}))
const passkeyState = vi.hoisted(() => ({
  busy: null as 'continue' | 'create' | null,
  problem: null as { kind: string; message: string } | null,
  continueWithPasskey: vi.fn(async () => false),
  createPasskey: vi.fn(async () => false),
}))
// The attendee sponsor's program, as a deployment that has one configures it.
const sponsorSetting = vi.hoisted(() => ({ program: undefined as string | undefined }))
vi.mock('../../../attendee-sponsor-setting', () => ({
  get attendeeSponsorProgram() {
    return sponsorSetting.program
  },
}))
vi.mock('../../wallet', () => ({
  WalletPanel: () => <div data-testid="wallet-panel" />,
  useWalletAccount: () => ({
    activeAddress: walletState.activeAddress,
    activeWalletId: walletState.activeWallet?.id ?? null,
    accounts: [],
  }),
  isPasskeyWallet: (id: string | undefined) => id === 'custom',
  usePasskeyAccount: () => passkeyState,
}))

import Registration from './RegistrationPage'

const chainRef: { current: ChainApi | null } = { current: null }

function renderAt(path: string) {
  return render(
    <ChainContextReact.Provider value={chainRef.current}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/discover" element={<h1>Discover events</h1>} />
          <Route path="/events/:eventId" element={<Registration />} />
          <Route path="/events/:eventId/register" element={<Registration />} />
        </Routes>
      </MemoryRouter>
    </ChainContextReact.Provider>,
  )
}

const type = (testId: string, value: string) => fireEvent.change(screen.getByTestId(testId), { target: { value } })

function fillForm() {
  type('registration-name', 'Grace Hopper')
  type('registration-email', 'grace@example.com')
}

/** An event whose organiser chose self-declared attendance, with check-in open now. */
function selfDeclaredEvent() {
  const now = Math.floor(Date.now() / 1000)
  return makeEvent({
    settings: { startsAt: now - 600, endsAt: now + 3_600, checkInOpensBefore: 1_800, selfCheckIn: true, decideBy: 0 },
  })
}

async function submit() {
  await act(async () => {
    fireEvent.click(screen.getByTestId('registration-submit'))
  })
}

describe('Registration', () => {
  beforeEach(() => {
    toastMock.success.mockClear()
    toastMock.error.mockClear()
    walletState.activeAddress = ATTENDEE
  })
  afterEach(() => {
    cleanup()
    vi.restoreAllMocks()
  })

  it('shows loading, then Event Not Found with Browse Events', async () => {
    let release: (value: null) => void = () => undefined
    chainRef.current = makeFakeChain({ getEvent: () => new Promise((resolve) => (release = resolve)) })
    renderAt('/events/NOPE/register')
    expect(screen.getByTestId('registration-loading').textContent).toContain('Loading event')
    await act(async () => release(null))
    expect(screen.getByRole('heading', { name: 'Event Not Found' })).toBeVisible()
    fireEvent.click(screen.getByRole('button', { name: 'Browse Events' }))
    expect(screen.getByRole('heading', { name: 'Discover events' })).toBeVisible()
  })

  it('shows Event Not Found and a toast when loading fails', async () => {
    chainRef.current = makeFakeChain({
      getEvent: async () => {
        throw new Error('network down')
      },
    })
    renderAt('/events/X')
    expect(await screen.findByTestId('registration-not-found')).toBeVisible()
    expect(toastMock.error).toHaveBeenCalledWith('Failed to load event details')
  })

  it('shows the event summary with its placeholders, and nothing for the organiser alone, on both routes', async () => {
    const event = makeEvent({
      description: '',
      maxCapacity: 0,
      registeredCount: 3,
      metadata: { tags: [], organizer: {} },
    })
    const chain = makeFakeChain({ getEvent: async () => event })
    chainRef.current = chain
    renderAt('/events/ALGO-SUMMIT-1')
    await screen.findByTestId('registration-summary')
    expect(chain.getEvent).toHaveBeenCalledWith('ALGO-SUMMIT-1')
    expect(screen.getByTestId('registration-category').textContent).toBe('On-Chain')
    expect(screen.getByTestId('registration-location').textContent).toBe('Venue to be announced')
    expect(screen.getByTestId('registration-when').textContent).toBe('Date to be announced')
    expect(screen.getByTestId('registration-description').textContent).toBe('No description provided.')
    expect(screen.queryByTestId('registration-organiser')).toBeNull()
    expect(screen.queryByText(/Revenue/)).toBeNull()
    expect(screen.queryByText(/\$/)).toBeNull()
    expect(screen.getByTestId('registration-capacity').textContent).toBe('No limit')
    expect(screen.queryByTestId('add-to-calendar')).toBeNull()
    expect(screen.getByRole('heading', { name: 'What You Get' })).toBeVisible()
    expect(screen.getByRole('heading', { name: 'Payment Info' })).toBeVisible()
    expect(screen.getByRole('heading', { name: 'Why Algorand' })).toBeVisible()
    cleanup()
    renderAt('/events/ALGO-SUMMIT-1/register')
    expect(await screen.findByTestId('registration-summary')).toBeVisible()
  })

  it('shows the venue with a map link, the dates in both zones, the price in ALGO and a calendar file', async () => {
    const startsAt = Date.UTC(2031, 4, 1, 8, 0) / 1000
    const event = makeEvent({
      maxCapacity: 100,
      registeredCount: 3,
      settings: { startsAt, endsAt: startsAt + 8 * 3_600, checkInOpensBefore: 3_600, selfCheckIn: false, decideBy: 0 },
      metadata: {
        timezone: 'Asia/Tokyo',
        venue: { name: 'Main Hall', address: '1 Chain Street', city: 'Lisbon', state: '', country: 'Portugal' },
        organizer: { organization: 'DynaQR Labs', name: 'Ada' },
      },
    })
    chainRef.current = makeFakeChain({ getEvent: async () => event })
    renderAt('/events/ALGO-SUMMIT-1')
    await screen.findByTestId('registration-summary')
    const where = screen.getByTestId('registration-location')
    expect(where.textContent).toContain('Main Hall')
    expect(where.textContent).toContain('1 Chain Street, Lisbon, Portugal')
    expect(screen.getByTestId('registration-map-link').getAttribute('href')).toBe(
      'https://www.openstreetmap.org/search?query=Main%20Hall%2C%201%20Chain%20Street%2C%20Lisbon%2C%20Portugal',
    )
    // The event's zone first; the visitor's (this device's: UTC in the tests) after it.
    expect(screen.getByTestId('registration-when-event').textContent).toBe(
      'Thu 1 May 2031, 17:00 – Fri 2 May 2031, 01:00 UTC+09:00',
    )
    expect(screen.getByTestId('registration-when-visitor').textContent).toBe(
      'In your time zone: Thu 1 May 2031, 08:00–16:00 UTC',
    )
    expect(screen.getByTestId('registration-organiser').textContent).toBe('DynaQR Labs · Ada')
    expect(screen.queryByTestId('registration-organiser-email')).toBeNull()
    expect(screen.queryByTestId('registration-organiser-phone')).toBeNull()
    expect(screen.getByTestId('registration-ticket-price').textContent).toBe('10 ALGO')
    expect(screen.getByTestId('registration-capacity').textContent).toBe('97 of 100 left')
    expect(screen.getByTestId('add-to-calendar').textContent).toBe('Add to calendar')
  })

  it("shows the time once when the visitor's clock reads as the event's", async () => {
    const startsAt = Date.UTC(2026, 11, 12, 18, 0) / 1000
    const event = makeEvent({
      settings: { startsAt, endsAt: startsAt + 3 * 3_600, checkInOpensBefore: 3_600, selfCheckIn: false, decideBy: 0 },
      metadata: { timezone: 'Europe/London' },
    })
    chainRef.current = makeFakeChain({ getEvent: async () => event })
    renderAt('/events/ALGO-SUMMIT-1')
    await screen.findByTestId('registration-summary')
    expect(screen.getByTestId('registration-when').textContent).toBe('Sat 12 Dec 2026, 18:00–21:00 GMT')
    expect(screen.queryByTestId('registration-when-visitor')).toBeNull()
  })

  it('gives the email and the phone the organiser chose to show, as links to write and to call', async () => {
    const event = makeEvent({
      metadata: {
        organizer: { organization: 'DynaQR Labs', name: 'Ada', email: 'ada@dynaqr.example', phone: '+351 912 345 678' },
      },
    })
    chainRef.current = makeFakeChain({ getEvent: async () => event })
    renderAt('/events/ALGO-SUMMIT-1')
    const email = await screen.findByTestId('registration-organiser-email')
    expect(screen.getByTestId('registration-organiser').textContent).toBe('DynaQR Labs · Ada')
    expect(email.textContent).toBe('ada@dynaqr.example')
    expect(email.getAttribute('href')).toBe('mailto:ada@dynaqr.example')
    const phone = screen.getByTestId('registration-organiser-phone')
    expect(phone.textContent).toBe('+351 912 345 678')
    expect(phone.getAttribute('href')).toBe('tel:+351912345678')
  })

  it("gives the range of the tickets' prices, as Discover's cards do", async () => {
    const tiers = [
      { name: 'Community', priceMicroAlgos: 0n, quantity: 50n, sold: 0n, transferable: true },
      { name: 'Supporter', priceMicroAlgos: 20_000_000n, quantity: 20n, sold: 0n, transferable: true },
    ]
    chainRef.current = makeFakeChain({ getEvent: async () => makeEvent({ tiers, ticketPriceMicroAlgos: 0n }) })
    renderAt('/events/ALGO-SUMMIT-1')
    expect((await screen.findByTestId('registration-ticket-price')).textContent).toBe('Free – 20 ALGO')
  })

  it('lets the form be filled before a wallet is connected; connecting is the last step, with its cost', async () => {
    walletState.activeAddress = null
    const chain = makeFakeChain({ getEvent: async () => makeEvent() })
    chainRef.current = chain
    renderAt('/events/ALGO-SUMMIT-1/register')
    await screen.findByTestId('registration-summary')
    expect(screen.getByTestId('registration-name')).toHaveProperty('disabled', false)
    expect(screen.getByTestId('registration-email')).toHaveProperty('disabled', false)
    expect(screen.getByTestId('registration-tier')).toHaveProperty('disabled', false)
    fireEvent.change(screen.getByTestId('registration-name'), { target: { value: 'Ada Lovelace' } })
    expect(screen.getByTestId('registration-name')).toHaveProperty('value', 'Ada Lovelace')
    const lastStep = screen.getByTestId('registration-wallet-required')
    expect(lastStep.textContent).toContain(
      REGISTRATION_MESSAGES.connectLast('10.001 ALGO', formatAlgoAmount(registrationBoxMbr())),
    )
    expect(lastStep.compareDocumentPosition(screen.getByTestId('registration-submit'))).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    )
    expect(within(lastStep).getByTestId('wallet-connect-any')).toBeVisible()
    await submit()
    expect(toastMock.error).toHaveBeenCalledWith('Please connect your wallet first')
    expect(screen.getByTestId('registration-error').textContent).toBe('Wallet not connected')
    expect(chain.register).not.toHaveBeenCalled()
    expect(chain.getRegistration).not.toHaveBeenCalled()
  })

  it('says what is public and that the details are sealed, or that none are sent without a guest-list key', async () => {
    chainRef.current = makeFakeChain({ getEvent: async () => makeEvent() })
    renderAt('/events/ALGO-SUMMIT-1/register')
    const privacy = await screen.findByTestId('registration-privacy')
    expect(privacy.textContent).toContain(GUEST_LIST_MESSAGES.whatIsPublic)
    expect(privacy.textContent).toContain(GUEST_LIST_MESSAGES.whatIsSealed)
    expect(privacy.textContent).not.toContain(GUEST_LIST_MESSAGES.noKey)
    cleanup()
    chainRef.current = makeFakeChain({ getEvent: async () => makeEvent({ sealKey: null }) })
    renderAt('/events/ALGO-SUMMIT-1/register')
    const withoutKey = await screen.findByTestId('registration-privacy')
    expect(withoutKey.textContent).toContain(GUEST_LIST_MESSAGES.noKey)
    expect(withoutKey.textContent).not.toContain(GUEST_LIST_MESSAGES.whatIsSealed)
  })

  it('requires name and email', async () => {
    const chain = makeFakeChain({ getEvent: async () => makeEvent() })
    chainRef.current = chain
    renderAt('/events/ALGO-SUMMIT-1/register')
    await screen.findByTestId('registration-summary')
    type('registration-name', 'Grace')
    await submit()
    expect(toastMock.error).toHaveBeenCalledWith('Please fill in all required fields')
    expect(screen.getByTestId('registration-error').textContent).toBe('Please fill in all required fields')
    expect(chain.register).not.toHaveBeenCalled()
  })

  it('shows price, fee and total for the default tier and marks limited tiers', async () => {
    const event = makeEvent({
      tiers: [
        { name: 'General Admission', priceMicroAlgos: 10_000_000n, quantity: 100n, sold: 2n, transferable: true },
        { name: 'VIP', priceMicroAlgos: 50_000_000n, quantity: 10n, sold: 5n, transferable: false },
      ],
      metadata: {
        ...makeEvent().metadata,
        ticketTiers: [
          ...(makeEvent().metadata.ticketTiers ?? []),
          {
            id: 'vip',
            name: 'VIP',
            description: 'Front row',
            price: 50,
            currency: 'ALGO',
            quantity: 10,
            benefits: [],
            transferable: true,
          },
        ],
      },
    })
    chainRef.current = makeFakeChain({ getEvent: async () => event })
    renderAt('/events/ALGO-SUMMIT-1/register')
    await screen.findByTestId('registration-summary')
    const select = screen.getByTestId('registration-tier') as HTMLSelectElement
    expect(select.value).toBe('0')
    expect(select.options[0].textContent).toBe('General Admission — 10 ALGO')
    expect(select.options[1].textContent).toBe('VIP — 50 ALGO (Limited availability)')
    expect(screen.getByTestId('registration-ticket-price').textContent).toBe('From 10 ALGO')
    expect(screen.getByTestId('registration-price-summary').textContent).toContain('about 0.001 ALGO')
    expect(screen.getByTestId('registration-total').textContent).toBe('10.001 ALGO')
    expect(screen.queryByTestId('registration-limited')).toBeNull()
    fireEvent.change(select, { target: { value: '1' } })
    expect(screen.getByTestId('registration-total').textContent).toBe('50.001 ALGO')
    expect(screen.getByTestId('registration-limited').textContent).toContain('Limited availability')
  })

  it('refuses when the balance does not cover the ticket price', async () => {
    const chain = makeFakeChain({ getEvent: async () => makeEvent(), getBalance: async () => 2_500_000n })
    chainRef.current = chain
    renderAt('/events/ALGO-SUMMIT-1/register')
    await screen.findByTestId('registration-summary')
    fillForm()
    await submit()
    const message = 'Insufficient ALGO balance. Required: 10.0000 ALGO, Available: 2.5000 ALGO'
    expect(chain.getBalance).toHaveBeenCalledWith(ATTENDEE)
    expect(toastMock.error).toHaveBeenCalledWith(message)
    expect(screen.getByTestId('registration-error').textContent).toBe(message)
    expect(chain.register).not.toHaveBeenCalled()
  })

  it("charges a tier whose note says USD in ALGO on an ALGO event, at the chain's price, and checks the balance", async () => {
    const event = makeEvent({
      tiers: [
        { name: 'General Admission', priceMicroAlgos: 20_000_000n, quantity: 100n, sold: 0n, transferable: true },
      ],
      metadata: {
        ticketTiers: [{ ...(makeEvent().metadata.ticketTiers ?? [])[0], currency: 'USD', price: 25 }],
      },
    })
    const chain = makeFakeChain({ getEvent: async () => event, getBalance: async () => 2_500_000n })
    chainRef.current = chain
    renderAt('/events/ALGO-SUMMIT-1/register')
    await screen.findByTestId('registration-summary')
    expect(screen.getByTestId('registration-price').textContent).toBe('20 ALGO')
    expect(screen.getByTestId('registration-total').textContent).toBe('20.001 ALGO')
    fillForm()
    await submit()
    expect(chain.getBalance).toHaveBeenCalledWith(ATTENDEE)
    expect(screen.getByTestId('registration-error').textContent).toBe(
      'Insufficient ALGO balance. Required: 20.0000 ALGO, Available: 2.5000 ALGO',
    )
    expect(chain.register).not.toHaveBeenCalled()
  })

  it('prices a tier whose note says USD in the asset of an event priced in one, the fee beside it in ALGO', async () => {
    const usdc = { code: 'USDC', decimals: 6, assetId: 10_458_941n }
    const event = makeEvent({
      currency: usdc,
      tiers: [
        { name: 'General Admission', priceMicroAlgos: 20_000_000n, quantity: 100n, sold: 0n, transferable: true },
      ],
      metadata: {
        ticketTiers: [{ ...(makeEvent().metadata.ticketTiers ?? [])[0], currency: 'USD', price: 25 }],
      },
    })
    chainRef.current = makeFakeChain({ getEvent: async () => event })
    renderAt('/events/ALGO-SUMMIT-1/register')
    await screen.findByTestId('registration-summary')
    expect(screen.getByTestId('registration-price').textContent).toBe('20.00 USDC')
    expect(screen.getByTestId('registration-total').textContent).toBe('20.00 USDC + 0.001 ALGO')
  })

  it('refuses an inactive event', async () => {
    const chain = makeFakeChain({ getEvent: async () => makeEvent({ active: false }) })
    chainRef.current = chain
    renderAt('/events/ALGO-SUMMIT-1/register')
    await screen.findByTestId('registration-summary')
    expect(screen.getByTestId('registration-inactive').textContent).toBe('Event is not active')
    fillForm()
    await submit()
    expect(toastMock.error).toHaveBeenCalledWith('Event is not active')
    expect(chain.register).not.toHaveBeenCalled()
  })

  it("shows the contract's reason in the app's words when registration fails", async () => {
    const chain = makeFakeChain({
      getEvent: async () => makeEvent(),
      getBalance: async () => 100_000_000n,
      register: async () => fail('Invalid ticket tier'),
    })
    chainRef.current = chain
    renderAt('/events/ALGO-SUMMIT-1/register')
    await screen.findByTestId('registration-summary')
    fillForm()
    await submit()
    // The refusals' words load with the first refusal.
    await waitFor(() =>
      expect(toastMock.error).toHaveBeenCalledWith(
        'Registration failed: This ticket type no longer exists: reload the page and choose another.',
      ),
    )
    expect(screen.queryByTestId('registration-complete')).toBeNull()
    expect(screen.getByTestId('registration-submit').textContent).toBe('Complete Registration')
    // A reason the app does not know is shown as the contract gave it.
    chain.register.mockResolvedValue(fail('Payment must come from the caller'))
    await submit()
    await waitFor(() =>
      expect(toastMock.error).toHaveBeenLastCalledWith('Registration failed: Payment must come from the caller'),
    )
  })

  it('offers the waitlist when the last seat was taken while the form was open', async () => {
    const full = makeEvent({ tiers: [{ ...makeEvent().tiers[0], sold: 100n }], registeredCount: 100 })
    const chain = makeFakeChain({
      getEvent: vi.fn().mockResolvedValueOnce(makeEvent()).mockResolvedValue(full),
      getBalance: async () => 100_000_000n,
      register: async () => fail('Tier sold out'),
    })
    chainRef.current = chain
    renderAt('/events/ALGO-SUMMIT-1/register')
    await screen.findByTestId('registration-summary')
    expect(screen.queryByTestId('registration-waitlist')).toBeNull()
    fillForm()
    await submit()
    expect(screen.getByTestId('registration-error').textContent).toBe(
      `Registration failed: ${REGISTRATION_REFUSAL_MESSAGES['Tier sold out']}`,
    )
    // The page read the seats again: the same form now joins the waitlist, with what was typed kept.
    await waitFor(() => expect(screen.getByTestId('registration-submit').textContent).toBe('Join the waitlist'))
    expect(screen.getByTestId('registration-waitlist')).toBeVisible()
    expect((screen.getByTestId('registration-name') as HTMLInputElement).value).toBe('Grace Hopper')
  })

  it('registers, then shows the completion screen', async () => {
    let release: (value: Result<{ registration: RegistrationRecord } & Sent>) => void = () => undefined
    const chain = makeFakeChain({
      getEvent: async () => makeEvent(),
      getBalance: async () => 10_000_000n,
      register: () => new Promise((resolve) => (release = resolve)),
    })
    chainRef.current = chain
    renderAt('/events/ALGO-SUMMIT-1/register')
    await screen.findByTestId('registration-summary')
    // The existing-registration lookup runs in an effect after the summary renders.
    await waitFor(() =>
      expect(chain.getRegistration).toHaveBeenCalledWith(
        expect.objectContaining({ eventId: 'ALGO-SUMMIT-1' }),
        ATTENDEE,
      ),
    )
    fillForm()
    type('registration-phone', ' 555 ')
    await submit()
    expect(screen.getByTestId('registration-submit').textContent).toBe('Registering...')
    expect(chain.register).toHaveBeenCalledWith(expect.objectContaining({ eventId: 'ALGO-SUMMIT-1', seq: 0 }), 0, {
      attendeeName: 'Grace Hopper',
      attendeeEmail: 'grace@example.com',
      attendeePhone: '555',
      ticketTierLabel: 'General Admission',
      paymentAmountMicroAlgos: 10_000_000,
    })
    expect(chain.getEvent).toHaveBeenCalledTimes(1)
    expect(chain.getRegistration).toHaveBeenCalledTimes(1)
    await act(async () =>
      release(
        ok({
          registration: makeRegistration({
            metadata: {
              attendeeName: 'Grace Hopper',
              attendeeEmail: 'grace@example.com',
              attendeePhone: '555',
              ticketTierLabel: 'General Admission',
              paymentAmountMicroAlgos: 10_000_000,
            },
          }),
          txId: 'TX-REG',
        }),
      ),
    )
    expect(toastMock.success).toHaveBeenCalledWith(
      'Registration successful! You will receive an attendance token when you attend the event.',
    )
    // Stale toasts of the form go first; the completion page opens at its heading.
    expect(toastMock.dismiss.mock.invocationCallOrder.at(-1)).toBeLessThan(
      toastMock.success.mock.invocationCallOrder.at(-1)!,
    )
    // The completion screen loads with the first registration shown: its heading, focused.
    const heading = await screen.findByRole('heading', { level: 1, name: 'Registration Complete' })
    expect(document.activeElement).toBe(heading)
    const complete = screen.getByTestId('registration-complete')
    expect(complete.textContent).toContain('Grace Hopper')
    expect(complete.textContent).toContain('10 ALGO')
    expect(screen.getByTestId('registration-status').textContent).toBe('Registered')
    // The event's new counts replace the one the screen holds without reading the registration again.
    expect(chain.getRegistration).toHaveBeenCalledTimes(1)
    expect(screen.getByRole('heading', { name: 'Next Steps' })).toBeVisible()
    // Door check-in: the ticket the wallet just signed for is shown at once, and no self-declaration.
    expect(await screen.findByTestId('ticket-qr')).toBeVisible()
    expect(chain.showTicket).toHaveBeenCalledWith(
      expect.objectContaining({ eventId: 'ALGO-SUMMIT-1' }),
      expect.objectContaining({ attendeeAddress: ATTENDEE }),
    )
    expect(screen.queryByTestId('registration-confirm')).toBeNull()
    expect(screen.getByRole('link', { name: 'Browse More Events' }).getAttribute('href')).toBe('/discover')
    expect(screen.getByTestId('registration-explorer-link').getAttribute('href')).toBe(
      'https://explorer.test/tx/TX-REG',
    )
  })

  it('says before signing that the organiser approves each registration and holds the payment', async () => {
    chainRef.current = makeFakeChain({
      getEvent: async () => makeEvent({ approvalRequired: true }),
      getBalance: async () => 20_000_000n,
      register: async () => ok({ registration: makeRegistration({ status: 'pending' }), txId: 'TX-REG' }),
    })
    renderAt('/events/ALGO-SUMMIT-1/register')
    await screen.findByTestId('registration-summary')
    expect(screen.getByTestId('registration-approval-notice').textContent).toBe(
      REGISTRATION_MESSAGES.approvalNotice(true),
    )
    expect(screen.getByTestId('registration-approval-notice').textContent).toContain(
      'comes back to your wallet if they decline',
    )
    expect(screen.getByTestId('registration-held-payment').textContent).toBe(REGISTRATION_MESSAGES.heldPayment('ALGO'))
    fillForm()
    await submit()
    expect(toastMock.success).toHaveBeenCalledWith(REGISTRATION_MESSAGES.sentForApproval)
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Waiting for Approval')
    expect(screen.queryByTestId('ticket')).toBeNull()
  })

  it('shows no approval notice where registrations count at once', async () => {
    chainRef.current = makeFakeChain({ getEvent: async () => makeEvent() })
    renderAt('/events/ALGO-SUMMIT-1/register')
    await screen.findByTestId('registration-summary')
    expect(screen.queryByTestId('registration-approval-notice')).toBeNull()
    expect(screen.queryByTestId('registration-held-payment')).toBeNull()
  })

  it('shows the completion state when the wallet is already registered', async () => {
    chainRef.current = makeFakeChain({
      getEvent: async () => makeEvent(),
      getRegistration: async () => makeRegistration(),
    })
    renderAt('/events/ALGO-SUMMIT-1/register')
    expect(await screen.findByTestId('registration-complete')).toBeVisible()
    expect(screen.queryByTestId('registration-submit')).toBeNull()
  })

  it('confirms attendance, then mints and claims the attendance token with visible progress', async () => {
    let releaseConfirm: (value: Result<Sent>) => void = () => undefined
    let releaseToken: (value: Result<{ assetId: number } & Sent>) => void = () => undefined
    let onStep: ((step: TokenStep) => void) | undefined
    const chain = makeFakeChain({
      getEvent: async () => selfDeclaredEvent(),
      getRegistration: async () => makeRegistration(),
      confirmAttendance: () => new Promise((resolve) => (releaseConfirm = resolve)),
      mintAndClaimToken: (_event, _registration, step) => {
        onStep = step
        return new Promise((resolve) => (releaseToken = resolve))
      },
    })
    chainRef.current = chain
    renderAt('/events/ALGO-SUMMIT-1/register')
    await screen.findByTestId('registration-complete')
    await act(async () => {
      fireEvent.click(screen.getByTestId('registration-confirm'))
    })
    expect(chain.confirmAttendance).toHaveBeenCalledWith(expect.objectContaining({ eventId: 'ALGO-SUMMIT-1' }))
    const state = (key: string) => screen.getByTestId(`registration-progress-${key}`).className
    expect(state('confirm')).toContain('is-active')
    expect(state('mint')).toContain('is-pending')
    await act(async () => releaseConfirm(ok({ txId: 'TX-CONF' })))
    expect(state('confirm')).toContain('is-done')
    expect(state('mint')).toContain('is-active')
    expect(chain.mintAndClaimToken).toHaveBeenCalledWith(
      expect.objectContaining({ eventId: 'ALGO-SUMMIT-1' }),
      expect.objectContaining({ attendeeAddress: ATTENDEE, status: 'attended', attendanceMethod: 'self-declared' }),
      expect.any(Function),
    )
    await act(async () => onStep?.({ step: 'claim', assetId: 4242 }))
    expect(state('mint')).toContain('is-done')
    expect(state('claim')).toContain('is-active')
    await act(async () => releaseToken(ok({ assetId: 4242, txId: 'TX-CLAIM' })))
    expect(state('claim')).toContain('is-done')
    expect(toastMock.success).toHaveBeenCalledWith(
      'Attendance confirmed! Your attendance token has been minted and sent to your wallet.',
    )
    expect(screen.getByTestId('registration-asset-id').textContent).toBe('4242')
    expect(screen.queryByTestId('registration-confirm')).toBeNull()
    expect(screen.queryByTestId('registration-claim')).toBeNull()
    expect(screen.getByTestId('registration-status').textContent).toBe('Checked in')
    expect(screen.getByTestId('registration-checked-in').textContent).toContain('(self-declared)')
    const links = screen.getAllByTestId('registration-explorer-link').map((link) => link.getAttribute('href'))
    expect(links).toEqual(['https://explorer.test/tx/TX-CONF', 'https://explorer.test/tx/TX-CLAIM'])
  })

  it('keeps attendance when minting fails, and retries without confirming again', async () => {
    const chain = makeFakeChain({
      getEvent: async () => selfDeclaredEvent(),
      getRegistration: async () => makeRegistration(),
      mintAndClaimToken: async () => fail('Asset creation failed'),
    })
    chainRef.current = chain
    renderAt('/events/ALGO-SUMMIT-1/register')
    await screen.findByTestId('registration-complete')
    await act(async () => {
      fireEvent.click(screen.getByTestId('registration-confirm'))
    })
    expect(toastMock.error).toHaveBeenCalledWith('Attendance token creation failed, but attendance was confirmed')
    expect(screen.getByTestId('registration-progress-confirm').className).toContain('is-done')
    expect(screen.getByTestId('registration-progress-mint').className).toContain('is-failed')
    expect(screen.getByTestId('registration-confirm-error').textContent).toBe('Asset creation failed')
    expect(screen.getByTestId('registration-status').textContent).toBe('Checked in')
    // Attendance is recorded: what is left is the token, not another declaration.
    expect(screen.queryByTestId('registration-confirm')).toBeNull()
    await act(async () => {
      fireEvent.click(screen.getByTestId('registration-claim'))
    })
    expect(chain.confirmAttendance).toHaveBeenCalledTimes(1)
    expect(chain.mintAndClaimToken).toHaveBeenCalledTimes(2)
  })

  it('retries a failed claim with the token already minted, so it is not minted twice', async () => {
    const chain = makeFakeChain({
      getEvent: async () => makeEvent(),
      getRegistration: async () => makeRegistration({ status: 'attended' }),
      mintAndClaimToken: async (_event, _registration, onStep) => {
        onStep?.({ step: 'mint' })
        onStep?.({ step: 'claim', assetId: 99 })
        return fail('Asset transfer failed')
      },
    })
    chainRef.current = chain
    renderAt('/events/ALGO-SUMMIT-1/register')
    await screen.findByTestId('registration-complete')
    await act(async () => {
      fireEvent.click(screen.getByTestId('registration-claim'))
    })
    expect(screen.getByTestId('registration-progress-mint').className).toContain('is-done')
    expect(screen.getByTestId('registration-progress-claim').className).toContain('is-failed')
    expect(screen.getByTestId('registration-confirm-error').textContent).toBe('Asset transfer failed')
    await act(async () => {
      fireEvent.click(screen.getByTestId('registration-claim'))
    })
    expect(chain.confirmAttendance).not.toHaveBeenCalled()
    expect(chain.mintAndClaimToken.mock.calls[1][1]).toMatchObject({
      nftMinted: true,
      nftAssetId: 99,
      nftClaimed: false,
    })
  })

  it('says minting failed when the token was created but did not reach the wallet', async () => {
    chainRef.current = makeFakeChain({
      getEvent: async () => makeEvent(),
      getRegistration: async () => makeRegistration({ status: 'attended', nftMinted: true, nftAssetId: 77 }),
      mintAndClaimToken: async () => fail('Asset transfer failed'),
    })
    renderAt('/events/ALGO-SUMMIT-1/register')
    await screen.findByTestId('registration-complete')
    await act(async () => {
      fireEvent.click(screen.getByTestId('registration-claim'))
    })
    expect(toastMock.error).toHaveBeenCalledWith('Attendance token minting failed, but attendance was confirmed')
    expect(screen.getByTestId('registration-progress-claim').className).toContain('is-failed')
    expect(screen.getByTestId('registration-confirm-error').textContent).toBe('Asset transfer failed')
  })

  it("refuses to confirm another account's registration", async () => {
    const chain = makeFakeChain({
      getEvent: async () => selfDeclaredEvent(),
      getRegistration: async () => makeRegistration({ attendeeAddress: 'SOMEONEELSE' }),
    })
    chainRef.current = chain
    renderAt('/events/ALGO-SUMMIT-1/register')
    await screen.findByTestId('registration-complete')
    // Another account's ticket is not this wallet's to show.
    expect(screen.queryByTestId('ticket')).toBeNull()
    await act(async () => {
      fireEvent.click(screen.getByTestId('registration-confirm'))
    })
    expect(toastMock.error).toHaveBeenCalledWith('Connected wallet does not match attendee address')
    expect(screen.getByTestId('registration-confirm-error').textContent).toBe(
      'Connected wallet does not match attendee address',
    )
    expect(chain.confirmAttendance).not.toHaveBeenCalled()
  })

  it('reports a failed attendance confirmation without minting', async () => {
    const chain = makeFakeChain({
      getEvent: async () => selfDeclaredEvent(),
      getRegistration: async () => makeRegistration(),
      confirmAttendance: async () => fail('Event is not active'),
    })
    chainRef.current = chain
    renderAt('/events/ALGO-SUMMIT-1/register')
    await screen.findByTestId('registration-complete')
    await act(async () => {
      fireEvent.click(screen.getByTestId('registration-confirm'))
    })
    expect(toastMock.error).toHaveBeenCalledWith('Attendance confirmation failed')
    expect(screen.getByTestId('registration-progress-confirm').className).toContain('is-failed')
    expect(chain.mintAndClaimToken).not.toHaveBeenCalled()
    await waitFor(() => expect(screen.getByTestId('registration-confirm')).toHaveProperty('disabled', false))
  })
})

/**
 * Sends the filled form on the passkey path: the passkey opens the attendee's account, the page is
 * rendered again as the app does for the account just opened, and the registration is sent once.
 */
async function registerWithPasskey(view: ReturnType<typeof renderAt>, chain: ReturnType<typeof makeFakeChain>) {
  passkeyState.continueWithPasskey.mockImplementation(async () => {
    walletState.activeAddress = ATTENDEE
    walletState.activeWallet = { id: 'custom' }
    return true
  })
  fillForm()
  await submit()
  expect(passkeyState.continueWithPasskey).toHaveBeenCalledTimes(1)
  view.rerender(
    <ChainContextReact.Provider value={chainRef.current}>
      <MemoryRouter initialEntries={['/events/ALGO-SUMMIT-1/register']}>
        <Routes>
          <Route path="/events/:eventId/register" element={<Registration />} />
        </Routes>
      </MemoryRouter>
    </ChainContextReact.Provider>,
  )
  await waitFor(() => expect(chain.register).toHaveBeenCalledTimes(1))
}

describe('Registration with a passkey, where the organiser covers every cost', () => {
  const freeTier = { ...defaultTier(), price: 0, quantity: 50 }
  const coveredEvent = (overrides: Partial<DynaEvent> = {}) =>
    makeEvent({
      paysAttendeeCosts: true,
      attendeeBudgetMicroAlgos: 5_000_000n,
      ticketPriceMicroAlgos: 0n,
      tiers: [{ name: 'General Admission', priceMicroAlgos: 0n, quantity: 50n, sold: 0n, transferable: true }],
      metadata: { tags: ['meetup'], organizer: { name: 'Ada' }, ticketTiers: [freeTier] },
      ...overrides,
    })
  beforeEach(() => {
    sponsorSetting.program = 'AQ=='
    walletState.activeAddress = null
    passkeyState.problem = null
    passkeyState.continueWithPasskey.mockReset()
    passkeyState.createPasskey.mockReset()
  })
  afterEach(() => {
    sponsorSetting.program = undefined
    walletState.activeWallet = undefined
    cleanup()
  })

  it('offers the passkey first, says the ticket is free, and keeps the wallets under other ways', async () => {
    chainRef.current = makeFakeChain({ getEvent: async () => coveredEvent() })
    renderAt('/events/ALGO-SUMMIT-1/register')
    await screen.findByTestId('registration-summary')
    expect(screen.getByTestId('registration-submit').textContent).toBe('Register with a passkey')
    expect(screen.getByTestId('registration-price').textContent).toBe('Free')
    expect(screen.getByTestId('registration-costs-covered').textContent).toBe(
      'The organiser covers every cost: you pay nothing.',
    )
    expect(screen.queryByTestId('registration-wallet-required')).toBeNull()
    // Folded away: the wallets show when the visitor opens "other ways".
    expect(within(screen.getByTestId('registration-other-ways')).getByTestId('wallet-panel')).not.toBeVisible()
    const form = screen.getByTestId('registration-passkey').closest('form')!.textContent ?? ''
    for (const word of [/\bwallet/i, /\bALGO\b/, /\bsign/i, /\btransaction/i]) expect(form).not.toMatch(word)
  })

  it('checks the form before asking for the passkey, then registers the account it opened', async () => {
    const chain = makeFakeChain({
      getEvent: async () => coveredEvent(),
      register: async () =>
        ok({ registration: makeRegistration({ status: 'confirmed', paymentAmountMicroAlgos: 0n }), txId: 'TX-REG' }),
    })
    chainRef.current = chain
    const view = renderAt('/events/ALGO-SUMMIT-1/register')
    await screen.findByTestId('registration-summary')
    await submit()
    expect(passkeyState.continueWithPasskey).not.toHaveBeenCalled()
    expect(screen.getByTestId('registration-error').textContent).toBe('Please fill in all required fields')

    await registerWithPasskey(view, chain)
    expect(toastMock.success).toHaveBeenCalledWith('You are registered! Your ticket is below.')
  })

  it('joins the waitlist of a sold-out event the same way, in plain words', async () => {
    const soldOut = coveredEvent({
      maxCapacity: 50,
      registeredCount: 50,
      tiers: [{ name: 'General Admission', priceMicroAlgos: 0n, quantity: 50n, sold: 50n, transferable: true }],
    })
    const waitlisted = makeRegistration({ status: 'waitlisted', paymentAmountMicroAlgos: 0n, sponsored: true })
    const chain = makeFakeChain({
      getEvent: async () => soldOut,
      register: async () => ok({ registration: waitlisted, txId: 'TX-REG' }),
      listRegistrations: async () => [waitlisted],
    })
    chainRef.current = chain
    const view = renderAt('/events/ALGO-SUMMIT-1/register')
    await screen.findByTestId('registration-summary')
    expect(screen.getByTestId('registration-submit').textContent).toBe('Join the waitlist')
    expect(screen.getByTestId('registration-waitlist-payment').textContent).toBe(OWN_REGISTRATION_MESSAGES.waitlistFree)
    expect(screen.getByTestId('registration-passkey')).toBeVisible()
    const form = screen.getByTestId('registration-passkey').closest('form')!.textContent ?? ''
    for (const word of [/\bwallet/i, /\bALGO\b/, /\bsign/i, /\btransaction/i]) expect(form).not.toMatch(word)
    await registerWithPasskey(view, chain)
    expect(chain.register).toHaveBeenCalledWith(soldOut, 0, expect.anything(), { waitlist: true })
    expect(toastMock.success).toHaveBeenCalledWith(OWN_REGISTRATION_MESSAGES.joinedWaitlist)
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('You Are on the Waitlist')
    expect(await screen.findByTestId('registration-waitlist-place')).toBeVisible()
    expect(screen.getByTestId('registration-cancel-open').textContent).toBe('Leave the waitlist')
  })

  it('offers to create a passkey when none is found', async () => {
    chainRef.current = makeFakeChain({ getEvent: async () => coveredEvent() })
    passkeyState.problem = { kind: 'none-found', message: 'No passkey for DynaQR was found here.' }
    renderAt('/events/ALGO-SUMMIT-1/register')
    await screen.findByTestId('registration-summary')
    expect(screen.getByTestId('passkey-problem').textContent).toBe('No passkey for DynaQR was found here.')
    fillForm()
    await act(async () => {
      fireEvent.click(screen.getByTestId('registration-passkey-create'))
    })
    expect(passkeyState.createPasskey).toHaveBeenCalledTimes(1)
  })

  it('speaks as before to a wallet app, and says before the form that a paid ticket needs one', async () => {
    const paidTier = { ...defaultTier(), id: 'vip', name: 'VIP', price: 20 }
    chainRef.current = makeFakeChain({
      getEvent: async () =>
        makeEvent({
          paysAttendeeCosts: true,
          attendeeBudgetMicroAlgos: 5_000_000n,
          tiers: [{ name: 'VIP', priceMicroAlgos: 20_000_000n, quantity: 10n, sold: 0n, transferable: true }],
          metadata: { tags: [], organizer: {}, ticketTiers: [paidTier] },
        }),
    })
    renderAt('/events/ALGO-SUMMIT-1/register')
    await screen.findByTestId('registration-summary')
    expect(screen.getByTestId('registration-paid-needs-wallet').textContent).toContain(
      'The free tickets need only a passkey.',
    )
    expect(screen.getByTestId('registration-submit').textContent).toBe('Complete Registration')
  })
})

describe('Registration, the waitlist and cancelling', () => {
  beforeEach(() => {
    toastMock.success.mockClear()
    toastMock.error.mockClear()
    walletState.activeAddress = ATTENDEE
  })
  afterEach(() => {
    cleanup()
  })

  const soldOutPaid = () =>
    makeEvent({ tiers: [{ ...makeEvent().tiers[0], sold: 100n }], registeredCount: 100, maxCapacity: 100 })

  it("offers a sold-out paid ticket's waitlist, says the payment is held, and joins it", async () => {
    const event = soldOutPaid()
    const waitlisted = makeRegistration({ status: 'waitlisted', registrationDate: 300 })
    const ahead = makeRegistration({ attendeeAddress: 'EARLIER', status: 'waitlisted', registrationDate: 200 })
    const chain = makeFakeChain({
      getEvent: async () => event,
      getBalance: async () => 100_000_000n,
      register: async () => ok({ registration: waitlisted, txId: 'TX-WAIT' }),
      listRegistrations: async () => [makeRegistration({ attendeeAddress: 'SEATED' }), waitlisted, ahead],
    })
    chainRef.current = chain
    renderAt('/events/ALGO-SUMMIT-1/register')
    await screen.findByTestId('registration-summary')
    expect(screen.getByTestId('registration-tier').textContent).toContain('Sold out: waitlist')
    expect(screen.getByTestId('registration-waitlist').textContent).toContain(OWN_REGISTRATION_MESSAGES.waitlistNotice)
    expect(screen.getByTestId('registration-waitlist').textContent).toContain(
      OWN_REGISTRATION_MESSAGES.waitlistHowItWorks,
    )
    expect(screen.getByTestId('registration-waitlist-payment').textContent).toBe(
      OWN_REGISTRATION_MESSAGES.waitlistHeldPayment('10 ALGO'),
    )
    expect(screen.getByTestId('registration-submit').textContent).toBe('Join the waitlist')
    // None left is not 'limited availability'.
    expect(screen.queryByTestId('registration-limited')).toBeNull()
    fillForm()
    await submit()
    expect(chain.register).toHaveBeenCalledWith(event, 0, expect.objectContaining({ attendeeName: 'Grace Hopper' }), {
      waitlist: true,
    })
    expect(toastMock.success).toHaveBeenCalledWith(OWN_REGISTRATION_MESSAGES.joinedWaitlist)
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('You Are on the Waitlist')
    expect(screen.getByTestId('registration-outcome').textContent).toBe(REGISTRATION_MESSAGES.onWaitlist(true))
    expect(screen.getByTestId('registration-status').textContent).toBe('On the waitlist')
    expect((await screen.findByTestId('registration-waitlist-place')).textContent).toBe(
      OWN_REGISTRATION_MESSAGES.place(2, 2),
    )
    expect(screen.queryByTestId('ticket')).toBeNull()
    // No seat was taken: the event's count is as it was.
    expect(screen.queryByText('101')).toBeNull()
  })

  it('registers as before while a seat is free', async () => {
    const chain = makeFakeChain({
      getEvent: async () => makeEvent(),
      getBalance: async () => 100_000_000n,
      register: async () => ok({ registration: makeRegistration(), txId: 'TX-REG' }),
    })
    chainRef.current = chain
    renderAt('/events/ALGO-SUMMIT-1/register')
    await screen.findByTestId('registration-summary')
    expect(screen.queryByTestId('registration-waitlist')).toBeNull()
    fillForm()
    await submit()
    expect(chain.register).toHaveBeenCalledWith(expect.anything(), 0, expect.anything())
  })

  it('cancels a free registration after saying nothing is paid back, then shows the form again', async () => {
    const free = makeEvent({ ticketPriceMicroAlgos: 0n, tiers: [{ ...makeEvent().tiers[0], priceMicroAlgos: 0n }] })
    const registration = makeRegistration({ paymentAmountMicroAlgos: 0n, paymentAmountAlgos: 0 })
    const chain = makeFakeChain({ getEvent: async () => free, getRegistration: async () => registration })
    chainRef.current = chain
    renderAt('/events/ALGO-SUMMIT-1/register')
    await screen.findByTestId('registration-complete')
    fireEvent.click(screen.getByTestId('registration-cancel-open'))
    expect(screen.getByTestId('registration-cancel-question').textContent).toBe(
      OWN_REGISTRATION_MESSAGES.confirmCancelFree,
    )
    // Changing one's mind leaves it as it was.
    fireEvent.click(screen.getByTestId('registration-cancel-keep'))
    expect(screen.queryByTestId('registration-cancel-confirm')).toBeNull()
    expect(chain.cancelRegistration).not.toHaveBeenCalled()
    fireEvent.click(screen.getByTestId('registration-cancel-open'))
    await act(async () => {
      fireEvent.click(screen.getByTestId('registration-cancel-yes'))
    })
    expect(chain.cancelRegistration).toHaveBeenCalledWith(free, registration)
    expect(toastMock.success).toHaveBeenCalledWith(OWN_REGISTRATION_MESSAGES.cancelled)
    expect(await screen.findByTestId('registration-submit')).toBeVisible()
    expect(screen.queryByTestId('registration-complete')).toBeNull()
  })

  it("says why a cancellation was refused, in the app's words, and keeps the registration", async () => {
    const registration = makeRegistration({ status: 'pending' })
    const chain = makeFakeChain({
      getEvent: async () => makeEvent({ approvalRequired: true }),
      getRegistration: async () => registration,
      cancelRegistration: async () => fail('Already checked in'),
    })
    chainRef.current = chain
    renderAt('/events/ALGO-SUMMIT-1/register')
    await screen.findByTestId('registration-complete')
    fireEvent.click(screen.getByTestId('registration-cancel-open'))
    expect(screen.getByTestId('registration-cancel-question').textContent).toBe(
      OWN_REGISTRATION_MESSAGES.confirmCancelHeld('10 ALGO'),
    )
    await act(async () => {
      fireEvent.click(screen.getByTestId('registration-cancel-yes'))
    })
    expect(screen.getByTestId('registration-cancel-error').textContent).toBe(
      `${OWN_REGISTRATION_MESSAGES.cancelFailed}: ${REGISTRATION_REFUSAL_MESSAGES['Already checked in']}`,
    )
    expect(screen.getByTestId('registration-complete')).toBeVisible()
  })

  it('offers the form again from a cancelled registration, unless the event is closed to the account', async () => {
    const chain = makeFakeChain({
      getEvent: async () => makeEvent(),
      getRegistration: async () => makeRegistration({ status: 'cancelled' }),
    })
    chainRef.current = chain
    renderAt('/events/ALGO-SUMMIT-1/register')
    await screen.findByTestId('registration-complete')
    fireEvent.click(screen.getByTestId('registration-register-again'))
    expect(await screen.findByTestId('registration-submit')).toBeVisible()
    cleanup()
    chain.getRegistration.mockResolvedValue(makeRegistration({ status: 'cancelled', closedToAccount: true }))
    renderAt('/events/ALGO-SUMMIT-1/register')
    await screen.findByTestId('registration-complete')
    expect(screen.queryByTestId('registration-register-again')).toBeNull()
  })
})

describe("Registration with the organiser's questions", () => {
  const questions = [
    { id: 'q1', kind: 'text' as const, label: 'Company', required: true, options: [] },
    { id: 'q2', kind: 'choice' as const, label: 'Meal', required: false, options: ['Vegan', 'Any'] },
  ]
  const askingEvent = (sealKey: string | null = makeEvent().sealKey) =>
    makeEvent({ sealKey, metadata: { tags: [], organizer: {}, questions } })

  beforeEach(() => {
    toastMock.error.mockClear()
    walletState.activeAddress = ATTENDEE
  })
  afterEach(() => {
    cleanup()
    vi.restoreAllMocks()
  })

  it('asks them under the details, refuses a required one unanswered before anything is sent, then seals the answers', async () => {
    const chain = makeFakeChain({ getEvent: async () => askingEvent(), getBalance: async () => 10_000_000n })
    chainRef.current = chain
    renderAt('/events/ALGO-SUMMIT-1/register')
    await screen.findByTestId('registration-summary')
    const asked = screen.getByTestId('registration-questions')
    expect(within(asked).getByLabelText(/Company/)).toBe(screen.getByTestId('registration-question-0'))
    expect(within(asked).getByLabelText('Meal (optional)')).toBe(screen.getByTestId('registration-question-1'))
    fillForm()
    await submit()
    expect(screen.getByTestId('registration-error').textContent).toBe(
      'Please fill in all required fields: "Company" needs an answer.',
    )
    expect(chain.register).not.toHaveBeenCalled()

    type('registration-question-0', ' Acme ')
    type('registration-question-1', 'Vegan')
    await submit()
    expect(chain.register).toHaveBeenCalledWith(
      expect.objectContaining({ eventId: 'ALGO-SUMMIT-1' }),
      0,
      expect.objectContaining({ attendeeName: 'Grace Hopper', answers: { q1: 'Acme', q2: 'Vegan' } }),
    )
  })

  it('asks nothing where the event has no guest-list key, as its name and email are not sent either', async () => {
    const chain = makeFakeChain({ getEvent: async () => askingEvent(null), getBalance: async () => 10_000_000n })
    chainRef.current = chain
    renderAt('/events/ALGO-SUMMIT-1/register')
    await screen.findByTestId('registration-summary')
    expect(screen.queryByTestId('registration-questions')).toBeNull()
    fillForm()
    await submit()
    expect(chain.register).toHaveBeenCalledTimes(1)
    expect(chain.register.mock.calls[0][2]).not.toHaveProperty('answers')
  })
})
