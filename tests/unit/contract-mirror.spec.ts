/**
 * The frontend mirrors the contract's limits and box layouts (it cannot import contract code
 * into the browser). These tests fail as soon as the two drift apart.
 */
import { ABIType, type ABIValue } from 'algosdk'
import { structValues } from '../../frontend/src/testing/fake-structs'
import { eventRecord } from '../../frontend/src/testing/event-record-fixture'
import { describe, expect, it } from 'vitest'
import spec from '../../artifacts/dynaqr/DynaQr.arc56.json'
import resolverStructs from '../../artifacts/dynaqr/DynaQr.structs.json'
import eventRecordStructs from '../../artifacts/dynaqr/DynaQr.event-record.json'
import * as contractMirror from '../../frontend/src/domain/contract/limits'
import {
  eventRecordLength,
  OWNER_PAGE_CAPACITY as FRONTEND_PAGE_CAPACITY,
  registrationBoxMbr,
} from '../../frontend/src/domain/costs/mbr'
import * as registrationStatusCodes from '../../frontend/src/domain/registration/registration-status'
import * as contractLimits from '../../smart_contracts/dynaqr/records.algo'

/** The contract's limits as the frontend mirrors them, with the registration status codes (registration-status.ts). */
const frontendLimits = { ...contractMirror, ...registrationStatusCodes }

function returnType(method: string): ABIType {
  const found = spec.methods.find((m) => m.name === method)
  if (!found) throw new Error(`no method ${method} in the ARC-56 spec`)
  return ABIType.from(found.returns.type)
}

describe('frontend mirror of the contract', () => {
  it.each([
    'MAX_EVENT_ID_BYTES',
    'MAX_NAME_BYTES',
    'MAX_URL_BYTES',
    'MAX_TIERS',
    'MAX_TIER_NAME_BYTES',
    'MAX_NOTE_BYTES',
    'HISTOGRAM_DAYS',
    'SECONDS_PER_DAY',
    'STATUS_CONFIRMED',
    'STATUS_ATTENDED',
    'STATUS_CANCELLED',
    'STATUS_BANNED',
    'STATUS_PENDING',
    'DEFAULT_SPONSORED_PER_ROUND',
    'DEFAULT_SPONSORED_PER_DAY',
    'SPONSORED_NOTE_MAX_BYTES',
    'CHECK_IN_NONE',
    'CHECK_IN_DOOR',
    'CHECK_IN_SELF',
    'MAX_CHECK_IN_LEAD_SECONDS',
    'MAX_DOOR_NAME_BYTES',
    'MAX_TOKEN_TEXT_BYTES',
    'TICKET_DOMAIN',
    'STATUS_WAITLISTED',
  ] as const)('%s is the same on both sides', (name) => {
    expect(frontendLimits[name]).toBe(contractLimits[name])
  })

  it('uses the same owner index page capacity', () => {
    expect(FRONTEND_PAGE_CAPACITY).toBe(contractLimits.OWNER_PAGE_CAPACITY)
  })

  it('computes the EventRecord length the contract stores', () => {
    const record = returnType('get_event')
    const cases = [
      { name: 'A', url: 'https://a.io', accessType: 'public', tiers: [] as string[] },
      {
        name: 'Café Ünïcode — 2026',
        url: 'http://example.com/path?q=1',
        accessType: 'nft-gated',
        tiers: ['General Admission', 'VIP ✨'],
      },
    ]
    for (const c of cases) {
      // The record's values in the contract's field order, from the ARC-56 struct definitions.
      const values = structValues(
        'EventRecord',
        eventRecord({
          accessType: c.accessType,
          name: c.name,
          owner: 'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAY5HFKQ',
          tiers: c.tiers.map((t): [string, bigint, bigint, boolean] => [t, 0n, 0n, true]),
          url: c.url,
        }),
      )
      const encoded = record.encode(values as ABIValue)
      expect(eventRecordLength({ name: c.name, url: c.url, accessType: c.accessType, tierNames: c.tiers })).toBe(
        encoded.length,
      )
    }
  })

  it('computes the registration box MBR from the stored record size', () => {
    const valueLength = returnType('get_registration').byteLen()
    const keyLength = 1 + 32 + 8
    expect(registrationBoxMbr()).toBe(BigInt(2500 + 400 * (keyLength + valueLength)))
  })
})

describe('the struct definitions shipped to /resolve', () => {
  it("are the ARC-56 file's own", () => {
    expect(resolverStructs).toEqual(spec.structs)
  })

  it("hold, for the /resolve page, the event's record and the settings it nests, as the ARC-56 file defines them", () => {
    expect(eventRecordStructs).toEqual({
      EventRecord: spec.structs.EventRecord,
      EventSettings: spec.structs.EventSettings,
    })
    expect(spec.structs.EventRecord.filter((field) => field.type in spec.structs).map((field) => field.type)).toEqual([
      'EventSettings',
    ])
  })
})
