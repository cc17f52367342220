/**
 * Editing an event on the real node, through the app's own edit: one signed group changes the
 * name, capacity, registration deadline, dates and a tier's price, and publishes the new details
 * note; every browser then reads the new texts, including one that kept the old ones.
 */
import { beforeAll, describe, expect, it } from 'vitest'
import type { DynaEvent } from '../../frontend/src/domain/event/event'
import { createMetadataStore } from '../../frontend/src/ui/platform/storage'
import { buildEventEdit, draftFromEvent, tierTermsOf } from '../../frontend/src/ui/pages/edit-event/edit-draft'
import {
  chainTestNet,
  createdEvent,
  eventInput,
  heldEvent,
  registered,
  succeeded,
  tier,
  uniqueId,
  type Actor,
  type ChainTestNet,
} from './support'

let net: ChainTestNet
let owner: Actor
beforeAll(async () => {
  net = await chainTestNet()
  owner = await net.actor(40)
})

const DAY = 86_400

async function editedVenue(
  event: DynaEvent,
  venueName: string,
  changes: { capacity?: number; days?: number; price?: number } = {},
) {
  const draft = draftFromEvent(event)
  const shift = (date: string) =>
    new Date(Date.parse(`${date}T00:00:00Z`) + (changes.days ?? 0) * DAY * 1000).toISOString().slice(0, 10)
  const moved = { ...draft, startDate: shift(draft.startDate), endDate: shift(draft.endDate) }
  const terms = tierTermsOf(event).map((term) => ({ ...term, price: changes.price ?? term.price }))
  return buildEventEdit(
    { ...moved, venue: { ...draft.venue, name: venueName }, capacity: changes.capacity ?? draft.capacity },
    terms,
    event,
    Math.floor(Date.now() / 1000),
  )
}

describe('editing an event', () => {
  it('changes what the contract holds and the texts every browser reads, even one that kept the old texts', async () => {
    const eventId = await createdEvent(
      owner,
      eventInput(uniqueId('EDIT'), {
        maxCapacity: 50,
        ticketTiers: [tier('General', 2)],
        extraMetadata: { venue: { name: 'Old Hall', city: 'Lisbon' }, timezone: 'UTC' },
      }),
    )
    const visitor = await net.actor(1)
    const before = await heldEvent(visitor, eventId)
    expect(before.metadata.venue?.name).toBe('Old Hall')
    expect(createMetadataStore(() => visitor.storage).loadEventMetadata(eventId)?.venue?.name).toBe('Old Hall')

    const event = await heldEvent(owner, eventId)
    const edit = await editedVenue(event, 'New Hall', { capacity: 60, days: 7, price: 3 })
    succeeded(await owner.chain.updateEventDetails(event, edit))

    const after = await heldEvent(visitor, eventId)
    expect(after.metadata.venue).toMatchObject({ name: 'New Hall', city: 'Lisbon' })
    expect(after.maxCapacity).toBe(60)
    // The form's times are to the minute.
    const minute = (seconds: number) => seconds - (seconds % 60)
    expect(after.settings.startsAt).toBe(minute(event.settings.startsAt) + 7 * DAY)
    expect(after.settings.endsAt).toBe(minute(event.settings.endsAt) + 7 * DAY)
    expect(after.expiryDate).toBe(edit.expiry)
    expect(after.tiers[0].priceMicroAlgos).toBe(3_000_000n)
    expect(after.metadata.description).toBe('Created by the chain tests')

    const stranger = await net.actor(0)
    expect((await heldEvent(stranger, eventId)).metadata.venue?.name).toBe('New Hall')
  })

  it("a capacity below registrations made meanwhile: the contract's reason, and nothing changes", async () => {
    const eventId = await createdEvent(owner, eventInput(uniqueId('CAP'), { maxCapacity: 10 }))
    const stale = await heldEvent(owner, eventId)
    await registered(await net.actor(2), eventId)
    await registered(await net.actor(2), eventId)

    const result = await owner.chain.updateEventDetails(
      stale,
      await editedVenue(stale, 'Smaller room', { capacity: 1 }),
    )
    expect(result).toEqual({ ok: false, error: 'Capacity is below the registrations already made' })
    const now = await heldEvent(await net.actor(0), eventId)
    expect(now.maxCapacity).toBe(10)
    expect(now.metadata.venue?.name).not.toBe('Smaller room')
  })

  it("another wallet: 'Only the event owner can do this'", async () => {
    const eventId = await createdEvent(owner, eventInput(uniqueId('MINE')))
    const intruder = await net.actor(2)
    const event = await heldEvent(intruder, eventId)
    const result = await intruder.chain.updateEventDetails(event, await editedVenue(event, 'Taken over'))
    expect(result).toEqual({ ok: false, error: 'Only the event owner can do this' })
  })
})
