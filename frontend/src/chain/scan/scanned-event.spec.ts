import { ABIType, decodeAddress, generateAccount, type ABIValue } from 'algosdk'
import { describe, expect, it } from 'vitest'
import { eventRecord } from '../../testing/event-record-fixture'
import { structValues } from '../../testing/fake-structs'
import { decodeEventRecord } from '../node/record-codec'
import { structTupleType } from '../node/contract-structs'
import { decodeScannedEvent } from './scanned-event'

describe('decodeScannedEvent', () => {
  it("reads the event box as decodeEventRecord does, the owner as the account's public key", () => {
    const owner = generateAccount().addr.toString()
    const record = eventRecord({ owner, name: 'Summit', url: 'https://example.com/a', scanCount: 12n, seq: 3n })
    const encoded = ABIType.from(structTupleType('EventRecord')).encode(
      structValues('EventRecord', { ...record, sealKey: [...record.sealKey] }) as ABIValue[],
    )
    const { owner: named, ...rest } = decodeEventRecord(encoded)
    const scanned = decodeScannedEvent(encoded)
    expect(named).toBe(owner)
    expect(scanned).toEqual({ ...rest, ownerKey: decodeAddress(owner).publicKey })
    expect(scanned).not.toHaveProperty('owner')
  })
})
