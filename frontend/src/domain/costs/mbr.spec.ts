import { encodedRegistrationRecord } from '../../testing/registration-record-fixture'
import { ABIType, ALGORAND_ZERO_ADDRESS_STRING, type ABIValue } from 'algosdk'
import { describe, expect, it } from 'vitest'
import { structs } from '../../../../artifacts/dynaqr/DynaQr.arc56.json'
import {
  listedIndexMbr,
  assetMbr,
  boxMbr,
  createEventPayment,
  eventBoxMbr,
  eventRecordLength,
  ownerIndexMbr,
  registrationBoxMbr,
} from './mbr'

type StructName = keyof typeof structs
const isStructName = (type: string): type is StructName => type in structs
/** The ARC-4 tuple type of a struct, nested structs (the event's settings) spelled out. */
const tupleType = (name: StructName): string =>
  `(${structs[name].map((field) => (isStructName(field.type) ? tupleType(field.type) : field.type)).join(',')})`

const eventRecordType = ABIType.from(tupleType('EventRecord'))

function encodedEventRecordLength(name: string, url: string, accessType: string, tierNames: string[]): number {
  const values: Record<string, ABIValue> = {
    accessType,
    active: true,
    approvalRequired: false,
    listed: true,
    paysAttendeeCosts: false,
    sealKey: new Array<number>(32).fill(0),
    settings: [0n, 0n, 0n, false, 0n],
    dailyScans: [0n, 0n, 0n, 0n, 0n, 0n, 0n],
    tierSold: [0n, 0n, 0n, 0n, 0n, 0n],
    name,
    owner: ALGORAND_ZERO_ADDRESS_STRING,
    tiers: tierNames.map((tierName) => [tierName, 1n, 2n, true]),
    url,
  }
  const tuple = structs.EventRecord.map((field) => values[field.name] ?? 0n)
  return eventRecordType.encode(tuple).length
}

describe('eventRecordLength', () => {
  it.each([
    ['no tiers', 'Launch', 'https://example.com', 'public', []],
    ['one tier', 'Algorand Summit 2025', 'https://example.com/a/long/path?q=1', 'nft-gated', ['General Admission']],
    ['many tiers with UTF-8', 'Fête 🎉', 'https://例え.jp', 'time-based', ['VIP', 'Étudiant', 'Early bird 🐦', 'x']],
  ])('matches the ARC-4 encoding from the ARC-56 struct (%s)', (_label, name, url, accessType, tiers) => {
    expect(eventRecordLength({ name, url, accessType, tierNames: tiers })).toBe(
      encodedEventRecordLength(name, url, accessType, tiers),
    )
  })
})

describe('box MBR', () => {
  it('is 2500 + 400 per key and value byte', () => {
    expect(boxMbr(1, 0)).toBe(2_900n)
    expect(boxMbr(33, 8)).toBe(18_900n)
  })

  it('prices the event box from the id and the record', () => {
    const shape = { name: 'Launch', url: 'https://example.com', accessType: 'public', tierNames: [] }
    expect(eventBoxMbr('EV-1', shape)).toBe(2_500n + 400n * BigInt(5 + eventRecordLength(shape)))
  })

  it('charges the owner count box and a new page for a first event', () => {
    expect(ownerIndexMbr(0)).toBe(2_500n + 400n * 41n + 2_500n + 400n * 73n)
  })

  it('charges 32 bytes of page growth for later events', () => {
    expect(ownerIndexMbr(1)).toBe(12_800n)
    expect(ownerIndexMbr(63)).toBe(12_800n)
    expect(ownerIndexMbr(65)).toBe(12_800n)
  })

  it('opens a new page every 64 events', () => {
    expect(ownerIndexMbr(64)).toBe(2_500n + 400n * 73n)
    expect(ownerIndexMbr(128)).toBe(2_500n + 400n * 73n)
  })

  it('registration box: key 41 bytes, value the encoded RegistrationRecord', () => {
    const value = encodedRegistrationRecord().length
    expect(value).toBe(123)
    expect(registrationBoxMbr()).toBe(2_500n + 400n * BigInt(41 + value))
  })

  it('asset MBR is 0.1 ALGO', () => {
    expect(assetMbr()).toBe(100_000n)
  })
})

describe('createEventPayment', () => {
  it('covers the MBR and deposits the default scan budget of 1 ALGO', () => {
    const shape = { name: 'Launch', url: 'https://example.com', accessType: 'public', tierNames: [] }
    const payment = createEventPayment('EV-1', shape, 0)
    expect(payment.mbr).toBe(eventBoxMbr('EV-1', shape) + ownerIndexMbr(0) + listedIndexMbr())
    expect(payment.scanBudget).toBe(1_000_000n)
    expect(payment.total).toBe(payment.mbr + 1_000_000n)
  })

  it('accepts another budget', () => {
    const shape = { name: 'x', url: 'https://e.io', accessType: 'public', tierNames: ['A'] }
    expect(createEventPayment('X', shape, 3, 0n).total).toBe(eventBoxMbr('X', shape) + 12_800n + listedIndexMbr())
  })

  it("pays for a new page of the app's index ('g' + page: 9 bytes, one 32-byte slot) every 64 events, else 32 bytes", () => {
    const newPage = 2_500n + 400n * (9n + 32n)
    expect([listedIndexMbr(0), listedIndexMbr(1), listedIndexMbr(63), listedIndexMbr(64)]).toEqual([
      newPage,
      12_800n,
      12_800n,
      newPage,
    ])
    // Not knowing the app's count, the most.
    expect(listedIndexMbr()).toBe(newPage)
    const shape = { name: 'x', url: 'https://e.io', accessType: 'public', tierNames: [] }
    expect(createEventPayment('X', shape, 1, 0n, 5).mbr).toBe(eventBoxMbr('X', shape) + 12_800n + 12_800n)
    expect(createEventPayment('X', shape, 1, 0n, 5, false).mbr).toBe(eventBoxMbr('X', shape) + 12_800n)
  })
})
