import { encodedRegistrationRecord, registrationRecord } from '../../testing/registration-record-fixture'
import { ABIType, ALGORAND_ZERO_ADDRESS_STRING, encodeAddress, type ABIValue } from 'algosdk'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { addressFromPublicKey } from '../../domain/text/algorand-address'
import { decodeArc4, encodeArc4String, parseArc4Type, tupleFieldOffset } from './arc4-codec'
import { structValues } from '../../testing/fake-structs'
import { decodeEventRecord, decodeRegistrationRecord } from './record-codec'
import { structFieldOffset, structTupleType } from './contract-structs'

const uint64 = fc.bigInt({ min: 0n, max: 2n ** 64n - 1n })
const address = fc.uint8Array({ minLength: 32, maxLength: 32 }).map((key) => encodeAddress(key))
const text = fc.string({ maxLength: 40, unit: 'grapheme' })

const eventRecord = fc.record({
  accessType: fc.constantFrom('public', 'nft-gated', 'time-based'),
  active: fc.boolean(),
  approvalRequired: fc.boolean(),
  attendedCount: uint64,
  attendeeBudget: uint64,
  capacity: uint64,
  createdAt: uint64,
  dailyScans: fc.array(uint64, { minLength: 7, maxLength: 7 }),
  detailsRound: uint64,
  expiry: uint64,
  histogramDay: uint64,
  lastScannedAt: uint64,
  lastSponsoredRound: uint64,
  lastUpdatedAt: uint64,
  listed: fc.boolean(),
  listedSlot: uint64,
  mintedCount: uint64,
  name: text,
  owner: address,
  paymentAsset: uint64,
  paysAttendeeCosts: fc.boolean(),
  registeredCount: uint64,
  scanBudget: uint64,
  scanCount: uint64,
  sealKey: fc.array(fc.integer({ min: 0, max: 255 }), { minLength: 32, maxLength: 32 }),
  sealKeyVersion: uint64,
  seq: uint64,
  settings: fc.record({
    checkInOpensBefore: uint64,
    endsAt: uint64,
    selfCheckIn: fc.boolean(),
    decideBy: uint64,
    startsAt: uint64,
  }),
  sponsoredInRound: uint64,
  sponsoredPerDay: uint64,
  sponsoredPerRound: uint64,
  sponsoredToday: uint64,
  tierSold: fc.array(uint64, { minLength: 6, maxLength: 6 }),
  tiers: fc.array(fc.tuple(text, uint64, uint64, fc.boolean()), { maxLength: 6 }),
  url: text,
  urlUpdateCount: uint64,
})

describe('decodeEventRecord', () => {
  const type = ABIType.from(structTupleType('EventRecord'))

  it('decodes whatever algosdk encodes, field by field', () => {
    fc.assert(
      fc.property(eventRecord, (record) => {
        const encoded = type.encode(structValues('EventRecord', record) as ABIValue[])
        expect(decodeEventRecord(encoded)).toEqual(record)
      }),
      { numRuns: 200 },
    )
  })
})

describe('structFieldOffset', () => {
  const type = ABIType.from(structTupleType('EventRecord'))

  it("finds a static field's bytes where algosdk encodes them, whatever the record holds", () => {
    const offset = structFieldOffset('EventRecord', 'detailsRound')
    fc.assert(
      fc.property(eventRecord, (record) => {
        const encoded = type.encode(structValues('EventRecord', record) as ABIValue[])
        const stored = new DataView(encoded.buffer, encoded.byteOffset + offset, 8).getBigUint64(0)
        expect(stored).toBe(record.detailsRound)
      }),
      { numRuns: 50 },
    )
  })

  it('counts a run of bools as the bytes they are packed in, and refuses fields without an offset of their own', () => {
    expect(tupleFieldOffset('(bool,bool,uint64)', 2)).toBe(1)
    expect(tupleFieldOffset('(string,bool,uint8)', 2)).toBe(3)
    expect(() => tupleFieldOffset('(uint64,bool)', 1)).toThrow()
    expect(() => tupleFieldOffset('(uint64,string)', 1)).toThrow()
    expect(() => structFieldOffset('EventRecord', 'nothing')).toThrow('EventRecord has no field nothing')
  })
})

describe('decodeRegistrationRecord', () => {
  it('decodes the registration box value', () => {
    const commitment = Array.from({ length: 32 }, (_, index) => index * 7)
    const record = registrationRecord({
      amountPaid: 5_000_000n,
      assetId: 1234n,
      attendedAt: 1_700_000_000n,
      checkInMethod: 1n,
      claimed: true,
      refundOwed: 3n,
      registeredAt: 1_699_000_000n,
      registeredRound: 58_000_000n,
      sealKeyVersion: 2n,
      sponsored: true,
      status: 2n,
      ticketCommitment: Uint8Array.from(commitment),
      ticketNumber: 4n,
      tierIndex: 1n,
    })
    expect(decodeRegistrationRecord(encodedRegistrationRecord(record))).toEqual({
      ...record,
      ticketCommitment: commitment,
    })
  })
})

describe('decodeArc4', () => {
  it.each([
    ['(bool,bool,uint8,bool)', [true, false, 7n, true]],
    ['bool[10]', [true, false, true, false, false, false, false, false, true, true]],
    ['(string,uint16[],address)', ['héllo', [1n, 2n, 65535n], ALGORAND_ZERO_ADDRESS_STRING]],
    [
      '((uint64,string)[],bool)',
      [
        [
          [1n, 'a'],
          [2n, ''],
        ],
        false,
      ],
    ],
    ['string[2]', ['x', 'yz']],
    ['byte[3]', [1, 2, 3]],
    ['byte[32]', new Array<number>(32).fill(7)],
  ])('matches algosdk for %s', (typeText, value) => {
    const encoded = ABIType.from(typeText).encode(value)
    expect(decodeArc4(typeText, encoded, addressFromPublicKey)).toEqual(ABIType.from(typeText).decode(encoded))
  })

  it('decodes an address as its public key unless told how to name it', () => {
    const publicKey = new Uint8Array(32).fill(9)
    const encoded = ABIType.from('(uint8,address)').encode([1, encodeAddress(publicKey)])
    expect(decodeArc4('(uint8,address)', encoded)).toEqual([1n, publicKey])
    expect(decodeArc4('(uint8,address)', encoded, addressFromPublicKey)).toEqual([1n, encodeAddress(publicKey)])
  })

  it('rejects types the contract does not use', () => {
    expect(() => parseArc4Type('ufixed64x2')).toThrow('Unsupported ARC-4 type')
  })
})

describe('encodeArc4String', () => {
  it('matches algosdk', () => {
    for (const value of ['', 'EV-1', 'ünïcödé 🎉']) {
      expect(encodeArc4String(value)).toEqual(ABIType.from('string').encode(value))
    }
  })
})
