import { describe, expect, it, vi } from 'vitest'
import { eventRecord, FAKE_CHAIN_NOON, fakeReader } from '../../testing/fake-reader'
import { ACCESS_MESSAGES, ACCESS_PROOF_MESSAGES, RESOLVER_MESSAGES } from '../../domain/messages/messages'
import { addressFromPublicKey } from '../../domain/text/algorand-address'
import { asResolveServiceResult, isResolveServiceFailure, resolveEvent } from './resolve-event'

const NOON = FAKE_CHAIN_NOON
const EVENING = new Date(2025, 5, 2, 20, 0)
const context = { walletAddress: null }
const proven = (address: string) => ({ proven: true as const, address })

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
      metadata: { scanCount: 5, active: true, createdAt: 1_700_000_000 },
    })
    expect(result.metadata).not.toHaveProperty('owner')
    await vi.waitFor(() => expect(reader.scans).toEqual(['EV-1']))
  })

  it("names the owner's account when the caller gives it a way to (the resolve service does)", async () => {
    const owner = addressFromPublicKey(new Uint8Array(32).fill(7))
    const reader = fakeReader({ 'EV-1': eventRecord({ owner }) })
    const result = await resolveEvent('EV-1', reader, { ...context, ownerAddress: addressFromPublicKey })
    expect(result.metadata?.owner).toBe(owner)
  })

  it('answers before it counts when the caller does not wait for the count', async () => {
    const reader = fakeReader({ 'EV-1': eventRecord() })
    await resolveEvent('EV-1', reader, context)
    expect(reader.scans).toEqual([])
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(reader.scans).toEqual(['EV-1'])
  })

  it('counts before it answers when the caller waits for the count', async () => {
    const reader = fakeReader({ 'EV-1': eventRecord() })
    const result = await resolveEvent('EV-1', reader, { ...context, waitForScan: true })
    expect(result.scanSent).toBe(true)
    expect(reader.scans).toEqual(['EV-1'])
  })

  it('resolves a test of the code (count: false) exactly as a scan, without counting it', async () => {
    const reader = fakeReader({ 'EV-1': eventRecord() })
    const result = await resolveEvent('EV-1', reader, { ...context, count: false, waitForScan: true })
    expect(result).toMatchObject({
      success: true,
      redirectUrl: 'https://example.com/welcome',
      scanSent: false,
      metadata: { scanCount: 4 },
    })
    expect(reader.scans).toEqual([])
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

  it("applies business hours to time-based events on the chain's clock, not the scanner's", async () => {
    vi.useFakeTimers({ now: NOON, toFake: ['Date'] })
    try {
      const events = { T: eventRecord({ accessType: 'time-based' }) }
      expect((await resolveEvent('T', fakeReader(events, { chainTime: EVENING }), context)).error).toBe(
        'Access only allowed during business hours (9 AM - 6 PM)',
      )
      vi.setSystemTime(EVENING)
      const result = await resolveEvent('T', fakeReader(events, { chainTime: NOON }), context)
      expect(result.success).toBe(true)
      expect(result.metadata?.lastScanned).toBe(Math.floor(NOON.getTime() / 1000))
    } finally {
      vi.useRealTimers()
    }
  })

  it('fails closed, with its reason, when the node cannot give the time', async () => {
    for (const accessType of ['time-based', 'nft-gated']) {
      const reader = fakeReader({ X: eventRecord({ accessType }) }, { failClock: true, holders: ['HOLDER'] })
      const result = await resolveEvent('X', reader, { walletAddress: 'HOLDER', proof: proven('HOLDER') })
      expect(result).toMatchObject({ success: false, error: ACCESS_MESSAGES.clockUnavailable })
      expect(reader.scans).toEqual([])
    }
    const publicEvent = fakeReader({ P: eventRecord() }, { failClock: true })
    expect((await resolveEvent('P', publicEvent, context)).success).toBe(true)
  })

  it('denies expired non-public events by the chain time', async () => {
    const expiry = BigInt(Math.floor(NOON.getTime() / 1000) - 60)
    const events = { T: eventRecord({ accessType: 'time-based', expiry }), P: eventRecord({ expiry }) }
    expect((await resolveEvent('T', fakeReader(events), context)).error).toBe('Event has expired')
    expect((await resolveEvent('P', fakeReader(events), context)).success).toBe(true)
    const beforeExpiry = new Date(NOON.getTime() - 120_000)
    expect((await resolveEvent('T', fakeReader(events, { chainTime: beforeExpiry }), context)).success).toBe(true)
  })

  it('never lets an address through an nft-gated event without a proof, even a holder', async () => {
    const reader = fakeReader({ N: eventRecord({ accessType: 'nft-gated' }) }, { holders: ['HOLDER'] })
    expect((await resolveEvent('N', reader, context)).error).toBe('Wallet connection required for NFT-gated access')
    expect((await resolveEvent('N', reader, { walletAddress: 'HOLDER' })).error).toBe(ACCESS_MESSAGES.proofRequired)
    expect(reader.scans).toEqual([])
  })

  it('lets a proven holder through and stops a proven non-holder or a refused proof', async () => {
    const reader = fakeReader({ N: eventRecord({ accessType: 'nft-gated' }) }, { holders: ['HOLDER'] })
    expect((await resolveEvent('N', reader, { walletAddress: 'HOLDER', proof: proven('HOLDER') })).success).toBe(true)
    expect((await resolveEvent('N', reader, { walletAddress: 'HOLDER', proof: proven('OTHER') })).error).toBe(
      'Required NFT not found in wallet',
    )
    const refused = { proven: false as const, reason: ACCESS_PROOF_MESSAGES.rekeyed }
    expect((await resolveEvent('N', reader, { walletAddress: 'HOLDER', proof: refused })).error).toBe(
      ACCESS_PROOF_MESSAGES.rekeyed,
    )
    await vi.waitFor(() => expect(reader.scans).toEqual(['N']))
  })

  it('reports a failed token lookup as an access-control failure', async () => {
    const reader = fakeReader({ N: eventRecord({ accessType: 'nft-gated' }) }, { failTokenCheck: true })
    expect((await resolveEvent('N', reader, { walletAddress: 'A', proof: proven('A') })).error).toBe(
      'Access control verification failed',
    )
  })
})
