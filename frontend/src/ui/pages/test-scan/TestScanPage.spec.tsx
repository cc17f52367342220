// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { ChainApi, NetworkStatus } from '../../../chain'
import { ChainContextReact } from '../../chain-hooks/chain-context'
import { makeFakeChain } from '../../../testing/fake-chain'

const toastMock = vi.hoisted(() =>
  Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn(), loading: vi.fn(), dismiss: vi.fn() }),
)
vi.mock('react-hot-toast', () => ({ default: toastMock, toast: toastMock }))

import TestScan, { CAMERA_RESOLVE_DELAY_MS, CAMERA_SCAN_DELAY_MS } from './TestScanPage'

const chainRef: { current: ChainApi | null } = { current: null }

/** The screen with the fake chain injected through ChainContextReact. */
function renderScan() {
  return render(
    <ChainContextReact.Provider value={chainRef.current}>
      <TestScan />
    </ChainContextReact.Provider>,
  )
}

const success = {
  success: true,
  eventId: 'DEMO-MEETUP',
  eventName: 'Community Meetup',
  redirectUrl: 'https://example.com/meetup',
  accessType: 'public' as const,
  metadata: { scanCount: 8, lastScanned: null, owner: 'OWNER', createdAt: 1, active: true },
}

/** Lets pending promise callbacks run inside act(). */
async function flush() {
  await act(async () => {
    await Promise.resolve()
  })
}

describe('TestScan', () => {
  beforeEach(() => {
    toastMock.success.mockClear()
    toastMock.error.mockClear()
  })
  afterEach(() => {
    cleanup()
    vi.useRealTimers()
    vi.restoreAllMocks()
  })

  it('disables Resolve Destination while the input is empty', () => {
    chainRef.current = makeFakeChain()
    renderScan()
    const button = screen.getByTestId('scan-resolve')
    expect(button).toHaveProperty('disabled', true)
    expect(screen.getByPlaceholderText('Enter Event ID to resolve')).toBeVisible()
    fireEvent.change(screen.getByTestId('scan-event-id'), { target: { value: 'X' } })
    expect(button).toHaveProperty('disabled', false)
  })

  it('asks for an Event ID when the input is only spaces, without calling the chain', async () => {
    const chain = makeFakeChain()
    chainRef.current = chain
    renderScan()
    fireEvent.change(screen.getByTestId('scan-event-id'), { target: { value: '   ' } })
    fireEvent.click(screen.getByTestId('scan-resolve'))
    await flush()
    expect(screen.getByTestId('scan-input-error').textContent).toBe('Please enter an Event ID')
    expect(toastMock.error).toHaveBeenCalledWith('Please enter an Event ID')
    expect(chain.resolve).not.toHaveBeenCalled()
  })

  it('resolves a trimmed id and shows the success panel', async () => {
    let release: (value: typeof success) => void = () => undefined
    const chain = makeFakeChain({ resolve: () => new Promise((resolve) => (release = resolve)) })
    chainRef.current = chain
    renderScan()
    fireEvent.change(screen.getByTestId('scan-event-id'), { target: { value: '  DEMO-MEETUP ' } })
    fireEvent.click(screen.getByTestId('scan-resolve'))
    expect(screen.getByTestId('scan-resolve').textContent).toBe('Resolving...')
    expect(screen.getByTestId('scan-resolve')).toHaveProperty('disabled', true)
    expect(chain.resolve).toHaveBeenCalledWith('DEMO-MEETUP', { count: false })
    await act(async () => release(success))

    const panel = screen.getByTestId('scan-success')
    expect(panel.textContent).toContain('Community Meetup')
    expect(panel.textContent).toContain('Status: Active')
    expect(panel.textContent).toContain('Public')
    expect(screen.getByTestId('scan-count').textContent).toBe('8')
    expect(screen.getByTestId('scan-last-scanned').textContent).toBe('Just now')
    expect(screen.getByTestId('scan-current-url').getAttribute('href')).toBe('https://example.com/meetup')
    const open = screen.getByTestId('scan-open-destination')
    expect(open.textContent).toContain('Open Destination')
    expect(open.getAttribute('target')).toBe('_blank')
    expect(open.getAttribute('rel')).toContain('noopener')
    expect(toastMock.success).toHaveBeenCalledWith('Event resolved successfully!')
    expect(screen.getByTestId('scan-resolve').textContent).toBe('Resolve Destination')
  })

  it("shows the last-scanned time with its date and zone (this device's: UTC in the tests)", async () => {
    const lastScanned = Math.floor(new Date('2026-03-04T05:06:00Z').getTime() / 1000)
    chainRef.current = makeFakeChain({
      resolve: async () => ({ ...success, metadata: { ...success.metadata, lastScanned } }),
    })
    renderScan()
    fireEvent.change(screen.getByTestId('scan-event-id'), { target: { value: 'DEMO-MEETUP' } })
    fireEvent.click(screen.getByTestId('scan-resolve'))
    await flush()
    expect(screen.getByTestId('scan-last-scanned').textContent).toBe('Wed 4 Mar 2026, 05:06 UTC')
  })

  it('never links a non-web destination', async () => {
    chainRef.current = makeFakeChain({ resolve: async () => ({ ...success, redirectUrl: 'javascript:alert(1)' }) })
    renderScan()
    fireEvent.change(screen.getByTestId('scan-event-id'), { target: { value: 'DEMO-MEETUP' } })
    fireEvent.click(screen.getByTestId('scan-resolve'))
    await flush()
    expect(screen.getByTestId('scan-current-url').tagName).toBe('SPAN')
    expect(screen.queryByTestId('scan-open-destination')).toBeNull()
  })

  it('shows the failure panel and toast', async () => {
    chainRef.current = makeFakeChain({
      resolve: async (eventId) => ({ success: false, eventId, error: 'Event not found' }),
    })
    renderScan()
    fireEvent.change(screen.getByTestId('scan-event-id'), { target: { value: 'NOPE' } })
    fireEvent.click(screen.getByTestId('scan-resolve'))
    await flush()
    const panel = screen.getByTestId('scan-failure')
    expect(screen.getByTestId('scan-failure-error').textContent).toBe('Event not found')
    expect(panel.textContent).toContain('Common issues: Event not found, expired, or access denied')
    expect(toastMock.error).toHaveBeenCalledWith('Resolution failed: Event not found')
    expect(screen.queryByTestId('scan-success')).toBeNull()
  })

  it('links an nft-gated refusal to the proof page, and no other failure', async () => {
    chainRef.current = makeFakeChain({
      resolve: async (eventId) => ({
        success: false,
        eventId,
        accessType: 'nft-gated',
        error: 'Sign with your wallet to prove you hold the required NFT',
      }),
    })
    renderScan()
    fireEvent.change(screen.getByTestId('scan-event-id'), { target: { value: 'GATED 1' } })
    fireEvent.click(screen.getByTestId('scan-resolve'))
    await flush()
    expect(screen.getByTestId('scan-prove-access').getAttribute('href')).toBe('/events/GATED%201/access')
    cleanup()
    chainRef.current = makeFakeChain({
      resolve: async (eventId) => ({ success: false, eventId, accessType: 'nft-gated', error: 'Event has expired' }),
    })
    renderScan()
    fireEvent.change(screen.getByTestId('scan-event-id'), { target: { value: 'GATED-2' } })
    fireEvent.click(screen.getByTestId('scan-resolve'))
    await flush()
    expect(screen.getByTestId('scan-failure-error').textContent).toBe('Event has expired')
    expect(screen.queryByTestId('scan-prove-access')).toBeNull()
  })

  it("announces a node failure as 'Resolver service error' and shows 'Service unavailable'", async () => {
    chainRef.current = makeFakeChain({
      resolve: async (eventId) => ({ success: false, eventId, error: 'Service unavailable' }),
    })
    renderScan()
    fireEvent.change(screen.getByTestId('scan-event-id'), { target: { value: 'DEMO-MEETUP' } })
    fireEvent.click(screen.getByTestId('scan-resolve'))
    await flush()
    expect(screen.getByTestId('scan-failure-error').textContent).toBe('Service unavailable')
    expect(toastMock.error).toHaveBeenCalledWith('Resolver service error')
  })

  it('resolves the event of a pasted DynaQR link', async () => {
    const resolve = vi.fn(async () => success)
    chainRef.current = makeFakeChain({ resolve })
    renderScan()
    fireEvent.change(screen.getByTestId('scan-event-id'), {
      target: { value: 'https://dynaqr.example/resolve?event=DEMO-MEETUP' },
    })
    fireEvent.click(screen.getByTestId('scan-resolve'))
    await flush()
    expect(resolve).toHaveBeenCalledWith('DEMO-MEETUP', { count: false })
    expect(screen.getByTestId('scan-success')).toBeVisible()
  })

  it.each([
    ['https://example.com/welcome', 'Not a valid DynaQR code'],
    ['https://exa mple.com/resolve?event=X', 'Failed to parse QR code'],
  ])('refuses the pasted code %s without resolving: %s', async (code, message) => {
    const resolve = vi.fn(async () => success)
    chainRef.current = makeFakeChain({ resolve })
    renderScan()
    fireEvent.change(screen.getByTestId('scan-event-id'), { target: { value: code } })
    fireEvent.click(screen.getByTestId('scan-resolve'))
    await flush()
    expect(screen.getByTestId('scan-input-error').textContent).toBe(message)
    expect(toastMock.error).toHaveBeenCalledWith(message)
    expect(resolve).not.toHaveBeenCalled()
  })

  it('treats a thrown error as a failure', async () => {
    chainRef.current = makeFakeChain({
      resolve: async () => {
        throw new Error('Resolver service unavailable')
      },
    })
    renderScan()
    fireEvent.change(screen.getByTestId('scan-event-id'), { target: { value: 'X' } })
    fireEvent.click(screen.getByTestId('scan-resolve'))
    await flush()
    expect(screen.getByTestId('scan-failure-error').textContent).toBe('Resolver service unavailable')
    expect(toastMock.error).toHaveBeenCalledWith('Resolution failed: Resolver service unavailable')
  })

  it('fills the input from a demo id button', () => {
    chainRef.current = makeFakeChain()
    renderScan()
    fireEvent.click(screen.getByTestId('scan-demo-DEMO-WORKSHOP'))
    expect((screen.getByTestId('scan-event-id') as HTMLInputElement).value).toBe('DEMO-WORKSHOP')
    expect(screen.getByTestId('scan-demo-DEMO-WORKSHOP').getAttribute('aria-pressed')).toBe('true')
  })

  it('simulates the camera: 2,000 ms to scan a demo id, then 500 ms to resolve it', async () => {
    vi.useFakeTimers()
    vi.spyOn(Math, 'random').mockReturnValue(0.5)
    const chain = makeFakeChain({
      resolve: async () => ({ ...success, eventId: 'DEMO-WORKSHOP', eventName: 'Workshop' }),
    })
    chainRef.current = chain
    renderScan()
    fireEvent.click(screen.getByTestId('scan-start-camera'))
    expect(screen.getByTestId('scan-start-camera')).toHaveProperty('disabled', true)

    await act(async () => {
      vi.advanceTimersByTime(CAMERA_SCAN_DELAY_MS - 1)
    })
    expect(screen.getByTestId('scan-camera-status').textContent).not.toContain('QR Code scanned')

    await act(async () => {
      vi.advanceTimersByTime(1)
    })
    expect(screen.getByTestId('scan-camera-status').textContent).toBe('QR Code scanned: DEMO-WORKSHOP')
    expect((screen.getByTestId('scan-event-id') as HTMLInputElement).value).toBe('DEMO-WORKSHOP')
    expect(chain.resolve).not.toHaveBeenCalled()

    await act(async () => {
      vi.advanceTimersByTime(CAMERA_RESOLVE_DELAY_MS - 1)
    })
    expect(chain.resolve).not.toHaveBeenCalled()
    await act(async () => {
      vi.advanceTimersByTime(1)
    })
    expect(chain.resolve).toHaveBeenCalledWith('DEMO-WORKSHOP', { count: false })
    await flush()
    expect(screen.getByTestId('scan-success').textContent).toContain('Workshop')
    expect(CAMERA_SCAN_DELAY_MS).toBe(2000)
    expect(CAMERA_RESOLVE_DELAY_MS).toBe(500)
  })

  it('cancels the simulated scan when the page is left', async () => {
    vi.useFakeTimers()
    const chain = makeFakeChain()
    chainRef.current = chain
    const { unmount } = renderScan()
    fireEvent.click(screen.getByTestId('scan-start-camera'))
    unmount()
    await act(async () => {
      vi.advanceTimersByTime(5000)
    })
    expect(chain.resolve).not.toHaveBeenCalled()
  })

  it('is the resolver tester, a tool, and shows only what it measures of the node', async () => {
    const networkStatus = vi.fn(async (): Promise<NetworkStatus> => ({
      status: 'online',
      blockHeight: 4_321,
      responseTime: 37,
    }))
    chainRef.current = makeFakeChain({ networkStatus })
    renderScan()
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Resolver tester')
    expect(screen.getByText('Tools')).toBeVisible()
    await flush()
    const node = screen.getByTestId('scan-node-status')
    const facts = (tag: string) => [...node.querySelectorAll(tag)].map((cell) => cell.textContent)
    expect(facts('dt')).toEqual(['Status', 'Latest block', 'Answered in'])
    expect(facts('dd')).toEqual(['Answering', '4,321', '37 ms'])
    expect(document.body.textContent).not.toMatch(/99\.9|245 ms|uptime|Demo data/i)
    networkStatus.mockResolvedValueOnce({ status: 'offline', blockHeight: 0, responseTime: 0 })
    await act(async () => {
      fireEvent.click(screen.getByTestId('scan-node-recheck'))
    })
    expect(screen.getByTestId('scan-node-status').textContent).toBe('StatusNot answering')
    expect(networkStatus).toHaveBeenCalledTimes(2)
  })

  it('says how long each resolve took, as timed around the read', async () => {
    const now = vi.spyOn(performance, 'now')
    let release: (value: typeof success) => void = () => undefined
    chainRef.current = makeFakeChain({ resolve: () => new Promise((resolve) => (release = resolve)) })
    renderScan()
    fireEvent.change(screen.getByTestId('scan-event-id'), { target: { value: 'DEMO-MEETUP' } })
    now.mockReturnValue(1_000)
    fireEvent.click(screen.getByTestId('scan-resolve'))
    now.mockReturnValue(1_183.6)
    await act(async () => release(success))
    expect(screen.getByTestId('scan-elapsed').textContent).toBe('Resolved in 184 ms')
  })
})
