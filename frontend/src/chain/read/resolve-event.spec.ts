import { describe, expect, it } from 'vitest'
import { eventRecord, fakeReader } from './fake-reader'
import { RESOLVER_MESSAGES } from '../../domain/messages'
import { asResolveServiceResult, isResolveServiceFailure, resolveEvent } from './resolve-event'

const NOON = new Date(2025, 5, 2, 12, 0)
const EVENING = new Date(2025, 5, 2, 20, 0)
const context = { now: NOON, walletAddress: null }

describe('resolveEvent', () => {
  it('resolves an active public event, counts the scan and reports count + 1', async () => {
    const reader = fakeReader({ 'EV-1': eventRecord() })
    const result = await resolveEvent(' EV-1 ', reader, context)
    expect(result).toMatchObject({
      success: true,
      eventId: 'EV-1',
      eventName: 'Launch Party',
      redirectUrl: 'https://example.com/welcome',
      accessType: 'public',
      metadata: { scanCount: 5, owner: 'OWNER', active: true, createdAt: 1_700_000_000 },
    })
    expect(reader.scans).toEqual(['EV-1'])
  })

  it('still succeeds when recording the scan fails', async () => {
    const reader = fakeReader({ 'EV-1': eventRecord() }, { failScan: true })
    expect((await resolveEvent('EV-1', reader, context)).success).toBe(true)
  })

  it('needs an event id', async () => {
    expect((await resolveEvent(null, fakeReader({}), context)).error).toBe('No event ID provided in URL')
    expect((await resolveEvent('   ', fakeReader({}), context)).error).toBe('No event ID provided in URL')
  })

  it('reports unknown and inactive events alike', async () => {
    const reader = fakeReader({ OFF: eventRecord({ active: false }) })
    expect((await resolveEvent('NOPE', reader, context)).error).toBe('Event not found or inactive')
    expect((await resolveEvent('OFF', reader, context)).error).toBe('Event not found or inactive')
    expect(reader.scans).toEqual([])
  })

  it('reports an unreachable node as the resolver being unavailable', async () => {
    const result = await resolveEvent('EV-1', fakeReader({}, { failRead: true }), context)
    expect(result).toMatchObject({ success: false, eventId: 'EV-1', error: 'Resolver service unavailable' })
  })

  it('words an unreachable node as the resolve service does: Service unavailable, announced as a service error', async () => {
    const result = asResolveServiceResult(await resolveEvent('EV-1', fakeReader({}, { failRead: true }), context))
    expect(result).toMatchObject({ success: false, eventId: 'EV-1', error: 'Service unavailable' })
    expect(isResolveServiceFailure(result)).toBe(true)
    const missing = asResolveServiceResult(await resolveEvent('NOPE', fakeReader({}), context))
    expect(missing.error).toBe('Event not found or inactive')
    expect(isResolveServiceFailure(missing)).toBe(false)
  })

  it('denies an access type it does not know instead of treating it as public', async () => {
    const reader = fakeReader({ X: eventRecord({ accessType: 'members-only' }) })
    const result = await resolveEvent('X', reader, context)
    expect(result).toMatchObject({ success: false, error: 'Access denied' })
    expect(result.redirectUrl).toBeUndefined()
    expect(reader.scans).toEqual([])
  })

  it('refuses destinations that are not plain web URLs', async () => {
    for (const url of ['javascript:alert(1)', 'data:text/html,x', 'https://user:pw@evil.com', ' https://x.io']) {
      const reader = fakeReader({ 'EV-1': eventRecord({ url }) })
      const result = await resolveEvent('EV-1', reader, context)
      expect(result.success).toBe(false)
      expect(result.redirectUrl).toBeUndefined()
      expect(result.error).toBe(RESOLVER_MESSAGES.unsafeDestination)
    }
  })

  it('applies business hours to time-based events', async () => {
    const reader = fakeReader({ T: eventRecord({ accessType: 'time-based' }) })
    expect((await resolveEvent('T', reader, context)).success).toBe(true)
    expect((await resolveEvent('T', reader, { ...context, now: EVENING })).error).toBe(
      'Access only allowed during business hours (9 AM - 6 PM)',
    )
  })

  it('denies expired non-public events', async () => {
    const expiry = BigInt(Math.floor(NOON.getTime() / 1000) - 60)
    const reader = fakeReader({ T: eventRecord({ accessType: 'time-based', expiry }), P: eventRecord({ expiry }) })
    expect((await resolveEvent('T', reader, context)).error).toBe('Event has expired')
    expect((await resolveEvent('P', reader, context)).success).toBe(true)
  })

  it('gates nft-gated events on a wallet holding the token', async () => {
    const reader = fakeReader({ N: eventRecord({ accessType: 'nft-gated' }) }, { holders: ['HOLDER'] })
    expect((await resolveEvent('N', reader, context)).error).toBe('Wallet connection required for NFT-gated access')
    expect((await resolveEvent('N', reader, { ...context, walletAddress: 'OTHER' })).error).toBe(
      'Required NFT not found in wallet',
    )
    expect((await resolveEvent('N', reader, { ...context, walletAddress: 'HOLDER' })).success).toBe(true)
  })

  it('reports a failed token lookup as an access-control failure', async () => {
    const reader = fakeReader({ N: eventRecord({ accessType: 'nft-gated' }) }, { failTokenCheck: true })
    expect((await resolveEvent('N', reader, { ...context, walletAddress: 'A' })).error).toBe(
      'Access control verification failed',
    )
  })
})
