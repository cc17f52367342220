import { generateAccount } from 'algosdk'
import { describe, expect, it } from 'vitest'
import { nextTicket, storedTicket, ticketKey } from './tickets'
import { ticketCommitment, ticketSecret } from './wallet-keys'

/** Stand-ins for two wallets' tickets signatures for an event (64 bytes each). */
const SIGNATURE = Uint8Array.from({ length: 64 }, (_, index) => index)
const OTHER_WALLET = Uint8Array.from({ length: 64 }, (_, index) => 255 - index)
const SCOPE = { appId: 1234n, eventSeq: 3n, attendee: generateAccount().addr.toString() }

const hex = (bytes: Uint8Array) => Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')
const stored = (signature: Uint8Array, ticketNumber: number) => ({
  ticketNumber,
  ticketCommitment: hex(ticketCommitment(SCOPE, ticketNumber, ticketSecret(signature, ticketNumber))),
})

describe('storedTicket', () => {
  it("finds a registration's ticket from its number, the secret made again from the signature", () => {
    for (const number of [1, 2, 5, 65, 200]) {
      const found = storedTicket(SIGNATURE, SCOPE, stored(SIGNATURE, number))
      expect(found?.number).toBe(number)
      expect(found?.secret).toEqual(ticketSecret(SIGNATURE, number))
    }
  })

  it("is null for another wallet's ticket, another registration's and a commitment no wallet made", () => {
    expect(storedTicket(SIGNATURE, SCOPE, stored(OTHER_WALLET, 1))).toBeNull()
    expect(storedTicket(SIGNATURE, { ...SCOPE, eventSeq: 4n }, stored(SIGNATURE, 1))).toBeNull()
    expect(
      storedTicket(SIGNATURE, SCOPE, { ticketNumber: 2, ticketCommitment: stored(SIGNATURE, 1).ticketCommitment }),
    ).toBeNull()
    expect(storedTicket(SIGNATURE, SCOPE, { ticketNumber: 1, ticketCommitment: '00'.repeat(32) })).toBeNull()
  })
})

describe('nextTicket', () => {
  it('is ticket 1 for a first registration', () => {
    const first = nextTicket(SIGNATURE, SCOPE, null)
    expect(first.number).toBe(1)
    expect(first).toEqual(ticketKey(SIGNATURE, SCOPE, 1))
  })

  it('is numbered after the registration already there, as the contract numbers it, with a new secret', () => {
    const seen = new Set<string>()
    let previous: { ticketNumber: number } | null = null
    for (let registration = 1; registration <= 10; registration++) {
      const next = nextTicket(SIGNATURE, SCOPE, previous)
      expect(next.number).toBe(registration)
      expect(seen.has(hex(next.secret))).toBe(false)
      seen.add(hex(next.secret))
      previous = { ticketNumber: next.number }
    }
  })
})
