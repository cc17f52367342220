import { describe, expect, it } from 'vitest'
import { toBase64Url } from '../text/base64url'
import { composeEvent, composeRegistration, tierName } from './compose'
import { registrationStatus } from '../registration/registration-status'
import { microAlgos } from '../money/amount'
import { priceLabel } from '../money/money-format'
import { eventRecord } from '../../testing/event-record-fixture'

const DAY = 86_400
const NOW = 20_000 * DAY + 3_600

describe('composeEvent', () => {
  it('maps the record and metadata to the screen model', () => {
    const event = composeEvent(
      'EV-1',
      eventRecord({
        tiers: [
          ['VIP', 2_500_000n, 10n, false],
          ['Free', 0n, 0n, true],
        ],
        tierSold: [3n, 1n, 0n, 0n, 0n, 0n],
        capacity: 100n,
        registeredCount: 4n,
        dailyScans: [1n, 2n, 3n, 4n, 5n, 6n, 7n],
        histogramDay: 19_998n,
      }),
      {
        metadata: { description: 'Hello', tags: ['a'] },
        resolverUrl: 'https://app/resolve?event=EV-1',
        nowSeconds: NOW,
      },
    )
    expect(event).toMatchObject({
      eventId: 'EV-1',
      eventName: 'Launch Party',
      currentUrl: 'https://example.com/welcome',
      description: 'Hello',
      accessType: 'public',
      owner: 'OWNER',
      active: true,
      ticketPriceMicroAlgos: 2_500_000n,
      maxCapacity: 100,
      registeredCount: 4,
      scanCount: 4,
      resolverUrl: 'https://app/resolve?event=EV-1',
      metadata: { description: 'Hello', tags: ['a'], resolverUrl: 'https://app/resolve?event=EV-1' },
    })
    expect(event.tiers[0]).toEqual({
      name: 'VIP',
      priceMicroAlgos: 2_500_000n,
      quantity: 10n,
      sold: 3n,
      transferable: false,
    })
    expect(event.tiers[1]).toMatchObject({ name: 'Free', sold: 1n, transferable: true })
    expect(priceLabel(microAlgos(event.ticketPriceMicroAlgos))).toBe('2.5 ALGO')
    // Histogram recorded two days ago: shifted so its last bucket is today.
    expect(event.dailyScans).toEqual([3, 4, 5, 6, 7, 0, 0])
  })

  it('carries the dates and how attendance is recorded', () => {
    const settings = {
      startsAt: 1_800_000_000n,
      endsAt: 1_800_007_200n,
      checkInOpensBefore: 3_600n,
      selfCheckIn: true,
      decideBy: 0n,
    }
    expect(composeEvent('X', eventRecord({ settings }), { resolverUrl: 'r', nowSeconds: NOW }).settings).toEqual({
      startsAt: 1_800_000_000,
      endsAt: 1_800_007_200,
      checkInOpensBefore: 3_600,
      selfCheckIn: true,
      decideBy: 0,
    })
  })

  it('gives the guest-list key as base64url, and null while it is all zero', () => {
    const compose = (sealKey: Uint8Array) =>
      composeEvent('X', eventRecord({ sealKey }), { resolverUrl: 'r', nowSeconds: NOW }).sealKey
    expect(compose(new Uint8Array(32))).toBeNull()
    const key = Uint8Array.from({ length: 32 }, (_, index) => 255 - index)
    expect(compose(key)).toBe(toBase64Url(key))
    // Box reads decode byte[32] as numbers, as algosdk does.
    expect(compose(Array.from(key) as unknown as Uint8Array)).toBe(toBase64Url(key))
    const lastByteSet = new Uint8Array(32)
    lastByteSet[31] = 1
    expect(compose(lastByteSet)).toBe(toBase64Url(lastByteSet))
  })

  it('defaults an unknown access type to public and a missing description to empty', () => {
    const event = composeEvent('X', eventRecord({ accessType: 'weird' }), { resolverUrl: 'r', nowSeconds: NOW })
    expect(event.accessType).toBe('public')
    expect(event.description).toBe('')
    expect(event.ticketPriceMicroAlgos).toBe(0n)
  })
})

describe('registrations', () => {
  const event = composeEvent('EV-1', eventRecord({ tiers: [['VIP', 1n, 0n, true]] }), {
    resolverUrl: 'r',
    nowSeconds: NOW,
  })
  const record = {
    amountPaid: 1_000_000n,
    assetId: 55n,
    attendedAt: 0n,
    checkInMethod: 0n,
    claimed: false,
    registeredAt: 1_700_000_000n,
    registeredRound: 4_321n,
    sponsored: false,
    status: 1n,
    ticketCommitment: Uint8Array.from({ length: 32 }, (_, index) => index),
    ticketNumber: 2n,
    sealKeyVersion: 1n,
    refundOwed: 0n,
    ticketRevealed: false,
    tierIndex: 0n,
  }

  it('maps stored status numbers', () => {
    expect(registrationStatus(1n)).toBe('confirmed')
    expect(registrationStatus(2n)).toBe('attended')
    expect(registrationStatus(3n)).toBe('cancelled')
    expect(registrationStatus(4n)).toBe('cancelled')
    expect(registrationStatus(5n)).toBe('pending')
    expect(registrationStatus(0n)).toBe('pending')
    expect(registrationStatus(9)).toBe('pending')
  })

  it('names tiers from metadata, then the chain, then the stored label, then Tier N', () => {
    const withMetadata = { ...event, metadata: { ticketTiers: [{ ...tierFixture, name: 'Gold' }] } }
    expect(tierName(withMetadata, 0)).toBe('Gold')
    expect(tierName(event, 0)).toBe('VIP')
    expect(tierName({ ...event, tiers: [] }, 0, { ...registrationMetadata, ticketTierLabel: 'Label' })).toBe('Label')
    expect(tierName({ ...event, tiers: [] }, 2)).toBe('Tier 3')
  })

  it('composes a registration', () => {
    expect(composeRegistration(event, 'ATTENDEE', record)).toMatchObject({
      eventId: 'EV-1',
      attendeeAddress: 'ATTENDEE',
      status: 'confirmed',
      ticketTierName: 'VIP',
      paymentAmountAlgos: 1,
      nftMinted: true,
      nftAssetId: 55,
      nftClaimed: false,
      registeredRound: 4_321,
      ticketCommitment: '000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f',
      ticketNumber: 2,
      sealKeyVersion: 1,
      refundOwedMicroAlgos: 0n,
      closedToAccount: false,
    })
    expect(composeRegistration(event, 'ATTENDEE', record).attendanceMethod).toBeUndefined()
  })

  it('says how attendance was recorded: a door device, the attendee themselves, or the organiser without a ticket', () => {
    const attended = { ...record, status: 2n, attendedAt: 1_700_000_500n }
    expect(composeRegistration(event, 'A', { ...attended, checkInMethod: 1n }).attendanceMethod).toBe('door check-in')
    expect(composeRegistration(event, 'A', { ...attended, checkInMethod: 2n }).attendanceMethod).toBe('self-declared')
    expect(composeRegistration(event, 'A', { ...attended, checkInMethod: 3n }).attendanceMethod).toBe(
      'checked in by the organiser',
    )
  })

  it('names a waitlisted registration, and one whose deposit the attendee budget paid', () => {
    expect(composeRegistration(event, 'A', { ...record, status: 6n, sponsored: true })).toMatchObject({
      status: 'waitlisted',
      sponsored: true,
    })
  })

  it('marks a refund that closed the event to the account', () => {
    expect(composeRegistration(event, 'A', { ...record, status: 4n })).toMatchObject({
      status: 'cancelled',
      closedToAccount: true,
    })
    expect(composeRegistration(event, 'A', { ...record, status: 3n }).closedToAccount).toBe(false)
  })
})

const tierFixture = {
  id: 'general',
  name: 'General Admission',
  description: '',
  price: 0,
  currency: 'ALGO' as const,
  quantity: 0,
  benefits: [],
  transferable: true,
}
const registrationMetadata = {
  attendeeName: 'Ada',
  attendeeEmail: 'ada@example.com',
  attendeePhone: '',
  ticketTierLabel: '',
  paymentAmountMicroAlgos: 0,
}
