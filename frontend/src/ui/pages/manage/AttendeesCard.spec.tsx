// @vitest-environment jsdom
// The card is rendered inside the Manage page: the page owns the refund write and the event reload.
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { ChainApi, Sent } from '../../../chain'
import { attendeesCsv } from '../../../domain/guest-list/attendee-csv'
import { CHECK_IN_MESSAGES } from '../../../domain/check-in/check-in-messages'
import { GUEST_LIST_MESSAGES } from '../../../domain/guest-list/guest-list-messages'
import type { Registration } from '../../../domain/registration/registration'
import { ATTENDEES_MESSAGES } from '../../../domain/event/manage-messages'
import type { GuestDetails } from '../../../domain/details/registration-note'
import { fail, ok, type Result } from '../../../domain/messages/result'
import { makeEvent, makeFakeChain, makeRegistration, OWNER, type FakeChain } from '../../../testing/fake-chain'
import { toastText } from '../../../testing/toast-text'

const toastMock = vi.hoisted(() => Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn() }))
vi.mock('react-hot-toast', () => ({ default: toastMock }))
const walletState = vi.hoisted(() => ({ activeAddress: null as string | null }))
vi.mock('../../wallet/wallet-account', async (original) => ({
  ...(await original<object>()),
  useWalletAccount: () => ({ activeAddress: walletState.activeAddress, activeWalletId: null, accounts: [] }),
}))
vi.mock('../../wallet/WalletPanel', () => ({ WalletPanel: () => <div data-testid="wallet-panel" /> }))
const saveText = vi.hoisted(() => vi.fn())
vi.mock('../../platform/download', () => ({ saveText, saveUrl: vi.fn() }))

import { renderManagePage } from '../../../testing/render-manage'
import { ATTENDEE_LIST_MESSAGES } from '../../../domain/guest-list/attendee-list-messages'

const SECOND = 'SECONDATTENDEESECONDATTENDEESECONDATTENDEESECONDATTENDEE12'
const THIRD = 'THIRDATTENDEETHIRDATTENDEETHIRDATTENDEETHIRDATTENDEETHIRD1'

const registrations: Registration[] = [
  makeRegistration(),
  makeRegistration({
    attendeeAddress: SECOND,
    status: 'attended',
    attendedAt: 1_750_000_500,
    attendanceMethod: 'door check-in',
    nftMinted: true,
    nftAssetId: 4242,
    nftClaimed: true,
  }),
  makeRegistration({ attendeeAddress: THIRD, status: 'cancelled' }),
]

let chain: FakeChain

async function renderManage(overrides: Partial<ChainApi> = {}) {
  chain = makeFakeChain({
    getEvent: async () => makeEvent(),
    listRegistrations: async () => registrations,
    ...overrides,
  })
  await renderManagePage(chain)
}

const rows = () => screen.getAllByTestId('attendees-row')
const refundButtons = () => screen.getAllByTestId('attendees-refund') as HTMLButtonElement[]
const confirmButton = () => screen.getByTestId('attendees-refund-confirm-button') as HTMLButtonElement

beforeEach(() => {
  walletState.activeAddress = OWNER
  toastMock.success.mockClear()
  toastMock.error.mockClear()
  saveText.mockClear()
})
afterEach(cleanup)

describe('AttendeesCard', () => {
  it('is not shown to other wallets nor read for them', async () => {
    walletState.activeAddress = 'SOMEONEELSE'
    await renderManage()
    expect(screen.queryByTestId('attendees')).toBeNull()
    expect(chain.listRegistrations).not.toHaveBeenCalled()

    cleanup()
    walletState.activeAddress = null
    await renderManage()
    expect(screen.queryByTestId('attendees')).toBeNull()
  })

  it('lists every registration with its counts, status, attendance and token', async () => {
    await renderManage()
    expect(screen.getByRole('heading', { name: 'Attendees' })).toBeVisible()
    expect(chain.listRegistrations).toHaveBeenCalledWith(expect.objectContaining({ eventId: 'ALGO-SUMMIT-1' }))
    expect(screen.getByTestId('attendees-counts').textContent).toBe('Registered 1 · Attended 1 · Cancelled 1 · Total 3')
    expect(rows()).toHaveLength(3)
    expect(rows().map((row) => within(row).getByTestId('attendees-status').textContent)).toEqual([
      'registered',
      'attended',
      'cancelled',
    ])
    const attended = rows()[1]
    expect(within(attended).getByTitle(SECOND).textContent).toBe('SECOND...EE12')
    expect(within(attended).getByTestId('attendees-method').textContent).toBe('Checked in at the door')
    expect(within(attended).getByTestId('attendees-token').textContent).toBe('4242 (claimed)')
    expect(attended.textContent).toContain('10 ALGO')
    expect(attended.textContent).toContain('General Admission')
    expect(within(rows()[2]).queryByTestId('attendees-refund')).toBeNull()
    expect(refundButtons()).toHaveLength(2)
  })

  it('lists again when a page refresh shows the registrations changed, and only then', async () => {
    let event = makeEvent()
    await renderManage({ getEvent: async () => event })
    expect(chain.listRegistrations).toHaveBeenCalledTimes(1)
    await act(async () => fireEvent.click(screen.getByTestId('manage-refresh')))
    expect(chain.listRegistrations).toHaveBeenCalledTimes(1)
    event = makeEvent({ registeredCount: event.registeredCount + 1 })
    await act(async () => fireEvent.click(screen.getByTestId('manage-refresh')))
    expect(chain.listRegistrations).toHaveBeenCalledTimes(2)
  })

  it('says so when no one has registered', async () => {
    await renderManage({ listRegistrations: async () => [] })
    expect(screen.getByTestId('attendees-empty').textContent).toBe('No one has registered for this event yet.')
    expect(screen.getByTestId('attendees-counts').textContent).toBe('Registered 0 · Attended 0 · Cancelled 0 · Total 0')
  })

  it('reports a list that cannot be read', async () => {
    await renderManage({ listRegistrations: async () => Promise.reject(new Error('Failed to fetch')) })
    expect(screen.getByTestId('attendees-load-failed').textContent).toContain('Could not load the attendee list')
    expect(toastMock.error).toHaveBeenCalledWith('Could not load the attendee list')

    chain.listRegistrations.mockResolvedValue(registrations)
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
    })
    expect(screen.queryByTestId('attendees-load-failed')).toBeNull()
    expect(rows()).toHaveLength(3)
  })

  it('exports the list as {eventId}-attendees.csv', async () => {
    await renderManage()
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }))
    expect(saveText).toHaveBeenCalledWith(
      attendeesCsv(registrations),
      'ALGO-SUMMIT-1-attendees.csv',
      'text/csv;charset=utf-8',
    )
  })

  it('refunds a registration after a confirmation that states the amount, then reloads the list and the event', async () => {
    await renderManage()
    let finish: (value: Result<Sent>) => void = () => {}
    chain.refundRegistration.mockReturnValue(new Promise((resolve) => (finish = resolve)))

    fireEvent.click(refundButtons()[0])
    expect(chain.refundRegistration).not.toHaveBeenCalled()
    expect(screen.getByTestId('attendees-refund-confirm').textContent).toContain(
      'Refund 10 ALGO to ATTEND...ADDR? The amount paid goes back from your wallet and the seat is freed.',
    )

    fireEvent.click(confirmButton())
    expect(chain.refundRegistration).toHaveBeenCalledWith(
      expect.objectContaining({ eventId: 'ALGO-SUMMIT-1' }),
      registrations[0],
      false,
    )
    expect(confirmButton().disabled).toBe(true)
    expect(refundButtons().every((button) => button.disabled)).toBe(true)

    await act(async () => finish(ok({ txId: 'TX-REFUND' })))
    expect(toastText(toastMock.success.mock.calls[0])).toContain('Registration refunded')
    expect(chain.getEvent).toHaveBeenCalledTimes(2)
    expect(chain.listRegistrations).toHaveBeenCalledTimes(2)
    expect(screen.queryByTestId('attendees-refund-confirm')).toBeNull()
    expect(refundButtons().every((button) => !button.disabled)).toBe(true)
  })

  it('shows why a refund failed and keeps the list as it was', async () => {
    await renderManage()
    chain.refundRegistration.mockResolvedValue(fail('Insufficient balance'))
    fireEvent.click(refundButtons()[1])
    await act(async () => {
      fireEvent.click(confirmButton())
    })
    expect(chain.refundRegistration).toHaveBeenCalledWith(expect.anything(), registrations[1], false)
    expect(toastText(toastMock.error.mock.calls[0])).toBe('Refund failedInsufficient balance')
    expect(toastMock.success).not.toHaveBeenCalled()
    expect(chain.listRegistrations).toHaveBeenCalledTimes(1)
    expect(confirmButton().disabled).toBe(false)
  })

  it('closes the event to the account when the owner ticks the ban, and lists it as banned', async () => {
    await renderManage()
    fireEvent.click(refundButtons()[0])
    expect(screen.getByTestId('attendees-refund-confirm').textContent).toContain(
      'Also close this event to this account: it may not register again',
    )
    fireEvent.click(screen.getByTestId('attendees-refund-ban'))
    chain.listRegistrations.mockResolvedValue([
      { ...registrations[0], status: 'cancelled', closedToAccount: true },
      ...registrations.slice(1),
    ])
    await act(async () => {
      fireEvent.click(confirmButton())
    })
    expect(chain.refundRegistration).toHaveBeenCalledWith(expect.anything(), registrations[0], true)
    expect(screen.getAllByTestId('attendees-status')[0].textContent).toBe('cancelled, banned')
  })

  it('closes the event to a refunded account, and reopens a banned one', async () => {
    const banned = makeRegistration({ attendeeAddress: SECOND, status: 'cancelled', closedToAccount: true })
    await renderManage({ listRegistrations: async () => [registrations[0], banned, registrations[2]] })
    const toggles = screen.getAllByTestId('attendees-ban-toggle')
    expect(toggles.map((button) => button.textContent)).toEqual(['Reopen', 'Close to account'])
    await act(async () => {
      fireEvent.click(toggles[0])
    })
    expect(chain.setRegistrationBan).toHaveBeenCalledWith(expect.anything(), banned, false)
    expect(toastText(toastMock.success.mock.calls[0])).toContain('This account may register again')
    await act(async () => {
      fireEvent.click(screen.getAllByTestId('attendees-ban-toggle')[1])
    })
    expect(chain.setRegistrationBan).toHaveBeenLastCalledWith(expect.anything(), registrations[2], true)
  })

  it('sends nothing when the confirmation is cancelled', async () => {
    await renderManage()
    fireEvent.click(refundButtons()[0])
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }))
    expect(screen.queryByTestId('attendees-refund-confirm')).toBeNull()
    expect(chain.refundRegistration).not.toHaveBeenCalled()
  })
})

describe('AttendeesCard, registrations waiting for approval', () => {
  const WAITING = 'WAITINGATTENDEEWAITINGATTENDEEWAITINGATTENDEEWAITINGATTEN1'
  const waiting = makeRegistration({ attendeeAddress: WAITING, status: 'pending', paymentAmountMicroAlgos: 2_500_000n })
  const withWaiting = [...registrations, waiting]
  const approveButton = () => screen.getByTestId('attendees-approve') as HTMLButtonElement
  const declineButton = () => screen.getByTestId('attendees-decline') as HTMLButtonElement

  it('lists them first, with Approve and Decline and no refund, and counts them', async () => {
    await renderManage({ listRegistrations: async () => withWaiting })
    expect(within(rows()[0]).getByTitle(WAITING)).toBeVisible()
    expect(within(rows()[0]).getByTestId('attendees-status').textContent).toBe('waiting for approval')
    expect(within(rows()[0]).queryByTestId('attendees-refund')).toBeNull()
    expect(within(rows()[0]).queryByTestId('attendees-ban-toggle')).toBeNull()
    expect(screen.getAllByTestId('attendees-approve')).toHaveLength(1)
    expect(screen.getAllByTestId('attendees-decline')).toHaveLength(1)
    expect(refundButtons()).toHaveLength(2)
    expect(screen.getByTestId('attendees-counts').textContent).toBe(
      'Waiting for approval 1 · Registered 1 · Attended 1 · Cancelled 1 · Total 4',
    )
    expect(screen.getByTestId('attendees-waiting-hint')).toBeVisible()
  })

  it('approves at once, busy meanwhile, then reloads the list and the event', async () => {
    await renderManage({ listRegistrations: async () => withWaiting })
    let finish: (value: Result<Sent>) => void = () => {}
    chain.approveRegistration.mockReturnValue(new Promise((resolve) => (finish = resolve)))
    fireEvent.click(approveButton())
    expect(chain.approveRegistration).toHaveBeenCalledWith(
      expect.objectContaining({ eventId: 'ALGO-SUMMIT-1' }),
      waiting,
    )
    expect(approveButton().textContent).toBe('Approving...')
    expect(approveButton().disabled).toBe(true)
    expect(declineButton().disabled).toBe(true)
    expect(refundButtons().every((button) => button.disabled)).toBe(true)

    chain.listRegistrations.mockResolvedValue([...registrations, { ...waiting, status: 'confirmed' }])
    await act(async () => finish(ok({ txId: 'TX-APPROVE' })))
    expect(toastText(toastMock.success.mock.calls[0])).toContain('Registration approved')
    expect(chain.getEvent).toHaveBeenCalledTimes(2)
    expect(chain.listRegistrations).toHaveBeenCalledTimes(2)
    expect(screen.queryByTestId('attendees-approve')).toBeNull()
    expect(refundButtons()).toHaveLength(3)
    expect(screen.getByTestId('attendees-counts').textContent).toBe('Registered 2 · Attended 1 · Cancelled 1 · Total 4')
  })

  it('shows why an approval failed and keeps the row waiting', async () => {
    await renderManage({
      listRegistrations: async () => withWaiting,
      approveRegistration: async () => fail('Registration is not waiting for approval'),
    })
    await act(async () => {
      fireEvent.click(approveButton())
    })
    expect(toastText(toastMock.error.mock.calls[0])).toBe('Approval failedRegistration is not waiting for approval')
    expect(chain.listRegistrations).toHaveBeenCalledTimes(1)
    expect(approveButton().disabled).toBe(false)
  })

  it('declines after a confirmation that says where the held payment goes, for good when the owner ticks it', async () => {
    await renderManage({ listRegistrations: async () => withWaiting })
    fireEvent.click(declineButton())
    expect(chain.declineRegistration).not.toHaveBeenCalled()
    const confirmation = screen.getByTestId('attendees-decline-confirm')
    expect(confirmation.textContent).toContain(
      'Decline the registration of WAITIN...TEN1? The 2.5 ALGO the app holds goes back to them and the seat is freed.',
    )
    expect(confirmation.textContent).toContain("Don't let this account register again")
    expect(approveButton().disabled).toBe(true)

    fireEvent.click(screen.getByTestId('attendees-decline-ban'))
    let finish: (value: Result<Sent>) => void = () => {}
    chain.declineRegistration.mockReturnValue(new Promise((resolve) => (finish = resolve)))
    const confirm = screen.getByTestId('attendees-decline-confirm-button') as HTMLButtonElement
    fireEvent.click(confirm)
    expect(chain.declineRegistration).toHaveBeenCalledWith(expect.anything(), waiting, true)
    expect(confirm.disabled).toBe(true)
    expect(confirm.textContent).toBe('Declining...')

    chain.listRegistrations.mockResolvedValue([
      ...registrations,
      { ...waiting, status: 'cancelled', closedToAccount: true },
    ])
    await act(async () => finish(ok({ txId: 'TX-DECLINE' })))
    expect(toastText(toastMock.success.mock.calls[0])).toContain('Registration declined')
    expect(screen.queryByTestId('attendees-decline-confirm')).toBeNull()
    expect(screen.queryByTestId('attendees-approve')).toBeNull()
    expect(screen.getByTestId('attendees-counts').textContent).toBe('Registered 1 · Attended 1 · Cancelled 2 · Total 4')
    expect(rows().map((row) => within(row).getByTestId('attendees-status').textContent)).toContain('cancelled, banned')
  })

  it('keeps the confirmation and says why when a decline fails; Cancel sends nothing', async () => {
    await renderManage({
      listRegistrations: async () => withWaiting,
      declineRegistration: async () => fail('Only the event owner can do this'),
    })
    fireEvent.click(declineButton())
    await act(async () => {
      fireEvent.click(screen.getByTestId('attendees-decline-confirm-button'))
    })
    expect(chain.declineRegistration).toHaveBeenCalledWith(expect.anything(), waiting, false)
    expect(toastText(toastMock.error.mock.calls[0])).toBe('Decline failedOnly the event owner can do this')
    expect(screen.getByTestId('attendees-decline-confirm')).toBeVisible()
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }))
    expect(screen.queryByTestId('attendees-decline-confirm')).toBeNull()
    expect(chain.declineRegistration).toHaveBeenCalledTimes(1)
    expect(approveButton().disabled).toBe(false)
  })
})

describe('AttendeesCard guest list', () => {
  const opened = new Map<string, GuestDetails>([
    [
      registrations[0].attendeeAddress,
      { kind: 'sealed', contact: { name: 'Ada Lovelace', email: 'ada@example.com', phone: '+44 20 7946 0000' } },
    ],
    [SECOND, { kind: 'public', contact: { name: 'Bob Legacy', email: 'bob@example.com', phone: '' } }],
    [THIRD, { kind: 'unreadable' }],
  ])
  const guestCells = () => screen.queryAllByTestId('attendees-guest')
  const unlock = () =>
    act(async () => {
      fireEvent.click(screen.getByTestId('attendees-unlock'))
    })

  it("shows no names until the owner's wallet opens the list, then names, emails and phones", async () => {
    await renderManage({ readGuestList: async () => ok(opened) })
    expect(guestCells()).toEqual([])
    expect(screen.queryByRole('columnheader', { name: 'Name and contact' })).toBeNull()
    expect(screen.getByTestId('attendees-unlock').textContent).toBe(GUEST_LIST_MESSAGES.unlock)
    expect(screen.getByTestId('attendees-guests').textContent).toContain(GUEST_LIST_MESSAGES.unlockHint)
    expect(chain.readGuestList).not.toHaveBeenCalled()

    await unlock()
    expect(chain.readGuestList).toHaveBeenCalledWith(
      expect.objectContaining({ eventId: 'ALGO-SUMMIT-1' }),
      registrations,
    )
    expect(screen.getByRole('columnheader', { name: 'Name and contact' })).toBeVisible()
    expect(screen.getAllByTestId('attendees-guest-name').map((name) => name.textContent)).toEqual([
      'Ada Lovelace',
      'Bob Legacy',
    ])
    expect(screen.getAllByTestId('attendees-guest-email').map((email) => email.textContent)).toEqual([
      'ada@example.com',
      'bob@example.com',
    ])
    expect(screen.getAllByTestId('attendees-guest-phone').map((phone) => phone.textContent)).toEqual([
      '+44 20 7946 0000',
    ])
    expect(screen.queryByTestId('attendees-unlock')).toBeNull()
  })

  it('marks details registered before sealing as public, and says which cannot be read', async () => {
    await renderManage({ readGuestList: async () => ok(opened) })
    await unlock()
    const [sealed, legacy, unreadable] = guestCells()
    expect(within(sealed).queryByText('Public')).toBeNull()
    expect(within(legacy).getByText('Public').getAttribute('title')).toBe(GUEST_LIST_MESSAGES.publicNote)
    expect(unreadable.textContent).toBe(GUEST_LIST_MESSAGES.unreadable)
    expect(within(unreadable).queryByTestId('attendees-guest-name')).toBeNull()
  })

  it('says so for a registration the opened list does not cover, or whose note held no details', async () => {
    const partial = new Map<string, GuestDetails>([[SECOND, { kind: 'none' }]])
    await renderManage({ readGuestList: async () => ok(partial) })
    await unlock()
    expect(guestCells().map((cell) => cell.textContent)).toEqual([
      GUEST_LIST_MESSAGES.missing,
      GUEST_LIST_MESSAGES.notSealed,
      GUEST_LIST_MESSAGES.missing,
    ])
  })

  it('exports the opened details in the CSV, and none while the list is locked', async () => {
    await renderManage({ readGuestList: async () => ok(opened) })
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }))
    expect(saveText).toHaveBeenLastCalledWith(attendeesCsv(registrations), expect.any(String), expect.any(String))
    expect(saveText.mock.calls[0][0]).not.toContain('Ada Lovelace')

    await unlock()
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }))
    const csv = saveText.mock.calls[1][0] as string
    expect(csv).toBe(attendeesCsv(registrations, opened))
    expect(csv).toContain('Ada Lovelace,ada@example.com')
    expect(csv).toContain('Bob Legacy,bob@example.com')
  })

  it("shows each guest's answers under the event's questions, in the list and the CSV", async () => {
    const questions = [
      { id: 'q1', kind: 'text' as const, label: 'Company', required: true, options: [] },
      { id: 'q2', kind: 'choice' as const, label: 'Meal', required: false, options: ['Vegan', 'Any'] },
    ]
    const answered = new Map<string, GuestDetails>([
      [
        registrations[0].attendeeAddress,
        {
          kind: 'sealed',
          contact: { name: 'Ada Lovelace', email: '', phone: '', answers: { q2: 'Vegan', q1: 'Acme' } },
        },
      ],
    ])
    await renderManage({
      getEvent: async () => makeEvent({ metadata: { questions } }),
      readGuestList: async () => ok(answered),
    })
    // Locked, nothing of the answers shows.
    expect(screen.queryByTestId('attendees-guest-answers')).toBeNull()
    await unlock()
    const [ada, second] = guestCells()
    const lines = within(ada)
      .getAllByTestId('attendees-guest-answer')
      .map((line) => [line.querySelector('dt')?.textContent, line.querySelector('dd')?.textContent])
    expect(lines).toEqual([
      ['Company', 'Acme'],
      ['Meal', 'Vegan'],
    ])
    expect(within(second).queryByTestId('attendees-guest-answers')).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }))
    const csv = saveText.mock.calls[0][0] as string
    expect(csv).toBe(attendeesCsv(registrations, answered, questions))
    expect(csv.split('\r\n')[0].endsWith(',Company,Meal')).toBe(true)
    expect(csv).toContain(',Acme,Vegan')
  })

  it("shows the refusal and no names when the wallet does not hold the list's key", async () => {
    await renderManage({ readGuestList: async () => fail(GUEST_LIST_MESSAGES.wrongWallet) })
    await unlock()
    expect(screen.getByTestId('attendees-unlock-error').textContent).toBe(GUEST_LIST_MESSAGES.wrongWallet)
    expect(guestCells()).toEqual([])
    expect(screen.queryByTestId('attendees-guest-name')).toBeNull()
    expect(screen.queryByRole('columnheader', { name: 'Name and contact' })).toBeNull()
    // It may be tried again, with the right wallet.
    expect(screen.getByTestId('attendees-unlock')).toBeVisible()
  })

  it('offers to set a guest-list key on an event that has none', async () => {
    await renderManage({ getEvent: async () => makeEvent({ sealKey: null }) })
    expect(screen.getByTestId('attendees-guests').textContent).toContain(GUEST_LIST_MESSAGES.keyMissing)
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: GUEST_LIST_MESSAGES.setKey }))
    })
    expect(chain.setSealKey).toHaveBeenCalledWith(expect.objectContaining({ eventId: 'ALGO-SUMMIT-1' }))
    expect(toastText(toastMock.success.mock.calls[0])).toContain(GUEST_LIST_MESSAGES.keySet)
  })

  it('does not offer a key where the event has one', async () => {
    await renderManage()
    expect(screen.getByTestId('attendees-guests').textContent).not.toContain(GUEST_LIST_MESSAGES.keyMissing)
  })
})

describe('AttendeesCard, checking a guest in without their ticket', () => {
  const now = Math.floor(Date.now() / 1000)
  const open = { startsAt: now - 600, endsAt: now + 3_600, checkInOpensBefore: 3_600, selfCheckIn: false, decideBy: 0 }
  const checkInButton = () => screen.getByTestId('attendees-check-in') as HTMLButtonElement

  it('offers Check in for a seat not used yet, confirms first, then records it and shows how', async () => {
    const admitted = makeRegistration({
      ...registrations[0],
      status: 'attended',
      attendedAt: now,
      attendanceMethod: 'checked in by the organiser',
    })
    await renderManage({ getEvent: async () => makeEvent({ settings: open }) })
    // Only the registered row: the attended and cancelled ones have none.
    expect(screen.getAllByTestId('attendees-check-in')).toHaveLength(1)
    expect(within(rows()[0]).getByTestId('attendees-check-in')).toBe(checkInButton())
    expect(screen.queryByTestId('attendees-check-in-closed')).toBeNull()

    fireEvent.click(checkInButton())
    expect(chain.checkInGuest).not.toHaveBeenCalled()
    const confirmation = screen.getByTestId('attendees-check-in-confirm')
    expect(confirmation.textContent).toContain(ATTENDEE_LIST_MESSAGES.checkInQuestion('ATTEND...ADDR'))
    expect(within(confirmation).queryByRole('checkbox')).toBeNull()

    let finish: (value: Result<Sent>) => void = () => {}
    chain.checkInGuest.mockReturnValue(new Promise((resolve) => (finish = resolve)))
    const confirm = screen.getByTestId('attendees-check-in-confirm-button') as HTMLButtonElement
    fireEvent.click(confirm)
    expect(chain.checkInGuest).toHaveBeenCalledWith(
      expect.objectContaining({ eventId: 'ALGO-SUMMIT-1' }),
      registrations[0],
    )
    expect(confirm.textContent).toBe(ATTENDEE_LIST_MESSAGES.checkingIn)
    expect(refundButtons().every((button) => button.disabled)).toBe(true)

    chain.listRegistrations.mockResolvedValue([admitted, ...registrations.slice(1)])
    await act(async () => finish(ok({ txId: 'TX-CHECK-IN-GUEST' })))
    expect(toastText(toastMock.success.mock.calls[0])).toContain(ATTENDEES_MESSAGES.checkedIn)
    expect(screen.queryByTestId('attendees-check-in-confirm')).toBeNull()
    expect(screen.queryByTestId('attendees-check-in')).toBeNull()
    expect(within(rows()[0]).getByTestId('attendees-method').textContent).toBe(
      'Checked in by you or your door, without a ticket',
    )
  })

  it('names the guest in the question once the guest list is open', async () => {
    const opened = new Map<string, GuestDetails>([
      [registrations[0].attendeeAddress, { kind: 'sealed', contact: { name: 'Ada Lovelace', email: '', phone: '' } }],
    ])
    await renderManage({ getEvent: async () => makeEvent({ settings: open }), readGuestList: async () => ok(opened) })
    await act(async () => {
      fireEvent.click(screen.getByTestId('attendees-unlock'))
    })
    fireEvent.click(checkInButton())
    expect(screen.getByTestId('attendees-check-in-confirm').textContent).toContain(
      ATTENDEE_LIST_MESSAGES.checkInQuestion('Ada Lovelace'),
    )
  })

  it('shows why a check-in failed and keeps the guest registered', async () => {
    await renderManage({
      getEvent: async () => makeEvent({ settings: open }),
      checkInGuest: async () => fail('Check-in has closed'),
    })
    fireEvent.click(checkInButton())
    await act(async () => {
      fireEvent.click(screen.getByTestId('attendees-check-in-confirm-button'))
    })
    expect(toastText(toastMock.error.mock.calls[0])).toBe(`${ATTENDEE_LIST_MESSAGES.checkInFailed}Check-in has closed`)
    expect(chain.listRegistrations).toHaveBeenCalledTimes(1)
    expect(within(rows()[0]).getByTestId('attendees-status').textContent).toBe('registered')
  })

  it('waits, saying why, while check-in is not open', async () => {
    await renderManage({
      getEvent: async () => makeEvent({ settings: { ...open, startsAt: now + 7_200, endsAt: now + 9_000 } }),
    })
    expect(checkInButton().disabled).toBe(true)
    expect(screen.getByTestId('attendees-check-in-closed').textContent).toBe(ATTENDEE_LIST_MESSAGES.checkInNotOpen)
    cleanup()
    await renderManage()
    expect(checkInButton().disabled).toBe(true)
    expect(screen.getByTestId('attendees-check-in-closed').textContent).toBe(CHECK_IN_MESSAGES.undated)
  })
})

describe('AttendeesCard, the waitlist', () => {
  const EARLY = 'EARLYWAITEREARLYWAITEREARLYWAITEREARLYWAITEREARLYWAITER12'
  const LATE = 'LATEWAITERLATEWAITERLATEWAITERLATEWAITERLATEWAITERLATEWAIT'
  const late = makeRegistration({ attendeeAddress: LATE, status: 'waitlisted', registrationDate: 1_750_000_900 })
  const early = makeRegistration({
    attendeeAddress: EARLY,
    status: 'waitlisted',
    registrationDate: 1_750_000_800,
    paymentAmountMicroAlgos: 3_000_000n,
  })
  const withWaitlist = [...registrations, late, early]
  const waitlistRows = () => screen.getAllByTestId('attendees-waitlist-row')
  const offerButtons = () => screen.getAllByTestId('attendees-offer-seat') as HTMLButtonElement[]
  /** One seat of 100 left: the event's default capacity, with 99 taken. */
  const withSeat = makeEvent({ maxCapacity: 100, registeredCount: 99 })
  const full = makeEvent({ maxCapacity: 100, registeredCount: 100 })

  it('lists the waitlist apart, in the order people joined, and counts it', async () => {
    await renderManage({ getEvent: async () => withSeat, listRegistrations: async () => withWaitlist })
    expect(rows()).toHaveLength(3)
    expect(
      waitlistRows().map((row) =>
        within(row)
          .getByTitle(/WAITER/)
          .getAttribute('title'),
      ),
    ).toEqual([EARLY, LATE])
    expect(screen.getAllByTestId('attendees-waitlist-position').map((cell) => cell.textContent)).toEqual(['1', '2'])
    expect(waitlistRows()[0].textContent).toContain('3 ALGO')
    expect(screen.getByTestId('attendees-waitlist').textContent).toContain(
      `${ATTENDEE_LIST_MESSAGES.waitlistTitle} (2)`,
    )
    expect(screen.getByTestId('attendees-counts').textContent).toBe(
      'On the waitlist 2 · Registered 1 · Attended 1 · Cancelled 1 · Total 5',
    )
  })

  it('offers a free seat at once, then reloads the list', async () => {
    await renderManage({ getEvent: async () => withSeat, listRegistrations: async () => withWaitlist })
    expect(offerButtons().every((button) => !button.disabled)).toBe(true)
    expect(screen.queryByTestId('attendees-no-seat')).toBeNull()
    let finish: (value: Result<Sent>) => void = () => {}
    chain.offerSeat.mockReturnValue(new Promise((resolve) => (finish = resolve)))
    fireEvent.click(offerButtons()[0])
    expect(chain.offerSeat).toHaveBeenCalledWith(expect.objectContaining({ eventId: 'ALGO-SUMMIT-1' }), early)
    expect(offerButtons()[0].textContent).toBe(ATTENDEE_LIST_MESSAGES.offeringSeat)
    expect(offerButtons()[1].disabled).toBe(true)
    chain.listRegistrations.mockResolvedValue([...registrations, late, { ...early, status: 'confirmed' }])
    await act(async () => finish(ok({ txId: 'TX-OFFER-SEAT' })))
    expect(toastText(toastMock.success.mock.calls[0])).toContain(ATTENDEES_MESSAGES.seatOffered)
    expect(waitlistRows()).toHaveLength(1)
    expect(rows()).toHaveLength(4)
  })

  it('waits, with the reason, while no seat is free', async () => {
    await renderManage({ getEvent: async () => full, listRegistrations: async () => withWaitlist })
    expect(offerButtons().every((button) => button.disabled)).toBe(true)
    expect(screen.getAllByTestId('attendees-no-seat').map((reason) => reason.textContent)).toEqual([
      ATTENDEES_MESSAGES.noSeatFree,
      ATTENDEES_MESSAGES.noSeatFree,
    ])
    expect(chain.offerSeat).not.toHaveBeenCalled()
  })

  it('takes a registration off the waitlist after a confirmation that says where the held payment goes', async () => {
    await renderManage({ getEvent: async () => full, listRegistrations: async () => withWaitlist })
    fireEvent.click(screen.getAllByTestId('attendees-remove')[0])
    expect(chain.declineRegistration).not.toHaveBeenCalled()
    expect(screen.getByTestId('attendees-remove-confirm').textContent).toContain(
      'Take EARLYW...ER12 off the waitlist? The 3 ALGO the app holds goes back to them.',
    )
    chain.listRegistrations.mockResolvedValue([...registrations, late, { ...early, status: 'cancelled' }])
    await act(async () => {
      fireEvent.click(screen.getByTestId('attendees-remove-confirm-button'))
    })
    expect(chain.declineRegistration).toHaveBeenCalledWith(expect.anything(), early, false)
    expect(toastText(toastMock.success.mock.calls[0])).toContain(ATTENDEE_LIST_MESSAGES.removedFromWaitlist)
    expect(waitlistRows()).toHaveLength(1)
  })

  it('exports the waitlist with its status', async () => {
    await renderManage({ getEvent: async () => full, listRegistrations: async () => withWaitlist })
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }))
    const csv = saveText.mock.calls[0][0] as string
    expect(csv).toBe(attendeesCsv(withWaitlist))
    expect(csv.split('\r\n').filter((line) => line.includes(',on the waitlist,'))).toHaveLength(2)
  })
})
