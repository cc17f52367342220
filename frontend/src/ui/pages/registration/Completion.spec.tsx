// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { useState } from 'react'
import { MemoryRouter } from 'react-router-dom'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { ChainApi } from '../../../chain'
import { REGISTRATION_MESSAGES } from '../../../domain/registration/registration-messages'
import { CHECK_IN_MESSAGES } from '../../../domain/check-in/check-in-messages'
import type { DynaEvent, EventSettings } from '../../../domain/event/event'
import type { Registration } from '../../../domain/registration/registration'
import { OWN_REGISTRATION_MESSAGES } from '../../../domain/registration/registration-page-messages'
import { formatAlgoAmount } from '../../../domain/money/algo'
import { registrationBoxMbr } from '../../../domain/costs/mbr'
import { fail, ok } from '../../../domain/messages/result'
import { ATTENDEE, makeEvent, makeFakeChain, makeRegistration, type FakeChain } from '../../../testing/fake-chain'

const toastMock = vi.hoisted(() => Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn() }))
vi.mock('react-hot-toast', () => ({ default: toastMock, toast: toastMock }))

import { Completion } from './Completion'

const HOUR = 3_600
/** How often the page asks whether a door device has checked the attendee in. */
const CHECK_IN_POLL_MS = 5_000

const nowSeconds = () => Math.floor(Date.now() / 1000)
/** The event's dates relative to now: it started `startedAgo` seconds ago and lasts two hours. */
function settingsAround(startedAgo: number, selfCheckIn: boolean): EventSettings {
  const startsAt = nowSeconds() - startedAgo
  return { startsAt, endsAt: startsAt + 2 * HOUR, checkInOpensBefore: HOUR, selfCheckIn, decideBy: 0 }
}

let chain: FakeChain
let onRegistrationChange: ReturnType<typeof vi.fn>

function renderCompletion(
  registration: Registration,
  event: DynaEvent = makeEvent(),
  {
    walletAddress = ATTENDEE as string | null,
    registerTxId,
    overrides = {},
  }: { walletAddress?: string | null; registerTxId?: string; overrides?: Partial<ChainApi> } = {},
) {
  chain = makeFakeChain(overrides)
  onRegistrationChange = vi.fn()
  return render(
    <MemoryRouter>
      <Completion
        chain={chain}
        event={event}
        registration={registration}
        walletAddress={walletAddress}
        registerTxId={registerTxId}
        onRegistrationChange={onRegistrationChange}
      />
    </MemoryRouter>,
  )
}

const click = (testId: string) =>
  act(async () => {
    fireEvent.click(screen.getByTestId(testId))
  })

beforeEach(() => {
  toastMock.success.mockClear()
  toastMock.error.mockClear()
})
afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

describe('Completion, the ticket', () => {
  it('shows the ticket QR code once the wallet signs for it', async () => {
    const registration = makeRegistration()
    const event = makeEvent()
    renderCompletion(registration, event)
    expect(screen.getByTestId('ticket').textContent).toContain(CHECK_IN_MESSAGES.ticketNeedsSignature)
    expect(chain.showTicket).not.toHaveBeenCalled()
    await click('ticket-show')
    expect(chain.showTicket).toHaveBeenCalledWith(event, registration)
    const qr = (await screen.findByTestId('ticket-qr')) as HTMLImageElement
    expect(qr.src).toMatch(/^data:image\/png;base64,/)
    expect(screen.getByTestId('ticket').textContent).toContain(CHECK_IN_MESSAGES.ticketHint)
    expect(screen.queryByTestId('ticket-show')).toBeNull()
  })

  it('shows it at once right after registering, when the wallet has just signed', async () => {
    renderCompletion(makeRegistration(), makeEvent(), { registerTxId: 'TX-REG' })
    expect(await screen.findByTestId('ticket-qr')).toBeVisible()
    expect(chain.showTicket).toHaveBeenCalledTimes(1)
  })

  it('says why the ticket cannot be shown, and lets the attendee try again', async () => {
    renderCompletion(makeRegistration(), makeEvent(), {
      overrides: { showTicket: async () => fail('The wallet did not sign') },
    })
    await click('ticket-show')
    expect(screen.getByTestId('ticket-error').textContent).toBe('The wallet did not sign')
    expect(screen.queryByTestId('ticket-qr')).toBeNull()
    chain.showTicket.mockResolvedValue(ok('DQT1.0.ALGO-SUMMIT-1.A.c2VjcmV0'))
    await click('ticket-show')
    expect(await screen.findByTestId('ticket-qr')).toBeVisible()
    expect(screen.queryByTestId('ticket-error')).toBeNull()
  })

  it("is shown only to the attendee's wallet, and only while the ticket can still be used", () => {
    renderCompletion(makeRegistration(), makeEvent(), { walletAddress: 'SOMEONEELSE' })
    expect(screen.queryByTestId('ticket')).toBeNull()
    cleanup()
    renderCompletion(makeRegistration(), makeEvent(), { walletAddress: null })
    expect(screen.queryByTestId('ticket')).toBeNull()
    cleanup()
    renderCompletion(makeRegistration({ status: 'attended', attendedAt: nowSeconds() }))
    expect(screen.queryByTestId('ticket')).toBeNull()
    cleanup()
    renderCompletion(makeRegistration({ status: 'cancelled' }))
    expect(screen.queryByTestId('ticket')).toBeNull()
  })
})

describe('Completion, something to keep', () => {
  it('gives the link back to the registration and a calendar file, and neither once refunded', () => {
    renderCompletion(makeRegistration(), makeEvent({ settings: settingsAround(0, false) }))
    const keep = screen.getByTestId('registration-keep')
    expect(keep.textContent).toContain(REGISTRATION_MESSAGES.keepLink)
    expect(screen.getByTestId('registration-link').textContent).toBe(
      `${window.location.origin}/events/ALGO-SUMMIT-1/register`,
    )
    expect(screen.getByRole('button', { name: 'Copy link' })).toBeVisible()
    expect(screen.getByTestId('add-to-calendar')).toBeVisible()
    cleanup()
    renderCompletion(makeRegistration({ status: 'cancelled' }))
    expect(screen.queryByTestId('registration-keep')).toBeNull()
  })
})

describe('Completion, door check-in', () => {
  it('tells the attendee to show the ticket at the entrance, with no way to declare attendance', () => {
    renderCompletion(makeRegistration(), makeEvent({ settings: settingsAround(0, false) }))
    expect(screen.getByTestId('registration-complete').textContent).toContain(
      'Show your ticket at the entrance: the door device checks you in.',
    )
    expect(screen.getByTestId('registration-status').textContent).toBe('Registered')
    expect(screen.queryByTestId('registration-confirm')).toBeNull()
    expect(screen.queryByTestId('registration-claim')).toBeNull()
    // Check-in is open: no window message.
    expect(screen.queryByTestId('registration-window')).toBeNull()
  })

  it('follows the registration until a door device checks the attendee in', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] })
    const checkedIn = makeRegistration({
      status: 'attended',
      attendedAt: nowSeconds(),
      attendanceMethod: 'door check-in',
    })
    renderCompletion(makeRegistration(), makeEvent(), {
      overrides: { getRegistration: async () => makeRegistration() },
    })
    await act(async () => {
      await vi.advanceTimersByTimeAsync(CHECK_IN_POLL_MS)
    })
    expect(chain.getRegistration).toHaveBeenCalledWith(expect.objectContaining({ eventId: 'ALGO-SUMMIT-1' }), ATTENDEE)
    expect(onRegistrationChange).not.toHaveBeenCalled()
    chain.getRegistration.mockResolvedValue(checkedIn)
    await act(async () => {
      await vi.advanceTimersByTimeAsync(CHECK_IN_POLL_MS)
    })
    expect(onRegistrationChange).toHaveBeenCalledWith(checkedIn)
  })

  it('does not follow a registration without the wallet connected', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] })
    renderCompletion(makeRegistration(), makeEvent(), { walletAddress: null })
    await act(async () => {
      await vi.advanceTimersByTimeAsync(CHECK_IN_POLL_MS * 3)
    })
    expect(chain.getRegistration).not.toHaveBeenCalled()
  })

  it('offers the attendance token once checked in, and gets it in one step', async () => {
    const registration = makeRegistration({
      status: 'attended',
      attendedAt: 1_750_003_600,
      attendanceMethod: 'door check-in',
    })
    renderCompletion(registration)
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Checked In')
    expect(screen.getByTestId('registration-status').textContent).toBe('Checked in')
    // Moments in this device's zone (UTC in the tests).
    expect(screen.getByTestId('registration-checked-in').textContent).toBe('Checked in at Sun 15 Jun 2025, 16:06 UTC')
    expect(screen.getByTestId('registration-registered-on').textContent).toBe('Sun 15 Jun 2025, 15:08 UTC')
    expect(screen.queryByTestId('registration-confirm')).toBeNull()
    expect(screen.getByTestId('registration-claim').textContent).toBe('Get My Attendance Token')
    await click('registration-claim')
    expect(chain.confirmAttendance).not.toHaveBeenCalled()
    expect(chain.mintAndClaimToken).toHaveBeenCalledWith(expect.anything(), registration, expect.any(Function))
    expect(onRegistrationChange).toHaveBeenCalledWith({
      ...registration,
      nftMinted: true,
      nftClaimed: true,
      nftAssetId: 777,
    })
  })

  it('offers nothing more once the token is claimed', () => {
    renderCompletion(
      makeRegistration({
        status: 'attended',
        attendedAt: 1_750_003_600,
        nftMinted: true,
        nftAssetId: 9,
        nftClaimed: true,
      }),
    )
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Attendance Confirmed')
    expect(screen.queryByTestId('registration-claim')).toBeNull()
    expect(screen.getByTestId('registration-asset-id').textContent).toBe('9')
  })

  it('refuses to claim for a wallet that is not the attendee', async () => {
    renderCompletion(makeRegistration({ status: 'attended', attendedAt: 1 }), makeEvent(), {
      walletAddress: 'SOMEONEELSE',
    })
    await click('registration-claim')
    expect(chain.mintAndClaimToken).not.toHaveBeenCalled()
    expect(screen.getByTestId('registration-confirm-error').textContent).toBe(
      'Connected wallet does not match attendee address',
    )
  })
})

describe('Completion, self-declared attendance', () => {
  it('offers the declaration only while check-in is open', async () => {
    const event = makeEvent({ settings: settingsAround(0, true) })
    renderCompletion(makeRegistration(), event)
    expect(screen.getByTestId('registration-complete').textContent).toContain(
      'Confirm your attendance on this page during the event.',
    )
    expect(screen.queryByTestId('registration-window')).toBeNull()
    expect(screen.getByTestId('registration-confirm').textContent).toBe('Confirm Attendance & Get Attendance Token')
    await click('registration-confirm')
    expect(chain.confirmAttendance).toHaveBeenCalledWith(event)
    expect(chain.mintAndClaimToken).toHaveBeenCalledWith(
      event,
      expect.objectContaining({ status: 'attended', attendanceMethod: 'self-declared' }),
      expect.any(Function),
    )
  })

  it("says when check-in opens, before it does, in the event's zone", () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(Date.UTC(2026, 11, 12, 12, 0))
    const settings = settingsAround(-3 * HOUR, true)
    renderCompletion(makeRegistration(), makeEvent({ settings, metadata: { timezone: 'Europe/Stockholm' } }))
    expect(screen.getByTestId('registration-window').textContent).toBe('Check-in opens at Sat 12 Dec 2026, 15:00 CET')
    expect(screen.queryByTestId('registration-confirm')).toBeNull()
  })

  it('says check-in has closed once the event has ended', () => {
    renderCompletion(makeRegistration(), makeEvent({ settings: settingsAround(3 * HOUR, true) }))
    expect(screen.getByTestId('registration-window').textContent).toBe(CHECK_IN_MESSAGES.closed)
    expect(screen.queryByTestId('registration-confirm')).toBeNull()
  })

  it('says check-in is closed for an event without a date', () => {
    const undated = { startsAt: 0, endsAt: 0, checkInOpensBefore: 0, selfCheckIn: true, decideBy: 0 }
    renderCompletion(makeRegistration(), makeEvent({ settings: undated }))
    expect(screen.getByTestId('registration-window').textContent).toBe(CHECK_IN_MESSAGES.undated)
    expect(screen.queryByTestId('registration-confirm')).toBeNull()
  })

  it('says a self-declared attendance is one', () => {
    renderCompletion(
      makeRegistration({ status: 'attended', attendedAt: 1_750_003_600, attendanceMethod: 'self-declared' }),
      makeEvent({ settings: settingsAround(0, true) }),
    )
    expect(screen.getByTestId('registration-checked-in').textContent).toBe(
      'Checked in at Sun 15 Jun 2025, 16:06 UTC (self-declared)',
    )
    expect(screen.queryByTestId('registration-confirm')).toBeNull()
    expect(screen.queryByTestId('registration-window')).toBeNull()
  })
})

describe('Completion, a refunded registration', () => {
  it('says it was refunded, and whether the event is closed to the account', () => {
    renderCompletion(makeRegistration({ status: 'cancelled' }))
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Registration Cancelled')
    expect(screen.getByTestId('registration-status').textContent).toBe('Refunded')
    expect(screen.queryByTestId('registration-claim')).toBeNull()
    expect(screen.queryByTestId('registration-confirm')).toBeNull()
    cleanup()
    renderCompletion(makeRegistration({ status: 'cancelled', closedToAccount: true }))
    expect(screen.getByTestId('registration-complete').textContent).toContain(REGISTRATION_MESSAGES.cancelledAndClosed)
  })
})

/** The completion page as the Registration screen holds it: the registration it follows replaces the one shown. */
function FollowedCompletion({ chain: api, start, event }: { chain: ChainApi; start: Registration; event: DynaEvent }) {
  const [registration, setRegistration] = useState(start)
  return (
    <MemoryRouter>
      <Completion
        chain={api}
        event={event}
        registration={registration}
        walletAddress={ATTENDEE}
        onRegistrationChange={setRegistration}
      />
    </MemoryRouter>
  )
}

describe('Completion, a registration waiting for approval', () => {
  const waiting = makeRegistration({ status: 'pending', paymentAmountMicroAlgos: 10_000_000n })
  const event = makeEvent({ approvalRequired: true, settings: settingsAround(HOUR / 2, true) })

  function renderFollowed(latest: Registration) {
    chain = makeFakeChain({ getRegistration: async () => waiting })
    render(<FollowedCompletion chain={chain} start={waiting} event={event} />)
    return {
      decide: async () => {
        chain.getRegistration.mockResolvedValue(latest)
        await act(async () => {
          await vi.advanceTimersByTimeAsync(CHECK_IN_POLL_MS)
        })
      },
    }
  }

  it('says the organiser approves it and the payment is held, with no ticket and no attendance step', () => {
    renderCompletion(waiting, event)
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Waiting for Approval')
    expect(screen.getByTestId('registration-status').textContent).toBe('Waiting for approval')
    expect(screen.getByTestId('registration-outcome').textContent).toBe(REGISTRATION_MESSAGES.waitingForApproval(true))
    expect(screen.getByTestId('registration-approval-step').textContent).toBe(REGISTRATION_MESSAGES.approvalStep)
    expect(screen.queryByTestId('ticket')).toBeNull()
    // The check-in window is open and attendance self-declared, yet nothing can be declared before approval.
    expect(screen.queryByTestId('registration-confirm')).toBeNull()
    expect(screen.queryByTestId('registration-progress')).toBeNull()
    expect(screen.getByTestId('registration-keep')).toBeVisible()
  })

  it('shows the ticket once the organiser approves', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] })
    const { decide } = renderFollowed({ ...waiting, status: 'confirmed' })
    await act(async () => {
      await vi.advanceTimersByTimeAsync(CHECK_IN_POLL_MS)
    })
    expect(screen.queryByTestId('ticket')).toBeNull()
    await decide()
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Registration Complete')
    expect(screen.getByTestId('registration-status').textContent).toBe('Registered')
    expect(screen.getByTestId('ticket')).toBeVisible()
    expect(screen.getByTestId('registration-confirm')).toBeVisible()
    expect(screen.queryByTestId('registration-approval-step')).toBeNull()
  })

  it('says the organiser declined it and the payment was returned', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] })
    const { decide } = renderFollowed({ ...waiting, status: 'cancelled' })
    await decide()
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Registration Declined')
    expect(screen.getByTestId('registration-status').textContent).toBe('Declined')
    expect(screen.getByTestId('registration-outcome').textContent).toBe(
      'The organiser declined this registration. Your payment was returned to your wallet.',
    )
    expect(screen.queryByTestId('ticket')).toBeNull()
    expect(screen.queryByTestId('registration-keep')).toBeNull()
    expect(document.querySelector('.registration__steps')).toBeNull()
    // Nothing more to follow once declined.
    const reads = chain.getRegistration.mock.calls.length
    await act(async () => {
      await vi.advanceTimersByTimeAsync(CHECK_IN_POLL_MS * 2)
    })
    expect(chain.getRegistration.mock.calls.length).toBe(reads)
  })
})

describe('Completion, the attendee cancelling or leaving the waitlist', () => {
  function renderOwn(registration: Registration, walletAddress: string = ATTENDEE) {
    chain = makeFakeChain({ listRegistrations: async () => [registration] })
    const onCancelled = vi.fn()
    render(
      <MemoryRouter>
        <Completion
          chain={chain}
          event={makeEvent()}
          registration={registration}
          walletAddress={walletAddress}
          onRegistrationChange={vi.fn()}
          onCancelled={onCancelled}
        />
      </MemoryRouter>,
    )
    return onCancelled
  }

  it('leaves the waitlist after saying the held payment comes back and the deposit stays', async () => {
    const onCancelled = renderOwn(makeRegistration({ status: 'waitlisted' }))
    expect(await screen.findByTestId('registration-waitlist-place')).toBeVisible()
    expect(screen.getByTestId('registration-waitlist-place').textContent).toBe(OWN_REGISTRATION_MESSAGES.first)
    expect(screen.getByTestId('registration-waitlist-step').textContent).toBe(OWN_REGISTRATION_MESSAGES.waitlistStep)
    await click('registration-cancel-open')
    expect(screen.getByTestId('registration-cancel-question').textContent).toBe(
      OWN_REGISTRATION_MESSAGES.confirmLeaveHeld('10 ALGO'),
    )
    expect(screen.getByTestId('registration-cancel-confirm').textContent).toContain(
      OWN_REGISTRATION_MESSAGES.depositStays(formatAlgoAmount(registrationBoxMbr())),
    )
    await click('registration-cancel-yes')
    expect(toastMock.success).toHaveBeenCalledWith(OWN_REGISTRATION_MESSAGES.leftWaitlistReturned('10 ALGO'))
    expect(onCancelled).toHaveBeenCalledTimes(1)
  })

  it('says no deposit stays where the organiser paid it', async () => {
    renderOwn(
      makeRegistration({ status: 'waitlisted', paymentAmountMicroAlgos: 0n, paymentAmountAlgos: 0, sponsored: true }),
    )
    await click('registration-cancel-open')
    expect(screen.getByTestId('registration-cancel-confirm').textContent).toBe(
      `${OWN_REGISTRATION_MESSAGES.confirmLeaveFree}${OWN_REGISTRATION_MESSAGES.yesLeave}${OWN_REGISTRATION_MESSAGES.stay}`,
    )
  })

  it('offers no cancel for a paid, confirmed registration: only the organiser cancels it, with a refund', () => {
    renderOwn(makeRegistration())
    expect(screen.queryByTestId('registration-cancel-open')).toBeNull()
    expect(screen.getByTestId('registration-cancel-by-organiser').textContent).toBe(
      OWN_REGISTRATION_MESSAGES.paidByOrganiser,
    )
  })

  it('offers nothing after check-in, once cancelled, or to another wallet', () => {
    renderOwn(makeRegistration({ status: 'attended', attendedAt: nowSeconds(), paymentAmountMicroAlgos: 0n }))
    expect(screen.queryByTestId('registration-cancel')).toBeNull()
    cleanup()
    renderOwn(makeRegistration({ status: 'cancelled', paymentAmountMicroAlgos: 0n }))
    expect(screen.queryByTestId('registration-cancel')).toBeNull()
    cleanup()
    renderOwn(makeRegistration({ paymentAmountMicroAlgos: 0n }), 'SOMEONEELSE')
    expect(screen.queryByTestId('registration-cancel')).toBeNull()
    expect(screen.queryByTestId('registration-cancel-by-organiser')).toBeNull()
  })

  it('shows the ticket once the organiser offers a seat', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] })
    const waiting = makeRegistration({ status: 'waitlisted' })
    chain = makeFakeChain({ getRegistration: async () => waiting })
    render(<FollowedCompletion chain={chain} start={waiting} event={makeEvent()} />)
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('You Are on the Waitlist')
    expect(screen.queryByTestId('ticket')).toBeNull()
    chain.getRegistration.mockResolvedValue({ ...waiting, status: 'confirmed' })
    await act(async () => {
      await vi.advanceTimersByTimeAsync(CHECK_IN_POLL_MS)
    })
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Registration Complete')
    expect(screen.getByTestId('registration-status').textContent).toBe('Registered')
    expect(screen.getByTestId('ticket')).toBeVisible()
    expect(toastMock.success).toHaveBeenCalledWith(OWN_REGISTRATION_MESSAGES.seatOffered)
  })
})
