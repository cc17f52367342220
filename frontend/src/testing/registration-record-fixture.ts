/** A complete registration record for tests; `patch` overrides the fields a test cares about. */
import type { RegistrationRecord } from '../../../artifacts/dynaqr/DynaQrMinimalClient'
import { structTupleType } from '../chain/node/contract-structs'
import { ABIType, type ABIValue } from 'algosdk'
import { structValues } from './fake-structs'

export function registrationRecord(patch: Partial<RegistrationRecord> = {}): RegistrationRecord {
  return {
    amountPaid: 0n,
    assetId: 0n,
    attendedAt: 0n,
    checkInMethod: 0n,
    claimed: false,
    refundOwed: 0n,
    registeredAt: 1_700_000_050n,
    registeredRound: 40n,
    sealKeyVersion: 1n,
    sponsored: false,
    status: 1n,
    ticketCommitment: new Uint8Array(32).fill(0xab),
    ticketNumber: 1n,
    ticketRevealed: false,
    tierIndex: 0n,
    ...patch,
  }
}

/** The box value the contract stores for a registration record. */
export function encodedRegistrationRecord(patch: Partial<RegistrationRecord> = {}): Uint8Array {
  const values = structValues('RegistrationRecord', registrationRecord(patch))
  return ABIType.from(structTupleType('RegistrationRecord')).encode(values as ABIValue)
}
