// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { eventRecord, fakeReader } from '../../testing/fake-reader'
import { DESTINATION_KNOWN_MARK } from './destination-known-mark'
import {
  FIRST_CARD_DELAY_MS,
  isResolverPath,
  REDIRECT_DELAY_MS,
  SCAN_WAIT_MS,
  startResolverPage,
} from './resolver-page'

function byTestId(id: string): HTMLElement {
  const found = document.querySelector<HTMLElement>(`[data-testid="${id}"]`)
  if (!found) throw new Error(`no element with data-testid=${id}`)
  return found
}

async function openResolver(
  search: string,
  reader = fakeReader({ 'EV-1': eventRecord() }),
  walletAddress: string | null = null,
) {
  const redirect = vi.fn()
  const reload = vi.fn()
  const root = document.createElement('div')
  document.body.append(root)
  const shown = startResolverPage(root, {
    search,
    reader,
    walletAddress: () => walletAddress,
    redirect,
    reload,
  })
  return { redirect, reload, reader, root, shown }
}

async function openAndSettle(...args: Parameters<typeof openResolver>) {
  const opened = await openResolver(...args)
  await opened.shown
  return opened
}

beforeEach(() => {
  vi.useFakeTimers()
})

afterEach(() => {
  document.body.replaceChildren()
  vi.useRealTimers()
  vi.restoreAllMocks()
})

describe('resolver page', () => {
  it('draws a quick answer once, as the card with its destination, and redirects 1.5 s after it started', async () => {
    const root = document.createElement('div')
    document.body.append(root)
    const draw = vi.spyOn(root, 'replaceChildren')
    const redirect = vi.fn()
    const reader = fakeReader({ 'EV-1': eventRecord() })
    await startResolverPage(root, { search: '?event=EV-1', reader, walletAddress: () => null, redirect })
    expect(draw).toHaveBeenCalledTimes(1)
    expect(byTestId('resolver-loading').textContent).toContain('Resolving Dynamic QR')
    expect(byTestId('resolver-destination').textContent).toBe('Taking you to example.com for Launch Party')
    expect([...document.querySelectorAll('.resolver__step.is-active')]).toHaveLength(3)
    // The answer is drawn first; the scan's count is sent in the next task.
    expect(reader.scans).toEqual([])
    await vi.advanceTimersByTimeAsync(FIRST_CARD_DELAY_MS)
    expect(reader.scans).toEqual(['EV-1'])
    expect(draw).toHaveBeenCalledTimes(1)
    vi.advanceTimersByTime(REDIRECT_DELAY_MS - FIRST_CARD_DELAY_MS - 1)
    expect(redirect).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(redirect).toHaveBeenCalledWith('https://example.com/welcome')
    expect(redirect).toHaveBeenCalledTimes(1)
  })

  it('shows the loading card with its first step active while a slow read is answered, then the destination', async () => {
    const reader = fakeReader({ 'EV-1': eventRecord() })
    const readEvent = reader.readEvent
    reader.readEvent = async (id) => {
      await new Promise((resolve) => setTimeout(resolve, 500))
      return readEvent(id)
    }
    const { shown } = await openResolver('?event=EV-1', reader)
    expect(document.querySelector('[data-testid="resolver-loading"]')).toBeNull()
    await vi.advanceTimersByTimeAsync(FIRST_CARD_DELAY_MS)
    expect(byTestId('resolver-loading').textContent).toContain('Resolving Dynamic QR')
    const steps = [...document.querySelectorAll('.resolver__step')]
    expect(steps.map((step) => step.classList.contains('is-active'))).toEqual([true, false, false])
    await vi.advanceTimersByTimeAsync(500)
    await shown
    expect(byTestId('resolver-destination').textContent).toBe('Taking you to example.com for Launch Party')
    expect([...document.querySelectorAll('.resolver__step.is-active')]).toHaveLength(3)
  })

  it('counts the time already spent resolving towards the 1.5 s', async () => {
    const reader = fakeReader({ 'EV-1': eventRecord() })
    const readEvent = reader.readEvent
    reader.readEvent = async (id) => {
      await new Promise((resolve) => setTimeout(resolve, 1_000))
      return readEvent(id)
    }
    const { redirect, shown } = await openResolver('?event=EV-1', reader)
    await vi.advanceTimersByTimeAsync(1_000)
    await shown
    await vi.advanceTimersByTimeAsync(REDIRECT_DELAY_MS - 1_000 - 1)
    expect(redirect).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(1)
    expect(redirect).toHaveBeenCalledTimes(1)
  })

  it('waits for a scan still being sent at 1.5 s, so that leaving does not cancel it, for at most SCAN_WAIT_MS', async () => {
    for (const scanMs of [800, 60_000]) {
      const reader = fakeReader({ 'EV-1': eventRecord() })
      const recordScan = reader.recordScan
      reader.recordScan = async (id) => {
        await new Promise((resolve) => setTimeout(resolve, REDIRECT_DELAY_MS + scanMs))
        return recordScan(id)
      }
      const { redirect, shown } = await openResolver('?event=EV-1', reader)
      await shown
      await vi.advanceTimersByTimeAsync(REDIRECT_DELAY_MS)
      expect(redirect).not.toHaveBeenCalled()
      const waited = Math.min(scanMs, SCAN_WAIT_MS)
      await vi.advanceTimersByTimeAsync(waited - 1)
      expect(redirect).not.toHaveBeenCalled()
      await vi.advanceTimersByTimeAsync(1)
      expect(redirect).toHaveBeenCalledTimes(1)
    }
  })

  it('resolves once: one read of the event and one scan per page start', async () => {
    const reader = fakeReader({ 'EV-1': eventRecord() })
    const readEvent = vi.spyOn(reader, 'readEvent')
    await openAndSettle('?event=EV-1', reader)
    await vi.advanceTimersByTimeAsync(5_000)
    expect(readEvent).toHaveBeenCalledTimes(1)
    expect(reader.scans).toEqual(['EV-1'])
  })

  it('names the destination host without the event name when the event has none', async () => {
    await openAndSettle('?event=EV-1', fakeReader({ 'EV-1': eventRecord({ name: '' }) }))
    expect(byTestId('resolver-destination').textContent).toBe('Taking you to example.com')
  })

  it('marks the moment the destination is known, before the redirect, and only for a safe one', async () => {
    const mark = vi.spyOn(performance, 'mark')
    const { redirect } = await openAndSettle('?event=EV-1')
    expect(mark).toHaveBeenCalledWith(DESTINATION_KNOWN_MARK)
    expect(redirect).not.toHaveBeenCalled()
    mark.mockClear()
    await openAndSettle('?event=BAD', fakeReader({ BAD: eventRecord({ url: 'javascript:alert(1)' }) }))
    expect(mark).not.toHaveBeenCalledWith(DESTINATION_KNOWN_MARK)
  })

  it.each([
    ['', 'No event ID provided in URL'],
    ['?event=', 'No event ID provided in URL'],
    ['?event=MISSING', 'Event not found or inactive'],
  ])('shows the failure card for %j', async (search, message) => {
    const { redirect } = await openAndSettle(search)
    expect(byTestId('resolver-error').textContent).toContain('Resolution Failed')
    expect(byTestId('resolver-error-message').textContent).toBe(message)
    expect(document.querySelector('[data-testid="resolver-loading"]')).toBeNull()
    vi.advanceTimersByTime(5_000)
    expect(redirect).not.toHaveBeenCalled()
  })

  it('leaves out the event id line when there is no id', async () => {
    await openAndSettle('')
    expect(document.querySelector('[data-testid="resolver-event-id"]')).toBeNull()
  })

  it('shows the service as unavailable when the node cannot be read', async () => {
    await openAndSettle('?event=EV-1', fakeReader({}, { failRead: true }))
    expect(byTestId('resolver-error-message').textContent).toBe('Resolver service unavailable')
    expect(byTestId('resolver-event-id').textContent).toBe('EV-1')
  })

  it('offers Try Again, Go to Dashboard and the common issues', async () => {
    const { reload } = await openAndSettle('?event=MISSING')
    byTestId('resolver-retry').click()
    expect(reload).toHaveBeenCalledTimes(1)
    expect(byTestId('resolver-retry').textContent).toBe('Try Again')
    expect(byTestId('resolver-dashboard-link').getAttribute('href')).toBe('/')
    expect(byTestId('resolver-dashboard-link').textContent).toBe('Go to Dashboard')
    expect(document.querySelector('h2')?.textContent).toBe('Common issues')
    expect([...document.querySelectorAll('.resolver__issues li')].map((item) => item.textContent)).toEqual([
      'The event may have expired',
      'The event ID may be mistyped',
      'Network connectivity problems',
      'The event may be inactive or deleted',
    ])
  })

  it('shows chain text as text, never as markup', async () => {
    const name = '<img src=x onerror=alert(1)>'
    await openAndSettle('?event=EV-1', fakeReader({ 'EV-1': eventRecord({ name }) }))
    expect(document.querySelector('img')).toBeNull()
    expect(byTestId('resolver-destination').textContent).toContain(name)
    document.body.replaceChildren()
    await openAndSettle(`?event=${encodeURIComponent('<b>x</b>')}`)
    expect(document.querySelector('b')).toBeNull()
    expect(byTestId('resolver-event-id').textContent).toBe('<b>x</b>')
  })

  it.each([
    'javascript:alert(1)',
    'JAVASCRIPT:alert(1)',
    '\u0001javascript:alert(1)',
    'java\nscript:alert(1)',
    'data:text/html,hi',
    'https://a:b@evil.com',
  ])('never redirects to %j', async (url) => {
    const { redirect } = await openAndSettle('?event=BAD', fakeReader({ BAD: eventRecord({ url }) }))
    vi.advanceTimersByTime(5_000)
    expect(redirect).not.toHaveBeenCalled()
    expect(byTestId('resolver-error').textContent).toContain('Resolution Failed')
  })

  it('asks a visitor without a wallet to connect one, and links to the proof page', async () => {
    const { redirect } = await openAndSettle('?event=N', fakeReader({ N: eventRecord({ accessType: 'nft-gated' }) }))
    expect(byTestId('resolver-error-message').textContent).toBe('Wallet connection required for NFT-gated access')
    expect(byTestId('resolver-prove-access').getAttribute('href')).toBe('/events/N/access')
    expect(byTestId('resolver-prove-access').textContent).toBe('Prove you hold the token')
    vi.advanceTimersByTime(5_000)
    expect(redirect).not.toHaveBeenCalled()
  })

  it("never lets a stored holder's address through: it asks for a wallet proof instead", async () => {
    const reader = fakeReader({ 'N 1': eventRecord({ accessType: 'nft-gated' }) }, { holders: ['HOLDER'] })
    const holdsToken = vi.spyOn(reader, 'holdsAttendanceToken')
    const { redirect } = await openAndSettle('?event=N%201', reader, 'HOLDER')
    vi.advanceTimersByTime(5_000)
    expect(redirect).not.toHaveBeenCalled()
    expect(holdsToken).not.toHaveBeenCalled()
    expect(reader.scans).toEqual([])
    expect(byTestId('resolver-error-message').textContent).toBe(
      'Sign with your wallet to prove you hold the required NFT',
    )
    expect(byTestId('resolver-prove-access').getAttribute('href')).toBe('/events/N%201/access')
  })

  it('reads the recorded account only for an nft-gated code', async () => {
    const walletAddress = vi.fn(() => 'HOLDER')
    const root = document.createElement('div')
    document.body.append(root)
    const reader = fakeReader({ P: eventRecord(), N: eventRecord({ accessType: 'nft-gated' }) })
    await startResolverPage(root, { search: '?event=P', reader, walletAddress, redirect: vi.fn() })
    expect(walletAddress).not.toHaveBeenCalled()
    await startResolverPage(root, { search: '?event=N', reader, walletAddress, redirect: vi.fn() })
    expect(walletAddress).toHaveBeenCalled()
    expect(byTestId('resolver-error-message').textContent).toBe(
      'Sign with your wallet to prove you hold the required NFT',
    )
  })

  it('offers no proof step for other refusals', async () => {
    const expiry = 1_000n
    await openAndSettle('?event=N', fakeReader({ N: eventRecord({ accessType: 'nft-gated', expiry }) }))
    expect(byTestId('resolver-error-message').textContent).toBe('Event has expired')
    expect(document.querySelector('[data-testid="resolver-prove-access"]')).toBeNull()
    document.body.replaceChildren()
    await openAndSettle('?event=MISSING')
    expect(document.querySelector('[data-testid="resolver-prove-access"]')).toBeNull()
  })

  it("checks business hours on the chain's clock and fails closed without it", async () => {
    const events = { T: eventRecord({ accessType: 'time-based' }) }
    await openAndSettle('?event=T', fakeReader(events, { chainTime: new Date(2025, 5, 2, 22, 0) }))
    expect(byTestId('resolver-error-message').textContent).toBe(
      'Access only allowed during business hours (9 AM - 6 PM)',
    )
    document.body.replaceChildren()
    const { redirect } = await openAndSettle('?event=T', fakeReader(events, { failClock: true }))
    expect(byTestId('resolver-error-message').textContent).toBe(
      'Could not read the time from the Algorand node to check access. Please try again.',
    )
    vi.advanceTimersByTime(5_000)
    expect(redirect).not.toHaveBeenCalled()
  })
})

describe('isResolverPath', () => {
  it('matches /resolve with or without a trailing slash, nothing else', () => {
    expect(isResolverPath('/resolve')).toBe(true)
    expect(isResolverPath('/resolve/')).toBe(true)
    expect(isResolverPath('/resolver')).toBe(false)
    expect(isResolverPath('/events/resolve')).toBe(false)
    expect(isResolverPath('/')).toBe(false)
  })
})
