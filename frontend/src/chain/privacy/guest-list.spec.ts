import { describe, expect, it } from 'vitest'
import { toBase64Url } from '../../domain/text/base64url'
import {
  encodeContact,
  parseRegistrationNote,
  buildRegistrationNote,
  SEALED_BOX_OVERHEAD,
  sealedDetailsOverflow,
  type GuestContact,
} from '../../domain/details/registration-note'
import { MAX_NOTE_BYTES } from '../../domain/contract/limits'
import { guestListKeyPair, isEventKey, openGuestDetails, sealGuestContact } from './guest-list'

const OWNER_SIGNATURE = Uint8Array.from({ length: 64 }, (_, index) => index * 3)
/** The same wallet's signature for another event's guest list. */
const OTHER_EVENT_SIGNATURE = Uint8Array.from({ length: 64 }, (_, index) => index * 5)
const OTHER_SIGNATURE = Uint8Array.from({ length: 64 }, (_, index) => 200 - index)
const scope = { appId: 7n, genesisHash: new Uint8Array(32).fill(9), eventId: 'EV-1' }
const contact: GuestContact = { name: 'Ada Lovelace', email: 'ada@example.com', phone: '+44 20' }

/** The note an attendee's browser writes, as the owner's list reads it back from the chain. */
async function registeredNote(attendee: string, sealKey: string, sealedFor = attendee) {
  const sealed = await sealGuestContact(contact, sealKey, scope, sealedFor)
  const note = buildRegistrationNote({ eventId: 'EV-1', attendee, tier: 0, amount: '0' }, sealed)
  return parseRegistrationNote(new TextEncoder().encode(note))
}

describe('the guest list', () => {
  it("opens what attendees sealed to the event's key, with the key the owner's wallet makes again", async () => {
    const sealKey = toBase64Url((await guestListKeyPair(OWNER_SIGNATURE)).publicKey)
    const note = await registeredNote('ATTENDEE', sealKey)
    const again = await guestListKeyPair(OWNER_SIGNATURE)
    expect(await openGuestDetails(again, scope, 'ATTENDEE', note)).toEqual({ kind: 'sealed', contact })
  })

  it("is unreadable with another wallet's key, or another event's", async () => {
    const sealKey = toBase64Url((await guestListKeyPair(OWNER_SIGNATURE)).publicKey)
    const note = await registeredNote('ATTENDEE', sealKey)
    const otherWallet = await guestListKeyPair(OTHER_SIGNATURE)
    const otherEvent = await guestListKeyPair(OTHER_EVENT_SIGNATURE)
    expect(await openGuestDetails(otherWallet, scope, 'ATTENDEE', note)).toEqual({ kind: 'unreadable' })
    expect(await openGuestDetails(otherEvent, scope, 'ATTENDEE', note)).toEqual({ kind: 'unreadable' })
  })

  it("is unreadable when a box sealed for one attendee is copied into another's registration", async () => {
    const keyPair = await guestListKeyPair(OWNER_SIGNATURE)
    const copied = await registeredNote('SOMEONEELSE', toBase64Url(keyPair.publicKey), 'ATTENDEE')
    expect(await openGuestDetails(keyPair, scope, 'SOMEONEELSE', copied)).toEqual({ kind: 'unreadable' })
    expect(await openGuestDetails(keyPair, { ...scope, appId: 8n }, 'ATTENDEE', copied)).toEqual({
      kind: 'unreadable',
    })
  })

  it('passes public, empty and missing notes through as such', async () => {
    const keyPair = await guestListKeyPair(OWNER_SIGNATURE)
    const publicNote = { kind: 'public' as const, eventId: 'EV-1', attendee: 'A', contact }
    expect(await openGuestDetails(keyPair, scope, 'A', publicNote)).toEqual({ kind: 'public', contact })
    expect(await openGuestDetails(keyPair, scope, 'A', { kind: 'none', eventId: 'EV-1', attendee: 'A' })).toEqual({
      kind: 'none',
    })
    expect(await openGuestDetails(keyPair, scope, 'A', null)).toEqual({ kind: 'missing' })
  })

  it('says a sealed note was sealed to another key version where no key pair of its version is held', async () => {
    const sealKey = toBase64Url((await guestListKeyPair(OWNER_SIGNATURE)).publicKey)
    const note = await registeredNote('ATTENDEE', sealKey)
    expect(await openGuestDetails(null, scope, 'ATTENDEE', note)).toEqual({ kind: 'otherKey' })
  })

  it('is unreadable when the box opens but does not hold details', async () => {
    const keyPair = await guestListKeyPair(OWNER_SIGNATURE)
    const { seal } = await import('./sealed-box')
    const { sealContext } = await import('../../domain/details/registration-note')
    const sealed = await seal(
      new TextEncoder().encode('not details'),
      keyPair.publicKey,
      sealContext(scope.appId, scope.genesisHash, 'EV-1', 'A'),
    )
    const note = { kind: 'sealed' as const, eventId: 'EV-1', attendee: 'A', sealed }
    expect(await openGuestDetails(keyPair, scope, 'A', note)).toEqual({ kind: 'unreadable' })
  })

  it("seals the answers to the organiser's questions with the contact, and the owner opens them", async () => {
    const keyPair = await guestListKeyPair(OWNER_SIGNATURE)
    const sealKey = toBase64Url(keyPair.publicKey)
    const answered: GuestContact = { ...contact, answers: { q1: 'Acme', q2: 'Vegan' } }
    const sealed = await sealGuestContact(answered, sealKey, scope, 'ATTENDEE')
    const text = buildRegistrationNote({ eventId: 'EV-1', attendee: 'ATTENDEE', tier: 0, amount: '0' }, sealed)
    // The note holds no answer in plain text: only the sealed box.
    expect(text).not.toContain('Acme')
    expect(text).not.toContain('Vegan')
    const note = parseRegistrationNote(new TextEncoder().encode(text))
    expect(await openGuestDetails(keyPair, scope, 'ATTENDEE', note)).toEqual({ kind: 'sealed', contact: answered })
  })

  it('adds exactly SEALED_BOX_OVERHEAD bytes, so the form can tell before sealing whether the note fits', async () => {
    const sealKey = toBase64Url((await guestListKeyPair(OWNER_SIGNATURE)).publicKey)
    const answered: GuestContact = { ...contact, answers: { q1: 'x'.repeat(300) } }
    const sealed = await sealGuestContact(answered, sealKey, scope, 'ATTENDEE')
    expect(sealed.length).toBe(encodeContact(answered).length + SEALED_BOX_OVERHEAD)
    // Details that the overflow says fit make a note within the limit; one byte more does not fit.
    const attendee = 'A'.repeat(58)
    const fields = { eventId: 'EV-1', attendee, tier: 0, amount: '0' }
    const fitting: GuestContact = { ...contact, answers: { q1: 'x'.repeat(700) } }
    const over = sealedDetailsOverflow(fields, fitting)
    expect(over).toBeGreaterThan(0)
    const shortened: GuestContact = { ...contact, answers: { q1: 'x'.repeat(700 - over) } }
    expect(sealedDetailsOverflow(fields, shortened)).toBe(0)
    const note = buildRegistrationNote(fields, await sealGuestContact(shortened, sealKey, scope, attendee))
    expect(new TextEncoder().encode(note).length).toBeLessThanOrEqual(MAX_NOTE_BYTES)
    const longer: GuestContact = { ...contact, answers: { q1: 'x'.repeat(701 - over) } }
    expect(sealedDetailsOverflow(fields, longer)).toBe(1)
  })

  it('tells whether a key pair is the one the event published', async () => {
    const keyPair = await guestListKeyPair(OWNER_SIGNATURE)
    const otherWallet = await guestListKeyPair(OTHER_SIGNATURE)
    const published = toBase64Url(keyPair.publicKey)
    expect(isEventKey(keyPair, published)).toBe(true)
    expect(isEventKey(otherWallet, published)).toBe(false)
    expect(isEventKey(keyPair, null)).toBe(false)
  })

  it('refuses to seal to an event without a valid key', async () => {
    await expect(async () => sealGuestContact(contact, '***', scope, 'A')).rejects.toThrow('no valid guest list key')
    await expect(async () => sealGuestContact(contact, 'AAAA', scope, 'A')).rejects.toThrow('32 bytes')
  })
})
