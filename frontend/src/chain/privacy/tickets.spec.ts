import { describe, expect, it } from 'vitest'
import { nextTicket, storedTicket } from './tickets'
import { ticketCommitment, ticketSecret } from './wallet-keys'

/** Stand-ins for two wallets' key signatures (64 bytes each). */
const SIGNATURE = Uint8Array.from({ length: 64 }, (_, index) => index)
const OTHER_WALLET = Uint8Array.from({ length: 64 }, (_, index) => 255 - index)

const hex = (bytes: Uint8Array) => Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')
const commitmentOf = (signature: Uint8Array, eventId: string, number: number) =>
  hex(ticketCommitment(ticketSecret(signature, eventId, number)))

describe('storedTicket', () => {
  it('finds the nth ticket of the wallet for the event by the commitment a registration stores', () => {
    for (const number of [0, 1, 5, 64]) {
      const found = storedTicket(SIGNATURE, 'EV-1', commitmentOf(SIGNATURE, 'EV-1', number))
      expect(found?.number).toBe(number)
      expect(found?.secret).toEqual(ticketSecret(SIGNATURE, 'EV-1', number))
      expect(hex(found!.commitment)).toBe(commitmentOf(SIGNATURE, 'EV-1', number))
    }
  })

  it("is null for another wallet's ticket, another event's, and a commitment no wallet made", () => {
    expect(storedTicket(SIGNATURE, 'EV-1', commitmentOf(OTHER_WALLET, 'EV-1', 0))).toBeNull()
    expect(storedTicket(SIGNATURE, 'EV-1', commitmentOf(SIGNATURE, 'EV-2', 0))).toBeNull()
    expect(storedTicket(SIGNATURE, 'EV-1', '00'.repeat(32))).toBeNull()
    expect(storedTicket(SIGNATURE, 'EV-1', '')).toBeNull()
  })
})

describe('nextTicket', () => {
  it('is the first ticket for a first registration', () => {
    const first = nextTicket(SIGNATURE, 'EV-1', null)
    expect(first.number).toBe(0)
    expect(hex(first.commitment)).toBe(commitmentOf(SIGNATURE, 'EV-1', 0))
  })

  it("is the one after a refunded registration's ticket, never that ticket again", () => {
    for (const previous of [0, 1, 7]) {
      const next = nextTicket(SIGNATURE, 'EV-1', commitmentOf(SIGNATURE, 'EV-1', previous))
      expect(next.number).toBe(previous + 1)
      expect(hex(next.commitment)).not.toBe(commitmentOf(SIGNATURE, 'EV-1', previous))
      expect(storedTicket(SIGNATURE, 'EV-1', hex(next.commitment))?.number).toBe(previous + 1)
    }
  })

  it('walks on registration after registration without repeating a ticket', () => {
    const seen = new Set<string>()
    let previous: string | null = null
    for (let registration = 0; registration < 10; registration++) {
      const next = nextTicket(SIGNATURE, 'EV-1', previous)
      expect(next.number).toBe(registration)
      previous = hex(next.commitment)
      expect(seen.has(previous)).toBe(false)
      seen.add(previous)
    }
  })

  it("starts from the first ticket after another client's registration, whose commitment it never reuses", () => {
    const foreign = commitmentOf(OTHER_WALLET, 'EV-1', 0)
    const next = nextTicket(SIGNATURE, 'EV-1', foreign)
    expect(next.number).toBe(0)
    expect(hex(next.commitment)).not.toBe(foreign)
  })

  it("is each event's own", () => {
    expect(nextTicket(SIGNATURE, 'EV-2', null).commitment).not.toEqual(nextTicket(SIGNATURE, 'EV-1', null).commitment)
    // A refund of EV-2's first ticket says nothing about EV-1's.
    expect(nextTicket(SIGNATURE, 'EV-1', commitmentOf(SIGNATURE, 'EV-2', 0)).number).toBe(0)
  })
})
