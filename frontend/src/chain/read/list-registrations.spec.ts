import { encodedRegistrationRecord } from '../../testing/registration-record-fixture'
import { describe, expect, it } from 'vitest'
import { parseConfig } from '../../config'
import { addressFromPublicKey } from '../../domain/text/algorand-address'
import { eventMetadataInMemory } from '../../testing/fake-metadata-store'
import type { AlgodRest, BoxListing } from '../node/algod-rest'
import { registrationBoxPrefix } from '../node/box-keys'
import { registrationBoxName } from '../node/account-box-keys'
import { listRegistrations, REGISTRATIONS_PAGE_SIZE } from './list-registrations'
import { createReadContext } from '../node/read-context'
import type { DynaEvent } from '../../domain/event/event'
import { ALGO } from '../../domain/money/amount'

const record = (status: bigint, amountPaid = 0n) => encodedRegistrationRecord({ status, amountPaid, registeredAt: 1n })
const attendee = (fill: number) => addressFromPublicKey(new Uint8Array(32).fill(fill))
const event = { eventId: 'EV-1', seq: 9, tiers: [], metadata: {}, currency: ALGO } as unknown as DynaEvent

function nodeWithPages(pages: BoxListing[]) {
  const asked: { prefix: Uint8Array; next?: string; limit?: number }[] = []
  const algodRest = {
    async listBoxes(_appId: bigint, prefix: Uint8Array, options: { limit?: number; next?: string } = {}) {
      asked.push({ prefix, ...options })
      return pages[asked.length - 1]
    },
  } as unknown as AlgodRest
  const ctx = createReadContext(parseConfig({ VITE_APP_ID: '7' }), eventMetadataInMemory(), 'http://app')
  return { ctx: { ...ctx, algodRest }, asked }
}

describe('listRegistrations', () => {
  it("reads the event's registration boxes page by page, by the event's own prefix", async () => {
    const { ctx, asked } = nodeWithPages([
      { boxes: [{ name: registrationBoxName(attendee(1), 9n), value: record(1n, 5_000_000n) }], next: 'N' },
      { boxes: [{ name: registrationBoxName(attendee(2), 9n), value: record(3n) }] },
    ])
    const list = await listRegistrations(ctx, event)
    expect(list.map((entry) => [entry.attendeeAddress, entry.status, entry.paymentAmountMicroAlgos])).toEqual([
      [attendee(1), 'confirmed', 5_000_000n],
      [attendee(2), 'cancelled', 0n],
    ])
    expect(list[0]).toMatchObject({ registeredRound: 40, ticketCommitment: 'ab'.repeat(32) })
    expect(asked).toEqual([
      { prefix: registrationBoxPrefix(9n), limit: REGISTRATIONS_PAGE_SIZE, next: undefined },
      { prefix: registrationBoxPrefix(9n), limit: REGISTRATIONS_PAGE_SIZE, next: 'N' },
    ])
  })

  it('asks nothing without an app', async () => {
    const { ctx, asked } = nodeWithPages([])
    const noApp = { ...ctx, config: parseConfig({}) }
    expect(await listRegistrations(noApp, event)).toEqual([])
    expect(asked).toEqual([])
  })
})

describe('listRegistrations on a node that ignores the prefix', () => {
  it("keeps only this event's registration boxes", async () => {
    const { ctx } = nodeWithPages([
      {
        boxes: [
          { name: new TextEncoder().encode('eEV-1'), value: new Uint8Array(300) },
          { name: registrationBoxName(attendee(3), 8n), value: record(1n) },
          { name: registrationBoxName(attendee(4), 9n), value: record(2n) },
        ],
      },
    ])
    expect((await listRegistrations(ctx, event)).map((entry) => entry.attendeeAddress)).toEqual([attendee(4)])
  })
})
