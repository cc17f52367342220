/**
 * Long event texts on the real node: a 4,000-character description with multi-byte characters,
 * three tiers with descriptions and benefits and a full address, created through the wizard's input
 * and the web app's chain layer, are read back byte for byte by a browser that never saw them (a new
 * chain API over an empty metadata store); then an edit that changes them all (with new dates and a
 * new price, so its parts also ride on set_settings and update_tier) is read back the same way.
 */
import { beforeAll, describe, expect, it } from 'vitest'
import { buildEventDetailsNotes, readEventDetailsNotes } from '../../frontend/src/domain/details/event-note'
import type { EventMetadata } from '../../frontend/src/domain/details/details'
import type { TicketTier } from '../../frontend/src/domain/tier/ticket-tiers'
import { createAlgodRest, readEventRecord } from '../support/chain-internals'
import { methodSelector } from '../../frontend/src/testing/method-selector'
import { buildCreateEventInput, createDefaultDraft, type WizardDraft } from '../../frontend/src/ui/event-form/wizard'
import { buildEventEdit, draftFromEvent, tierTermsOf } from '../../frontend/src/ui/pages/edit-event/edit-draft'
import { createMetadataStore } from '../../frontend/src/ui/platform/storage'
import { chainTestNet, heldEvent, succeeded, uniqueId, type Actor, type ChainTestNet } from './support'

let net: ChainTestNet
let owner: Actor
beforeAll(async () => {
  net = await chainTestNet()
  owner = await net.actor(40)
})

const encoder = new TextEncoder()
const bytesOf = (text: string | undefined) => encoder.encode(text ?? '')

/** Exactly `length` characters (code points) of an agenda in several scripts, emoji included. */
function agenda(length: number, seed: string): string {
  const lines = [
    `${seed} 09:00 Café & croissants — welcome, “Grüße”, naïve façade\n`,
    '10:30 Ключевой доклад: Алгоранд и блоки\n',
    '11:15 セッション：スマートコントラクト入門 🎟️\n',
    '12:00 Παράθυρο Q&A, 午餐 🍜, "quotes" and \\backslashes\\\n',
  ]
  let text = ''
  for (let i = 0; [...text].length < length; i++) text += lines[i % lines.length]
  return [...text].slice(0, length).join('')
}

const tiers = (suffix: string): TicketTier[] =>
  ['Early Bird', 'General', 'VIP'].map((name, index) => ({
    id: `tier-${index + 1}`,
    name,
    description: `${name}: séance ${suffix}, ${'accès complet — '.repeat(3 + index)}`,
    price: index,
    currency: 'ALGO',
    quantity: 50 * (index + 1),
    benefits: [`Entrée ${suffix}`, `Déjeuner ${index + 1} 🍽️`, `Goodies “${name}”`],
    transferable: index !== 2,
  }))

const venue = (street: string) => ({
  name: 'Centro de Congressos',
  address: street,
  city: 'Lisboa',
  state: 'Lisboa',
  country: 'Portugal',
})

/** The texts a reader must get back, byte for byte. */
function texts(metadata: EventMetadata) {
  return {
    description: bytesOf(metadata.description),
    tiers: (metadata.ticketTiers ?? []).map((tier) => ({
      description: bytesOf(tier.description),
      benefits: tier.benefits.map(bytesOf),
    })),
    venue: Object.fromEntries(Object.entries(metadata.venue ?? {}).map(([key, value]) => [key, bytesOf(value)])),
  }
}

const DETAILS_METHODS = ['create_event', 'update_details', 'set_settings', 'update_tier']
/** The method an app call's selector names, or 'payment'. */
const methodOf = (appArgs: Uint8Array[]) =>
  DETAILS_METHODS.find((method) => methodSelector(method).every((byte, i) => appArgs[0]?.[i] === byte)) ?? 'payment'

/** A browser that never saw the event: a new chain API with an empty metadata store. */
async function stranger(eventId: string): Promise<Actor> {
  const actor = await net.actor(0)
  expect(createMetadataStore(() => actor.storage).loadEventMetadata(eventId)).toBeUndefined()
  return actor
}

/** The transactions of the group of the owner's details call, from the block of the event's details round. */
async function detailsGroup(eventId: string) {
  const algodRest = createAlgodRest(net.config.algod)
  const record = await readEventRecord(algodRest, net.config.appId, eventId)
  const block = (await algodRest.getBlockTransactions(record!.detailsRound))!
  const call = block.find(
    (txn) =>
      txn.appId === net.config.appId &&
      txn.sender === owner.address &&
      ['create_event', 'update_details'].includes(methodOf(txn.appArgs)),
  )!
  return block.filter((txn) => txn.group === call.group)
}

describe('long event texts on chain', () => {
  it('are written whole by a create and by an edit, and read back byte for byte by a browser that never saw them', async () => {
    const eventId = uniqueId('LONG')
    const draft: WizardDraft = {
      ...createDefaultDraft(),
      title: 'Lisbon Chain Summit',
      description: agenda(4_000, 'Day 1'),
      category: 'conference',
      startDate: '2030-05-04',
      endDate: '2030-05-05',
      startTime: '09:00',
      endTime: '18:00',
      timezone: 'Europe/Lisbon',
      venue: venue('Rua do Comércio 123, 2.º andar, Edifício Atlântico, 1100-150'),
      ticketTiers: tiers('jour 1'),
      tags: 'algorand, conférence, lisboa',
      organizer: { name: 'Ana Simões', organization: 'Associação Blockchain', email: 'ana@example.com', phone: '' },
    }
    const input = buildCreateEventInput(draft, {
      eventId,
      origin: 'http://localhost:5173',
      resolverUrl: `http://localhost:5173/resolve?event=${eventId}`,
    })
    expect([...input.description].length).toBe(4_000)
    expect(bytesOf(input.description).length).toBeGreaterThan(5_000)
    succeeded(await owner.chain.createEvent(input))

    // [payment to the app, create_event (part 1), a 0-ALGO payment to the owner for each other part]
    const created = await detailsGroup(eventId)
    const createdKept = createMetadataStore(() => owner.storage).loadEventMetadata(eventId)!
    const { detailsRound, detailsSource, ...ownersCopy } = createdKept
    expect(created.map((txn) => methodOf(txn.appArgs))).toEqual([
      'payment',
      'create_event',
      ...created.slice(2).map(() => 'payment'),
    ])
    expect(created.length).toBeGreaterThan(6)
    // What the notes of that group carry is exactly what the owner's browser keeps, nothing fuller.
    const written = readEventDetailsNotes(
      eventId,
      created[1].note,
      created.slice(2).map((txn) => txn.note),
    )
    expect(written).toEqual(ownersCopy)
    expect(detailsSource).toBe('chain')
    expect(detailsRound).toBeGreaterThan(0)

    const firstReader = await stranger(eventId)
    const first = await heldEvent(firstReader, eventId)
    expect(texts(first.metadata)).toEqual(texts({ ...input, ...input.extraMetadata } as EventMetadata))
    expect(first.metadata.description).toBe(input.description)
    expect(first.metadata.ticketTiers).toEqual(input.ticketTiers)
    expect(first.metadata.venue).toEqual(input.extraMetadata?.venue)
    expect(first.metadata).toMatchObject(ownersCopy)

    // The edit: every text changes, the dates move a day (set_settings) and the VIP price changes (update_tier).
    const event = await heldEvent(owner, eventId)
    const editDraft = {
      ...draftFromEvent(event),
      description: agenda(4_000, 'Dia 2 — revisto'),
      startDate: '2030-05-05',
      endDate: '2030-05-06',
      venue: venue('Avenida da Liberdade 245, 7.º Esq., Edifício Tejo, 1250-143'),
    }
    const newTiers = tiers('jour 2')
    const terms = tierTermsOf(event).map((term, index) => ({
      ...term,
      price: index === 2 ? 7 : term.price,
      description: newTiers[index].description,
      benefits: newTiers[index].benefits.join(', '),
    }))
    const edit = buildEventEdit(editDraft, terms, event, Math.floor(Date.now() / 1000))
    expect(edit.tiers).toEqual([{ index: 2, priceMicroAlgos: 7_000_000n, quantity: 150 }])
    succeeded(await owner.chain.updateEventDetails(event, edit))

    // [update_details (part 1), set_settings (part 2), update_tier (part 3), 0-ALGO payments for the rest]
    const edited = await detailsGroup(eventId)
    const editNotes = buildEventDetailsNotes(eventId, edit.metadata)
    if (!editNotes.ok) throw new Error(editNotes.error)
    expect(edited.map((txn) => methodOf(txn.appArgs))).toEqual([
      'update_details',
      'set_settings',
      'update_tier',
      ...editNotes.value.notes.slice(3).map(() => 'payment'),
    ])
    expect(edited.map((txn) => txn.note)).toEqual(editNotes.value.notes)

    const second = await heldEvent(await stranger(eventId), eventId)
    expect(texts(second.metadata)).toEqual(texts(edit.metadata))
    expect(second.metadata.description).toBe(editDraft.description)
    expect(second.metadata.ticketTiers?.map((tier) => [tier.description, tier.benefits])).toEqual(
      newTiers.map((tier) => [tier.description.trim(), tier.benefits]),
    )
    expect(second.metadata.venue?.address).toBe('Avenida da Liberdade 245, 7.º Esq., Edifício Tejo, 1250-143')
    expect(second.tiers[2].priceMicroAlgos).toBe(7_000_000n)
    // The browser that read the first texts replaces them with the edit's; the owner's keeps the edit's.
    expect(texts((await heldEvent(firstReader, eventId)).metadata)).toEqual(texts(edit.metadata))
    const ownersAfter = createMetadataStore(() => owner.storage).loadEventMetadata(eventId)!
    expect(ownersAfter).toEqual({
      ...editNotes.value.sent,
      detailsRound: ownersAfter.detailsRound,
      detailsSource: 'chain',
    })
    expect(ownersAfter.detailsRound).toBeGreaterThan(detailsRound!)
  })
})
