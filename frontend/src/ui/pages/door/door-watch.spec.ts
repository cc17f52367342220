import { describe, expect, it } from 'vitest'
import type { DoorDevice } from '../../../chain'
import { asksForBalance, balanceAfter, doorScreen, seenPaired, type DoorWatch } from './door-watch'

const DEVICE: DoorDevice = {
  address: 'DOOR',
  name: 'Main entrance',
  pairedAt: 1_750_000_000,
  pairedRound: 900,
  checkIns: 3,
  balance: 197_000n,
}
const unpaired = (changes: Partial<DoorWatch> = {}): DoorWatch => ({
  device: null,
  wasPaired: false,
  balance: null,
  ...changes,
})

describe('door-watch', () => {
  it('shows the scanner while paired, and forgets an earlier balance once seen paired again', () => {
    expect(doorScreen(seenPaired(DEVICE))).toBe('paired')
    expect(seenPaired(DEVICE)).toEqual({ device: DEVICE, wasPaired: true, balance: null })
    expect(asksForBalance(seenPaired(DEVICE))).toBe(false)
  })

  it('asks for the balance of a device without a door box until the answer settles it', () => {
    expect(asksForBalance(unpaired())).toBe(true)
    expect(asksForBalance(unpaired({ balance: { status: 'not-yet' } }))).toBe(true)
    expect(asksForBalance(unpaired({ balance: { status: 'checking' } }))).toBe(false)
    expect(asksForBalance(unpaired({ balance: { status: 'nothing' } }))).toBe(false)
    expect(asksForBalance(unpaired({ balance: { status: 'returned', amount: 1n } }))).toBe(false)
  })

  it('tells the balance from the chain layer answer; a door found paired after all sets nothing', () => {
    expect(balanceAfter({ status: 'returned', amount: 199_000n, owner: 'OWNER', txId: 'TX' })).toEqual({
      status: 'returned',
      amount: 199_000n,
    })
    expect(balanceAfter({ status: 'empty' })).toEqual({ status: 'nothing' })
    expect(balanceAfter({ status: 'not-now', reason: 'Failed to fetch' })).toEqual({ status: 'not-yet' })
    expect(balanceAfter({ status: 'paired' })).toBeNull()
  })

  it('says the device was removed when it was paired, or when it had a balance to send back', () => {
    for (const balance of [null, { status: 'checking' }, { status: 'nothing' }, { status: 'not-yet' }] as const) {
      expect(doorScreen(unpaired({ wasPaired: true, balance }))).toBe('removed')
    }
    expect(doorScreen(unpaired({ balance: { status: 'returned', amount: 199_000n } }))).toBe('removed')
  })

  it('waits for the first answer, then shows the pairing code of a device never seen paired', () => {
    expect(doorScreen(unpaired())).toBe('loading')
    expect(doorScreen(unpaired({ balance: { status: 'checking' } }))).toBe('loading')
    expect(doorScreen(unpaired({ balance: { status: 'nothing' } }))).toBe('unpaired')
    expect(doorScreen(unpaired({ balance: { status: 'not-yet' } }))).toBe('unpaired')
  })
})
