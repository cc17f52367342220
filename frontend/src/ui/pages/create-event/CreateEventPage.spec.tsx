// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { MemoryRouter } from 'react-router-dom'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { ChainApi } from '../../../chain'
import { ChainContextReact } from '../../chain-hooks/chain-context'
import type { Sent } from '../../../chain'
import { fail, ok, type Result } from '../../../domain/messages/result'
import type { CreateEventInput } from '../../../domain/event/event'
import { VISIBILITY_MESSAGES } from '../../../domain/event/visibility-messages'
import { contractTierTerms, ticketPriceMicroAlgos } from '../../../domain/tier/ticket-tiers'
import { makeFakeChain } from '../../../testing/fake-chain'

const toastMock = vi.hoisted(() =>
  Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn(), loading: vi.fn(), dismiss: vi.fn() }),
)
vi.mock('react-hot-toast', () => ({ default: toastMock, toast: toastMock }))
const walletState = vi.hoisted(() => ({ activeAddress: null as string | null }))
vi.mock('../../wallet/wallet-account', async (original) => ({
  ...(await original<object>()),
  useWalletAccount: () => ({ activeAddress: walletState.activeAddress, activeWalletId: null, accounts: [] }),
}))
vi.mock('../../wallet', () => ({ WalletPanel: () => <div data-testid="wallet-panel" /> }))

import CreateEvent from './CreateEventPage'

const chainRef: { current: ChainApi | null } = { current: null }

const NOW = 1_780_000_000_000

function renderWizard() {
  return render(
    <ChainContextReact.Provider value={chainRef.current}>
      <MemoryRouter>
        <CreateEvent />
      </MemoryRouter>
    </ChainContextReact.Provider>,
  )
}

const type = (testId: string, value: string) => fireEvent.change(screen.getByTestId(testId), { target: { value } })
const stepTitle = () => screen.getByTestId('wizard-step-title').textContent
const next = () => fireEvent.click(screen.getByTestId('wizard-next'))

function fillBasicInfo() {
  type('wizard-title', 'Algo Summit 2026')
  type('wizard-description', 'Two days of talks')
  type('wizard-category', 'conference')
  type('wizard-tags', 'blockchain, ,algorand ')
}

function fillDateTime() {
  type('wizard-start-date', '2026-06-01')
  type('wizard-end-date', '2026-06-02')
  type('wizard-start-time', '09:00')
  type('wizard-end-time', '17:30')
}

function fillVenue() {
  type('wizard-venue-name', 'Hall A')
  type('wizard-venue-address', '1 Main St')
  type('wizard-venue-city', 'Lisbon')
  type('wizard-venue-country', 'Portugal')
}

function fillSettings() {
  type('wizard-organizer-name', 'Ada')
  type('wizard-organizer-email', 'ada@example.com')
}

/** Fills steps 1–4 and lands on Settings. */
function goToSettings() {
  fillBasicInfo()
  next()
  fillDateTime()
  next()
  fillVenue()
  next()
  next()
  expect(stepTitle()).toBe('Settings')
}

describe('CreateEvent wizard', () => {
  beforeEach(() => {
    toastMock.success.mockClear()
    toastMock.error.mockClear()
    walletState.activeAddress = null
    chainRef.current = makeFakeChain()
  })
  afterEach(() => {
    cleanup()
    vi.restoreAllMocks()
  })

  it('starts on Basic Info with the wallet panel on top and Previous disabled', () => {
    renderWizard()
    expect(screen.getByTestId('wallet-panel')).toBeVisible()
    expect(stepTitle()).toBe('Basic Info')
    expect(screen.getByTestId('wizard-prev')).toHaveProperty('disabled', true)
    expect(screen.getByText('Step 1 of 5')).toBeVisible()
    expect(screen.getByTestId('wizard-step-1').getAttribute('aria-current')).toBe('step')
    const category = screen.getByTestId('wizard-category') as HTMLSelectElement
    expect(category.options).toHaveLength(13) // placeholder + 12 categories
  })

  it('uses the browser validity of the step: Next is refused until required fields are filled', () => {
    renderWizard()
    next()
    expect(stepTitle()).toBe('Basic Info')
    expect(screen.getByTestId('wizard-announcement').textContent).toMatch(/^Event Title/)
    type('wizard-title', 'Summit')
    type('wizard-description', 'About')
    next()
    expect(stepTitle()).toBe('Basic Info')
    expect(screen.getByTestId('wizard-announcement').textContent).toMatch(/^Category/)
    type('wizard-category', 'meetup')
    next()
    expect(stepTitle()).toBe('Date & Time')
  })

  it('walks the five steps with Previous and Next, keeping what was typed', () => {
    renderWizard()
    fillBasicInfo()
    next()
    expect(stepTitle()).toBe('Date & Time')
    // The browser's own zone (UTC in the tests).
    expect((screen.getByTestId('wizard-timezone') as HTMLInputElement).value).toBe('UTC')
    expect(screen.getByTestId('wizard-timezone').getAttribute('data-zone')).toBe('UTC')
    fireEvent.click(screen.getByTestId('wizard-prev'))
    expect(stepTitle()).toBe('Basic Info')
    expect((screen.getByTestId('wizard-title') as HTMLInputElement).value).toBe('Algo Summit 2026')
    next()
    fillDateTime()
    next()
    expect(stepTitle()).toBe('Venue')
    expect((screen.getByTestId('wizard-capacity') as HTMLInputElement).value).toBe('100')
    type('wizard-capacity', '0')
    fillVenue()
    next()
    expect(stepTitle()).toBe('Venue') // capacity minimum 1
    type('wizard-capacity', '250')
    next()
    expect(stepTitle()).toBe('Tickets')
    next()
    expect(stepTitle()).toBe('Settings')
    expect(screen.queryByTestId('wizard-next')).toBeNull()
    expect(screen.getByTestId('wizard-create').textContent).toBe('Create Event')
    expect((screen.getByTestId('wizard-visibility-public') as HTMLInputElement).checked).toBe(true)
    expect(screen.getByText('Listed on Discover events: anyone can find it and register.')).toBeVisible()
    expect(screen.getByText(VISIBILITY_MESSAGES.unlisted)).toBeVisible()
    expect(screen.getByText(VISIBILITY_MESSAGES.private)).toBeVisible()
    const approval = screen.getByLabelText('Require manual approval for registrations') as HTMLInputElement
    expect([approval.checked, approval.disabled]).toEqual([false, false])
    // Private always asks for approval: the choice shows it and cannot be undone while Private is chosen.
    fireEvent.click(screen.getByTestId('wizard-visibility-private'))
    expect([approval.checked, approval.disabled]).toEqual([true, true])
    expect(screen.getByTestId('wizard-private-approves').textContent).toBe(
      'Private events always ask for your approval.',
    )
    fireEvent.click(screen.getByTestId('wizard-visibility-public'))
    expect([approval.checked, approval.disabled]).toEqual([false, false])
    // A completed step can be revisited from the step list.
    fireEvent.click(screen.getByTestId('wizard-step-3'))
    expect(stepTitle()).toBe('Venue')
    expect((screen.getByTestId('wizard-capacity') as HTMLInputElement).value).toBe('250')
  })

  it('counts the description as it is typed and refuses to go past its limit, with a plain message', () => {
    renderWizard()
    fillBasicInfo()
    expect(screen.getByTestId('wizard-description-count').textContent).toBe('17 of 8,000 bytes')
    type('wizard-description', 'é'.repeat(4_000))
    expect(screen.getByTestId('wizard-description-count').textContent).toBe('8,000 of 8,000 bytes')
    next()
    expect(stepTitle()).toBe('Date & Time')
    fireEvent.click(screen.getByTestId('wizard-prev'))
    type('wizard-description', `${'é'.repeat(4_000)}!`)
    const tooLong = 'This text is 1 byte too long: Algorand stores at most 8,000 bytes here. Shorten it to continue.'
    expect(screen.getByRole('alert').textContent).toBe(tooLong)
    next()
    expect(stepTitle()).toBe('Basic Info')
    expect(screen.getByTestId('wizard-announcement').textContent).toBe(`Description: ${tooLong}`)
    // Near a short field's limit, what is left shows; far from it, nothing.
    expect(screen.queryByTestId('wizard-tags-count')).toBeNull()
    type('wizard-tags', 'x'.repeat(250))
    expect(screen.getByTestId('wizard-tags-count').textContent).toBe('46 bytes left')
  })

  it('says on the last step what carrying the texts costs: one minimum fee for each note after the first', () => {
    renderWizard()
    goToSettings()
    expect(screen.getByTestId('wizard-details-cost').textContent).toBe(
      "The event's texts fit in the note of the creating transaction: they add nothing to its cost.",
    )
    fireEvent.click(screen.getByTestId('wizard-step-1'))
    type('wizard-description', 'Agenda line with ünïcode\n'.repeat(200))
    for (let step = 1; step < 5; step++) next()
    expect(screen.getByTestId('wizard-details-cost').textContent).toMatch(
      /^The event's texts take 7 transaction notes: creating also sends 6 payments of 0 ALGO from your account to itself that carry them, each one more network fee of 0\.001 ALGO \(0\.006 ALGO in all\)\.$/,
    )
  })

  it('shows the default tier, adds tiers and never removes the last one', () => {
    renderWizard()
    fillBasicInfo()
    next()
    fillDateTime()
    next()
    fillVenue()
    next()
    expect(stepTitle()).toBe('Tickets')
    expect((screen.getByTestId('wizard-tier-0-name') as HTMLInputElement).value).toBe('General Admission')
    expect((screen.getByTestId('wizard-tier-0-description') as HTMLInputElement).value).toBe(
      'Standard access to the event',
    )
    expect((screen.getByTestId('wizard-tier-0-price') as HTMLInputElement).value).toBe('10')
    expect((screen.getByTestId('wizard-tier-0-quantity') as HTMLInputElement).value).toBe('100')
    // One currency for every tier: ALGO on LocalNet, whose test USDC is offered beside it.
    expect((screen.getByTestId('wizard-currency') as HTMLSelectElement).value).toBe('ALGO')
    expect(screen.getByLabelText(/^Price \(ALGO\)/)).toBe(screen.getByTestId('wizard-tier-0-price'))
    expect((screen.getByTestId('wizard-tier-0-transferable') as HTMLInputElement).checked).toBe(true)
    const transferable = screen.getByRole('checkbox', { name: 'Transferable attendance token' })
    expect(transferable.getAttribute('data-testid')).toBe('wizard-tier-0-transferable')
    expect(document.getElementById(transferable.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Attendees can send the token they get for attending to another wallet; unticked, it stays in the wallet that claimed it.',
    )
    expect((screen.getByTestId('wizard-tier-0-benefits') as HTMLInputElement).value).toBe('Event access, Welcome kit')
    expect(screen.getByTestId('wizard-tier-0-remove')).toHaveProperty('disabled', true)

    fireEvent.click(screen.getByTestId('wizard-add-tier'))
    expect((screen.getByTestId('wizard-tier-1-price') as HTMLInputElement).value).toBe('0')
    expect((screen.getByTestId('wizard-tier-1-quantity') as HTMLInputElement).value).toBe('0')
    expect((screen.getByTestId('wizard-tier-1-transferable') as HTMLInputElement).checked).toBe(true)
    expect(document.activeElement).toBe(screen.getByTestId('wizard-tier-1-name'))
    expect(screen.getByTestId('wizard-tier-0-remove')).toHaveProperty('disabled', false)

    // The new tier needs a name and a quantity of at least 1.
    next()
    expect(stepTitle()).toBe('Tickets')
    type('wizard-tier-1-name', 'VIP')
    next()
    expect(stepTitle()).toBe('Tickets')
    type('wizard-tier-1-quantity', '5')
    type('wizard-tier-1-price', '-1')
    next()
    expect(stepTitle()).toBe('Tickets') // price minimum 0
    type('wizard-tier-1-price', '25.5')

    fireEvent.click(screen.getByTestId('wizard-tier-0-remove'))
    expect(screen.queryByTestId('wizard-tier-1')).toBeNull()
    expect((screen.getByTestId('wizard-tier-0-name') as HTMLInputElement).value).toBe('VIP')
    expect(screen.getByTestId('wizard-tier-0-remove')).toHaveProperty('disabled', true)
    fireEvent.click(screen.getByTestId('wizard-tier-0-remove'))
    expect(screen.getByTestId('wizard-tier-0')).toBeVisible()
    next()
    expect(stepTitle()).toBe('Settings')
  })

  it("adds the organiser's questions on Settings, refuses an unfinished one, and publishes them with the event", async () => {
    walletState.activeAddress = 'CREATOR'
    const chain = makeFakeChain()
    chainRef.current = chain
    renderWizard()
    goToSettings()
    fillSettings()
    expect(screen.getByTestId('questions-editor').textContent).toMatch(/only you can read them/)
    fireEvent.click(screen.getByTestId('questions-add'))
    // Focus lands on the new question's wording.
    expect(document.activeElement).toBe(screen.getByTestId('question-0-label'))
    await act(async () => {
      fireEvent.click(screen.getByTestId('wizard-create'))
    })
    // An empty question keeps the form from going on, and says which field.
    expect(chain.createEvent).not.toHaveBeenCalled()
    expect(screen.getByTestId('wizard-announcement').textContent).toMatch(/^Question:/)

    type('question-0-label', '  Company ')
    fireEvent.click(screen.getByTestId('question-0-required'))
    fireEvent.click(screen.getByTestId('questions-add'))
    type('question-1-label', 'Meal')
    type('question-1-kind', 'choice')
    type('question-1-options', 'Vegan')
    // One choice is not a choice: said under the field, and the form does not go on.
    expect(screen.getByTestId('question-1').textContent).toMatch(/needs at least 2 choices/)
    await act(async () => {
      fireEvent.click(screen.getByTestId('wizard-create'))
    })
    expect(chain.createEvent).not.toHaveBeenCalled()
    type('question-1-options', 'Vegan\nAny\n')
    // The label counter shows near its limit, in bytes as written.
    type('question-0-label', 'é'.repeat(70))
    expect(screen.getByTestId('question-0-label-count').textContent).toBe('10 bytes left')
    type('question-0-label', 'Company')
    await act(async () => {
      fireEvent.click(screen.getByTestId('wizard-create'))
    })
    expect(chain.createEvent).toHaveBeenCalledTimes(1)
    const input = chain.createEvent.mock.calls[0][0] as CreateEventInput
    expect(input.extraMetadata?.questions).toEqual([
      { id: 'q1', kind: 'text', label: 'Company', required: true, options: [] },
      { id: 'q2', kind: 'choice', label: 'Meal', required: false, options: ['Vegan', 'Any'] },
    ])
  })

  it('stops at five questions', () => {
    renderWizard()
    goToSettings()
    for (let n = 0; n < 5; n++) fireEvent.click(screen.getByTestId('questions-add'))
    expect(screen.getByTestId('questions-add')).toHaveProperty('disabled', true)
    expect(screen.getByTestId('question-4')).toBeVisible()
    fireEvent.click(screen.getByTestId('question-4-remove'))
    expect(screen.queryByTestId('question-4')).toBeNull()
    expect(screen.getByTestId('questions-add')).toHaveProperty('disabled', false)
  })

  it('refuses to create without a wallet', async () => {
    const chain = makeFakeChain()
    chainRef.current = chain
    renderWizard()
    goToSettings()
    fillSettings()
    await act(async () => {
      fireEvent.click(screen.getByTestId('wizard-create'))
    })
    expect(toastMock.error).toHaveBeenCalledWith('Please connect your wallet first')
    expect(chain.createEvent).not.toHaveBeenCalled()
    expect(stepTitle()).toBe('Settings')
  })

  it('creates the event, shows the busy state, then the new event with its QR code; Create another starts a fresh draft', async () => {
    walletState.activeAddress = 'CREATOR'
    vi.spyOn(Date, 'now').mockReturnValue(NOW)
    let release: (result: Result<{ eventId: string } & Sent>) => void = () => undefined
    const chain = makeFakeChain({ createEvent: () => new Promise((resolve) => (release = resolve)) })
    chainRef.current = chain
    renderWizard()
    goToSettings()
    fillSettings()
    fireEvent.click(screen.getByTestId('wizard-visibility-unlisted'))
    fireEvent.click(screen.getByTestId('wizard-requires-approval'))
    await act(async () => {
      fireEvent.click(screen.getByTestId('wizard-create'))
    })
    expect(screen.getByTestId('wizard-create').textContent).toBe('Creating on Algorand...')
    expect(screen.getByTestId('wizard-create')).toHaveProperty('disabled', true)

    expect(chain.createEvent).toHaveBeenCalledTimes(1)
    const input = chain.createEvent.mock.calls[0][0] as CreateEventInput
    const expectedId = `ALGO-SUMMI-${NOW.toString(36)}`
    expect(input).toMatchObject({
      eventId: expectedId,
      eventName: 'Algo Summit 2026',
      description: 'Two days of talks',
      accessType: 'public',
      currentUrl: `${window.location.origin}/events/${expectedId}/register`,
      resolverUrl: `${window.location.origin}/resolve?event=${expectedId}`,
      expiryDate: Date.UTC(2026, 5, 2, 17, 30) / 1000,
      maxCapacity: 100,
      visibility: 'unlisted',
      requiresApproval: true,
      tags: ['blockchain', 'algorand'],
      organizer: { name: 'Ada', email: 'ada@example.com', organization: '', phone: '' },
    })
    expect(input.ticketTiers).toHaveLength(1)
    expect(ticketPriceMicroAlgos(contractTierTerms(input.ticketTiers))).toBe(10_000_000n)
    expect(input.eventId).toMatch(/^[A-Za-z0-9_-]{1,32}$/)

    await act(async () => release(ok({ eventId: expectedId, txId: 'TX1' })))
    expect(toastMock.success).toHaveBeenCalledWith('Event created successfully on the blockchain!')
    const banner = screen.getByTestId('create-success')
    expect(banner.textContent).toContain(expectedId)
    expect(screen.getByTestId('create-explorer-link').getAttribute('href')).toBe('https://explorer.test/tx/TX1')
    // The new event's QR code takes the form's place: no empty step 1 inviting a second create.
    expect(screen.getByTestId('event-qr-url').textContent).toBe(`${window.location.origin}/resolve?event=${expectedId}`)
    // The link to share is the event's page; the QR code's own link is copied only from the code's card.
    const share = screen.getByTestId('create-copy-event-link')
    expect(share.textContent).toBe('Copy event link')
    expect(share.getAttribute('data-link')).toBe(`${window.location.origin}/events/${expectedId}`)
    const qrLink = screen.getByTestId('event-qr-copy')
    expect(qrLink.textContent).toBe('Copy QR code link')
    expect(qrLink.getAttribute('data-link')).toBe(`${window.location.origin}/resolve?event=${expectedId}`)
    expect(banner.textContent).not.toContain('/resolve')
    expect(screen.getByTestId('event-qr-poster').getAttribute('href')).toBe(`/events/${expectedId}/poster`)
    expect(screen.queryByTestId('wizard-step-title')).toBeNull()

    fireEvent.click(screen.getByTestId('create-another'))
    expect(screen.queryByTestId('create-success')).toBeNull()
    expect(stepTitle()).toBe('Basic Info')
    expect((screen.getByTestId('wizard-title') as HTMLInputElement).value).toBe('')
    expect((screen.getByTestId('wizard-category') as HTMLSelectElement).value).toBe('')
    // The draft really is fresh: the tickets step shows the default tier again.
    fillBasicInfo()
    next()
    fillDateTime()
    next()
    fillVenue()
    next()
    expect((screen.getByTestId('wizard-tier-0-name') as HTMLInputElement).value).toBe('General Admission')
    expect(screen.queryByTestId('wizard-tier-1')).toBeNull()
  })

  it('reports a failed creation and keeps the draft', async () => {
    walletState.activeAddress = 'CREATOR'
    chainRef.current = makeFakeChain({ createEvent: async () => fail('Transaction Rejected: overspend') })
    renderWizard()
    goToSettings()
    fillSettings()
    await act(async () => {
      fireEvent.click(screen.getByTestId('wizard-create'))
    })
    expect(toastMock.error).toHaveBeenCalledWith('Failed to create event: Transaction Rejected: overspend')
    expect(screen.getByTestId('wizard-announcement').textContent).toBe(
      'Failed to create event: Transaction Rejected: overspend',
    )
    expect(stepTitle()).toBe('Settings')
    expect((screen.getByTestId('wizard-organizer-name') as HTMLInputElement).value).toBe('Ada')
    expect(screen.getByTestId('wizard-create').textContent).toBe('Create Event')
  })

  it('creates the event when the user tries again after a refusal', async () => {
    walletState.activeAddress = 'CREATOR'
    const chain = makeFakeChain()
    chain.createEvent.mockResolvedValueOnce(fail('You cancelled the signature.'))
    chainRef.current = chain
    renderWizard()
    goToSettings()
    fillSettings()
    await act(async () => {
      fireEvent.click(screen.getByTestId('wizard-create'))
    })
    expect(toastMock.error).toHaveBeenCalledWith('Failed to create event: You cancelled the signature.')
    await act(async () => {
      fireEvent.click(screen.getByTestId('wizard-create'))
    })
    expect(chain.createEvent).toHaveBeenCalledTimes(2)
    expect(toastMock.success).toHaveBeenCalledWith('Event created successfully on the blockchain!')
    expect(screen.getByTestId('create-explorer-link').getAttribute('href')).toBe('https://explorer.test/tx/TX-CREATE')
  })

  it('creates the event in the zone chosen by searching, and previews its dates as attendees will see them', async () => {
    walletState.activeAddress = 'CREATOR'
    vi.spyOn(Date, 'now').mockReturnValue(NOW)
    const chain = makeFakeChain()
    chainRef.current = chain
    renderWizard()
    fillBasicInfo()
    next()
    type('wizard-timezone', 'Stockholm')
    fireEvent.keyDown(screen.getByTestId('wizard-timezone'), { key: 'Enter' })
    expect((screen.getByTestId('wizard-timezone') as HTMLInputElement).value).toBe('Europe/Stockholm (UTC+02:00)')
    fillDateTime()
    expect(screen.getByTestId('wizard-schedule-preview').textContent).toBe(
      'Attendees will see: Mon 1 Jun 2026, 09:00 – Tue 2 Jun 2026, 17:30 CEST',
    )
    next()
    fillVenue()
    next()
    next()
    fillSettings()
    await act(async () => {
      fireEvent.click(screen.getByTestId('wizard-create'))
    })
    const input = chain.createEvent.mock.calls[0][0] as CreateEventInput
    expect(input.extraMetadata).toMatchObject({ timezone: 'Europe/Stockholm', startDate: '2026-06-01' })
    expect(input.settings).toMatchObject({
      startsAt: Date.UTC(2026, 5, 1, 7, 0) / 1000,
      endsAt: Date.UTC(2026, 5, 2, 15, 30) / 1000,
    })
    expect(input.expiryDate).toBe(Date.UTC(2026, 5, 2, 15, 30) / 1000)
  })

  it('refuses an end that is not after the start, saying so, and keeps what was typed', () => {
    renderWizard()
    fillBasicInfo()
    next()
    fillDateTime()
    type('wizard-end-date', '2026-06-01')
    type('wizard-end-time', '08:00')
    next()
    expect(stepTitle()).toBe('Date & Time')
    expect(screen.getByTestId('wizard-announcement').textContent).toBe('End Time: The end must be after the start.')
    expect(screen.queryByTestId('wizard-schedule-preview')).toBeNull()
    type('wizard-end-time', '10:00')
    expect(screen.queryByText('The end must be after the start.')).toBeNull()
    next()
    expect(stepTitle()).toBe('Venue')
  })

  it('moves to the next step when Enter submits a step form', () => {
    renderWizard()
    fillBasicInfo()
    fireEvent.submit(screen.getByTestId('wizard-title').closest('form') as HTMLFormElement)
    expect(stepTitle()).toBe('Date & Time')
    expect(document.activeElement).toBe(screen.getByTestId('wizard-step-title'))
  })
})
