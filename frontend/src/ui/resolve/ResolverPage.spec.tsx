// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react'
import { StrictMode } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { eventRecord, fakeReader } from '../../chain/read/fake-reader'
import ResolverPage, { DESTINATION_KNOWN_MARK } from './ResolverPage'

const NOON = new Date(2025, 5, 2, 12, 0)

function renderResolver(search: string, reader = fakeReader({ 'EV-1': eventRecord() }), walletAddress: string | null = null) {
  const redirect = vi.fn()
  const reload = vi.fn()
  render(
    <ResolverPage search={search} reader={reader} walletAddress={() => walletAddress} now={() => NOON} redirect={redirect} reload={reload} />,
  )
  return { redirect, reload, reader }
}

async function flush() {
  await act(async () => {
    await Promise.resolve()
  })
}

beforeEach(() => {
  vi.useFakeTimers()
})

afterEach(() => {
  cleanup()
  vi.useRealTimers()
  vi.restoreAllMocks()
})

describe('ResolverPage', () => {
  it('shows the loading card, then redirects after 1.5 s', async () => {
    const { redirect, reader } = renderResolver('?event=EV-1')
    expect(screen.getByTestId('resolver-loading').textContent).toContain('Resolving Dynamic QR')
    expect(screen.getAllByRole('listitem')).toHaveLength(3)
    await flush()
    expect(screen.getByTestId('resolver-destination').textContent).toContain('example.com')
    expect(reader.scans).toEqual(['EV-1'])
    act(() => vi.advanceTimersByTime(1_499))
    expect(redirect).not.toHaveBeenCalled()
    act(() => vi.advanceTimersByTime(1))
    expect(redirect).toHaveBeenCalledWith('https://example.com/welcome')
  })

  it('scans once and redirects once when StrictMode runs its effect twice', async () => {
    const reader = fakeReader({ 'EV-1': eventRecord() })
    const redirect = vi.fn()
    render(
      <StrictMode>
        <ResolverPage search="?event=EV-1" reader={reader} walletAddress={() => null} now={() => NOON} redirect={redirect} />
      </StrictMode>,
    )
    await flush()
    act(() => vi.advanceTimersByTime(1_500))
    expect(reader.scans).toEqual(['EV-1'])
    expect(redirect).toHaveBeenCalledTimes(1)
  })

  it('marks the moment the destination is known, before the redirect, and only for a safe one', async () => {
    const mark = vi.spyOn(performance, 'mark')
    const { redirect } = renderResolver('?event=EV-1')
    await flush()
    expect(mark).toHaveBeenCalledWith(DESTINATION_KNOWN_MARK)
    expect(redirect).not.toHaveBeenCalled()
    cleanup()
    mark.mockClear()
    renderResolver('?event=BAD', fakeReader({ BAD: eventRecord({ url: 'javascript:alert(1)' }) }))
    await flush()
    expect(mark).not.toHaveBeenCalledWith(DESTINATION_KNOWN_MARK)
  })

  it.each([
    ['', 'No event ID provided in URL'],
    ['?event=', 'No event ID provided in URL'],
    ['?event=MISSING', 'Event not found or inactive'],
  ])('shows the failure card for %j', async (search, message) => {
    const { redirect } = renderResolver(search)
    await flush()
    expect(screen.getByTestId('resolver-error').textContent).toContain('Resolution Failed')
    expect(screen.getByTestId('resolver-error-message').textContent).toContain(message)
    act(() => vi.advanceTimersByTime(5_000))
    expect(redirect).not.toHaveBeenCalled()
  })

  it('shows the service as unavailable when the node cannot be read', async () => {
    renderResolver('?event=EV-1', fakeReader({}, { failRead: true }))
    await flush()
    expect(screen.getByTestId('resolver-error-message').textContent).toContain('Resolver service unavailable')
    expect(screen.getByTestId('resolver-event-id').textContent).toContain('EV-1')
  })

  it('offers Try Again, Go to Dashboard and the common issues', async () => {
    const { reload } = renderResolver('?event=MISSING')
    await flush()
    screen.getByTestId('resolver-retry').click()
    expect(reload).toHaveBeenCalled()
    expect(screen.getByTestId('resolver-dashboard-link').getAttribute('href')).toBe('/')
    expect(screen.getByText('Common issues')).toBeTruthy()
    expect(screen.getByText(/expired/)).toBeTruthy()
    expect(screen.getByText(/mistyped/)).toBeTruthy()
    expect(screen.getByText(/Network/)).toBeTruthy()
    expect(screen.getByText(/inactive or deleted/)).toBeTruthy()
  })

  it.each(['javascript:alert(1)', 'JAVASCRIPT:alert(1)', '\u0001javascript:alert(1)', 'java\nscript:alert(1)', 'data:text/html,hi', 'https://a:b@evil.com'])(
    'never redirects to %j',
    async (url) => {
      const { redirect } = renderResolver('?event=BAD', fakeReader({ BAD: eventRecord({ url }) }))
      await flush()
      act(() => vi.advanceTimersByTime(5_000))
      expect(redirect).not.toHaveBeenCalled()
      expect(screen.getByTestId('resolver-error')).toBeTruthy()
    },
  )

  it('shows access denials with the spec texts', async () => {
    const reader = fakeReader({ N: eventRecord({ accessType: 'nft-gated' }) })
    renderResolver('?event=N', reader)
    await flush()
    expect(screen.getByTestId('resolver-error-message').textContent).toContain('Wallet connection required for NFT-gated access')
  })

  it('lets a token holder through an nft-gated event', async () => {
    const reader = fakeReader({ N: eventRecord({ accessType: 'nft-gated' }) }, { holders: ['HOLDER'] })
    const { redirect } = renderResolver('?event=N', reader, 'HOLDER')
    await flush()
    act(() => vi.advanceTimersByTime(1_500))
    expect(redirect).toHaveBeenCalledWith('https://example.com/welcome')
  })
})
