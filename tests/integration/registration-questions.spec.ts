/**
 * The organiser's registration questions on the real node: published with the event through the
 * wizard's input and read back by a browser that never saw them; answered by an attendee, whose
 * answers are in no note of any block in plain text and reach the owner sealed (a fresh client of
 * the owner opens them with the name and email); kept by id through an edit that rewords a
 * question; and answers too long to seal in one note refused before anything is signed.
 */
import { beforeAll, describe, expect, it } from 'vitest'
import { parseRegistrationNote } from '../../frontend/src/domain/details/registration-note'
import type { RegistrationQuestion } from '../../frontend/src/domain/details/registration-questions'
import { buildCreateEventInput, createDefaultDraft, type WizardDraft } from '../../frontend/src/ui/event-form/wizard'
import { buildEventEdit, draftFromEvent, tierTermsOf } from '../../frontend/src/ui/pages/edit-event/edit-draft'
import { registerByEventId } from '../../scripts/lib/attendee-flow'
import { chainApiFor } from '../../scripts/lib/node-chain'
import { openSettings } from '../support/chain-inputs'
import {
  chainTestNet,
  createdEvent,
  heldEvent,
  lastRoundOf,
  notesOfRounds,
  registrationForm,
  succeeded,
  uniqueId,
  type Actor,
  type ChainTestNet,
} from './support'

let net: ChainTestNet
let owner: Actor
beforeAll(async () => {
  net = await chainTestNet()
  owner = await net.actor(30)
})

/** Typed in the wizard (with the organiser's stray spaces and empty lines). */
const typedQuestions: RegistrationQuestion[] = [
  { id: 'q1', kind: 'text', label: ' Company or school ', required: true, options: [] },
  { id: 'q2', kind: 'choice', label: 'Meal', required: false, options: ['Vegan', '', ' Omnivore', ''] },
]

function wizardDraft(): WizardDraft {
  const now = new Date(Date.now() + 86_400_000).toISOString()
  const day = now.slice(0, 10)
  return {
    ...createDefaultDraft('UTC'),
    title: 'Questions night',
    description: 'An evening that asks its guests two things',
    category: 'meetup',
    startDate: day,
    endDate: day,
    startTime: '18:00',
    endTime: '23:00',
    venue: { name: 'Hall', address: '1 Main St', city: 'Lisbon', state: '', country: 'Portugal' },
    ticketTiers: [{ ...createDefaultDraft().ticketTiers[0], price: 0 }],
    organizer: { name: 'Ana', organization: '', email: 'ana@example.com', phone: '' },
    paysAttendeeCosts: false,
    questions: typedQuestions,
  }
}

async function questionsEvent(): Promise<string> {
  const eventId = uniqueId('ASKS')
  const input = buildCreateEventInput(wizardDraft(), {
    eventId,
    origin: 'http://localhost',
    resolverUrl: `http://localhost/resolve?event=${eventId}`,
  })
  return createdEvent(owner, { ...input, settings: openSettings() })
}

describe('registration questions', () => {
  it('are read back by a fresh browser; the answers reach the owner sealed and are in no note in plain text', async () => {
    const eventId = await questionsEvent()
    // A visitor's browser that never saw the event: the questions come from the details notes.
    const visitor = await net.actor(1)
    const seen = await heldEvent(visitor, eventId)
    expect(seen.sealKey).not.toBeNull()
    expect(seen.metadata.questions).toEqual([
      { id: 'q1', kind: 'text', label: 'Company or school', required: true, options: [] },
      { id: 'q2', kind: 'choice', label: 'Meal', required: false, options: ['Vegan', 'Omnivore'] },
    ])

    const first = (await lastRoundOf(net)) + 1n
    const attendee = await net.actor(3)
    const answers = { q1: 'Analytical Engines Ltd', q2: 'Omnivore' }
    succeeded(await registerByEventId(attendee.chain, eventId, 0, { ...registrationForm('Ada Byron'), answers }))
    const notes = await notesOfRounds(net, first, await lastRoundOf(net))
    expect(notes.length).toBeGreaterThan(0)
    for (const secret of ['Analytical Engines', 'Omnivore', 'Ada Byron']) {
      expect(
        notes.filter((note) => note.includes(secret)),
        secret,
      ).toEqual([])
    }
    const note = notes
      .map((text) => parseRegistrationNote(new TextEncoder().encode(text)))
      .find((parsed) => parsed?.attendee === attendee.address)
    expect(note).toMatchObject({ kind: 'sealed', eventId })

    // The owner on another device: a new chain layer over empty storage, the same wallet.
    const elsewhere = chainApiFor(net.config, net.algorand, owner.account)
    const event = await heldEvent({ ...owner, chain: elsewhere }, eventId)
    const opened = succeeded(await elsewhere.readGuestList(event, await elsewhere.listRegistrations(event)))
    expect(opened.get(attendee.address)).toEqual({
      kind: 'sealed',
      contact: { name: 'Ada Byron', email: 'ada.byron@example.com', phone: '', answers },
    })
  })

  it('keep their answers through an edit that rewords a question and adds another', async () => {
    const eventId = await questionsEvent()
    const attendee = await net.actor(3)
    const form = { ...registrationForm('Grace'), answers: { q1: 'Navy', q2: 'Vegan' } }
    succeeded(await registerByEventId(attendee.chain, eventId, 0, form))

    const event = await heldEvent(owner, eventId)
    const draft = draftFromEvent(event)
    const questions = [
      { ...draft.questions[0], label: 'Employer' },
      draft.questions[1],
      { id: 'q3', kind: 'text' as const, label: 'Role', required: false, options: [] },
    ]
    succeeded(
      await owner.chain.updateEventDetails(
        event,
        buildEventEdit({ ...draft, questions }, tierTermsOf(event), event, Math.floor(Date.now() / 1000)),
      ),
    )

    const after = await heldEvent(await net.actor(0), eventId)
    expect(after.metadata.questions?.map((question) => [question.id, question.label])).toEqual([
      ['q1', 'Employer'],
      ['q2', 'Meal'],
      ['q3', 'Role'],
    ])
    const opened = succeeded(await owner.chain.readGuestList(after, await owner.chain.listRegistrations(after)))
    expect(opened.get(attendee.address)).toMatchObject({ contact: { answers: { q1: 'Navy', q2: 'Vegan' } } })
  })

  it('refuses answers too long to seal in one note before anything is signed', async () => {
    const eventId = await questionsEvent()
    const attendee = await net.actor(3)
    const balance = await attendee.chain.getBalance(attendee.address)
    const long = 'x'.repeat(128)
    const result = await registerByEventId(attendee.chain, eventId, 0, {
      ...registrationForm('é'.repeat(64), { attendeeEmail: long, attendeePhone: long }),
      answers: { q1: 'y'.repeat(400), q2: 'Vegan' },
    })
    expect(result.ok).toBe(false)
    if (!result.ok) expect(result.error).toMatch(/^Your details and answers are \d+ letters too long/)
    expect(await attendee.chain.getRegistration(await heldEvent(attendee, eventId), attendee.address)).toBeNull()
    expect(await attendee.chain.getBalance(attendee.address)).toBe(balance)
  })
})
