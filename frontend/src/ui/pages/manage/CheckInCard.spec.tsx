// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import type { ReactElement } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { MAX_CHECK_IN_LEAD_SECONDS } from '../../../domain/contract/limits'
import type { DynaEvent, EventSettings } from '../../../domain/event/event'
import { CHECK_IN_MESSAGES } from '../../../domain/check-in/check-in-messages'
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
import { CheckInCard } from './CheckInCard'

/** 2026-06-01 18:00 to 23:30 in Stockholm (CEST, UTC+2), the event's zone; check-in opens 90 minutes before. */
const STARTS = Date.UTC(2026, 5, 1, 16, 0) / 1000
const ENDS = Date.UTC(2026, 5, 1, 21, 30) / 1000
const settings: EventSettings = {
  startsAt: STARTS,
  endsAt: ENDS,
  checkInOpensBefore: 90 * 60,
  selfCheckIn: false,
  decideBy: 0,
}
const STOCKHOLM = { tags: [], timezone: 'Europe/Stockholm' }

const field = (testId: string) => screen.getByTestId(testId) as HTMLInputElement
const change = (testId: string, value: string) => fireEvent.change(field(testId), { target: { value } })

function renderCard(current: EventSettings = settings, busy = false, metadata: DynaEvent['metadata'] = STOCKHOLM) {
  const onSave = vi.fn<(settings: EventSettings) => Promise<boolean>>(async () => true)
  render(<CheckInCard event={makeEvent({ settings: current, metadata })} busy={busy} onSave={onSave} />)
  return onSave
}

const save = () =>
  act(async () => {
    fireEvent.click(screen.getByTestId('check-in-save'))
  })

afterEach(cleanup)

describe('CheckInCard', () => {
  it("shows the event's dates in the event's zone, named, the lead in minutes and how attendance is recorded", () => {
    renderCard()
    expect(field('check-in-starts').value).toBe('2026-06-01T18:00')
    expect(field('check-in-ends').value).toBe('2026-06-01T23:30')
    expect(screen.getByLabelText('Starts (Europe/Stockholm)')).toBe(field('check-in-starts'))
    expect(screen.getByLabelText('Ends (Europe/Stockholm)')).toBe(field('check-in-ends'))
    expect(field('check-in-lead').value).toBe('90')
    expect(field('check-in-mode-door').checked).toBe(true)
    expect(field('check-in-mode-self').checked).toBe(false)
    expect(screen.getByTestId('check-in-settings').textContent).toContain(CHECK_IN_MESSAGES.atTheDoor)
  })

  it('says when attendance is self-declared', () => {
    renderCard({ ...settings, selfCheckIn: true })
    expect(field('check-in-mode-self').checked).toBe(true)
    expect(screen.getByTestId('check-in-settings').textContent).toContain(CHECK_IN_MESSAGES.selfDeclared)
  })

  it('leaves the dates empty for an event without one', () => {
    renderCard({ startsAt: 0, endsAt: 0, checkInOpensBefore: 0, selfCheckIn: false, decideBy: 0 })
    expect(field('check-in-starts').value).toBe('')
    expect(field('check-in-ends').value).toBe('')
    expect(field('check-in-lead').value).toBe('0')
  })

  it("saves the settings as typed: times in the event's zone as unix seconds, the lead in seconds, the mode", async () => {
    const onSave = renderCard()
    change('check-in-starts', '2026-07-04T10:15')
    change('check-in-ends', '2026-07-04T16:45')
    change('check-in-lead', '30')
    fireEvent.click(field('check-in-mode-self'))
    await save()
    expect(onSave).toHaveBeenCalledWith({
      startsAt: Date.UTC(2026, 6, 4, 8, 15) / 1000,
      endsAt: Date.UTC(2026, 6, 4, 14, 45) / 1000,
      checkInOpensBefore: 30 * 60,
      selfCheckIn: true,
      decideBy: 0,
    })
  })

  it("uses this device's zone for an event that names none (UTC here)", async () => {
    const onSave = renderCard(settings, false, { tags: [] })
    expect(field('check-in-starts').value).toBe('2026-06-01T16:00')
    expect(screen.getByLabelText('Starts (UTC)')).toBe(field('check-in-starts'))
    change('check-in-ends', '2026-06-01T22:00')
    await save()
    expect(onSave).toHaveBeenCalledWith(
      expect.objectContaining({ startsAt: STARTS, endsAt: Date.UTC(2026, 5, 1, 22) / 1000 }),
    )
  })

  it('saves the settings it was given unchanged', async () => {
    const onSave = renderCard({ ...settings, selfCheckIn: true })
    await save()
    expect(onSave).toHaveBeenCalledWith({ ...settings, selfCheckIn: true })
  })

  it('clears the dates when the fields are emptied', async () => {
    const onSave = renderCard()
    change('check-in-starts', '')
    change('check-in-ends', '')
    await save()
    expect(onSave).toHaveBeenCalledWith(expect.objectContaining({ startsAt: 0, endsAt: 0 }))
  })

  it.each([
    ['a negative lead', '-15', 0],
    ['a lead that is not a number', 'soon', 0],
    [
      'a lead beyond the most the contract allows',
      String(MAX_CHECK_IN_LEAD_SECONDS / 60 + 1),
      MAX_CHECK_IN_LEAD_SECONDS,
    ],
    ['a fraction of a minute', '1.5', 90],
  ])('keeps %s within what the contract takes', async (_label, typed, seconds) => {
    const onSave = renderCard()
    change('check-in-lead', typed)
    // Submitted as a script or an older browser would, past the field's own limits.
    await act(async () => {
      fireEvent.submit(field('check-in-lead').form!)
    })
    expect(onSave).toHaveBeenCalledWith(expect.objectContaining({ checkInOpensBefore: seconds }))
  })

  it("lets the field's limits stop a lead out of range before anything is sent", async () => {
    const onSave = renderCard()
    change('check-in-lead', String(MAX_CHECK_IN_LEAD_SECONDS / 60 + 1))
    expect(field('check-in-lead').validity.valid).toBe(false)
    change('check-in-lead', '-1')
    expect(field('check-in-lead').validity.valid).toBe(false)
    await save()
    expect(onSave).not.toHaveBeenCalled()
    change('check-in-lead', String(MAX_CHECK_IN_LEAD_SECONDS / 60))
    expect(field('check-in-lead').validity.valid).toBe(true)
    await save()
    expect(onSave).toHaveBeenCalledWith(expect.objectContaining({ checkInOpensBefore: MAX_CHECK_IN_LEAD_SECONDS }))
  })

  it('shows that it is saving', () => {
    renderCard(settings, true)
    const button = screen.getByTestId('check-in-save') as HTMLButtonElement
    expect(button.textContent).toContain('Saving...')
  })
})

describe('CheckInCard on the Manage page', () => {
  let chain: FakeChain

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

  it('is for the owner of an active event only', async () => {
    chain = makeFakeChain({ getEvent: async () => makeEvent({ settings }) })
    await renderManagePage(chain)
    expect(screen.getByTestId('check-in-settings')).toBeVisible()
    cleanup()

    walletState.activeAddress = 'SOMEONEELSE'
    await renderManagePage(chain)
    expect(screen.queryByTestId('check-in-settings')).toBeNull()
    cleanup()

    walletState.activeAddress = OWNER
    chain = makeFakeChain({ getEvent: async () => makeEvent({ settings, active: false }) })
    await renderManagePage(chain)
    expect(screen.queryByTestId('check-in-settings')).toBeNull()
  })

  it('sends the settings, says they were saved and reads the event again', async () => {
    chain = makeFakeChain({ getEvent: async () => makeEvent({ settings }) })
    await renderManagePage(chain)
    fireEvent.click(field('check-in-mode-self'))
    await save()
    expect(chain.setSettings).toHaveBeenCalledWith(expect.objectContaining({ eventId: 'ALGO-SUMMIT-1' }), {
      ...settings,
      selfCheckIn: true,
    })
    expect(toastText(toastMock.success.mock.calls[0])).toContain(CHECK_IN_MESSAGES.settingsSaved)
    expect(chain.getEvent).toHaveBeenCalledTimes(2)
  })

  it("shows the contract's reason when it refuses them", async () => {
    chain = makeFakeChain({
      getEvent: async () => makeEvent({ settings }),
      setSettings: async () => fail('The event must end after it starts'),
    })
    await renderManagePage(chain)
    await save()
    expect(toastText(toastMock.error.mock.calls[0])).toBe(
      `${CHECK_IN_MESSAGES.settingsFailed}The event must end after it starts`,
    )
    expect(chain.getEvent).toHaveBeenCalledTimes(1)
  })
})
