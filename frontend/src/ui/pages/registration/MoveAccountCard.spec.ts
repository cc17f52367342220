import { describe, expect, it } from 'vitest'
import { accountMoveProblem } from '../../../chain/write/account-move'
import { missingForMove } from './MoveAccountCard'

const FROM = 'NMV3PGAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAASFXQ'

describe('moving a passkey account to a wallet app', () => {
  it("asks for the fee above the account's minimum balance, and nothing once it can pay", () => {
    // An empty account: its minimum balance (0.1 ALGO) and the fee.
    expect(missingForMove({ spendable: -100_000n, authAddress: null })).toBe(101_000n)
    expect(missingForMove({ spendable: 500n, authAddress: null })).toBe(500n)
    expect(missingForMove({ spendable: 1_000n, authAddress: null })).toBe(0n)
    expect(missingForMove(null)).toBe(0n)
  })

  it('refuses an address that is none, or the account itself, before the passkey is asked', () => {
    expect(accountMoveProblem(FROM, 'not an address')).toBe(
      'This is not an account address: copy it again from your wallet app.',
    )
  })
})
