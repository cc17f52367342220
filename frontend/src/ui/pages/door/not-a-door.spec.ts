import { describe, expect, it } from 'vitest'
import { sourceInfo } from '../../../../../artifacts/dynaqr/DynaQr.arc56.json'
import { NOT_A_DOOR_REASON, refusedAsNoDoor } from './not-a-door'

describe('refusedAsNoDoor', () => {
  it("is the contract's own reason for a check-in from a device that is no door of the event", () => {
    const reasons = sourceInfo.approval.sourceInfo.map((entry: { errorMessage?: string }) => entry.errorMessage)
    expect(reasons).toContain(NOT_A_DOOR_REASON)
  })

  it('holds for that refusal only', () => {
    expect(refusedAsNoDoor({ status: 'refused', reason: NOT_A_DOOR_REASON })).toBe(true)
    expect(refusedAsNoDoor({ status: 'refused', reason: 'Ticket already used' })).toBe(false)
    expect(refusedAsNoDoor({ status: 'unsent', reason: NOT_A_DOOR_REASON })).toBe(false)
    expect(refusedAsNoDoor({ status: 'recorded', txId: 'TX', round: 1 })).toBe(false)
  })
})
