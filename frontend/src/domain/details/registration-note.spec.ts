import { describe, expect, it } from 'vitest'
import { toBase64Url } from '../text/base64url'
import {
  ARC2_PREFIX,
  buildRegistrationNote,
  decodeContact,
  encodeContact,
  parseRegistrationNote,
  sealableContact,
  sealContext,
  type GuestContact,
} from './registration-note'

const encoder = new TextEncoder()
const bytes = (text: string) => encoder.encode(text)
const fields = { eventId: 'ALGO-SUMMIT-1', attendee: 'ATTENDEE', tier: 1, amount: '2500000' }
const SEALED = Uint8Array.from({ length: 90 }, (_, index) => (index * 31) & 0xff)
const contact: GuestContact = { name: 'Ada Lovelace', email: 'ada@example.com', phone: '+44 20 7946 0000' }

describe('buildRegistrationNote', () => {
  it('is ARC-2 (dynaqr:j, then JSON) with only what the chain shows anyway, and the sealed details', () => {
    const note = buildRegistrationNote(fields, SEALED)
    expect(note.startsWith(ARC2_PREFIX)).toBe(true)
    expect(ARC2_PREFIX).toBe('dynaqr:j')
    expect(JSON.parse(note.slice(ARC2_PREFIX.length))).toEqual({
      type: 'event_registration',
      ...fields,
      sealed: toBase64Url(SEALED),
    })
  })

  it('sends no details at all without a guest-list key', () => {
    const note = buildRegistrationNote(fields, null)
    expect(JSON.parse(note.slice(ARC2_PREFIX.length))).toEqual({ type: 'event_registration', ...fields })
    expect(note).not.toContain('sealed')
  })

  it('never carries the plain details', () => {
    const note = buildRegistrationNote(fields, SEALED)
    expect(note).not.toContain('metadata')
    expect(note).not.toContain('Ada')
  })
})

describe('parseRegistrationNote', () => {
  it('reads back the sealed box of a note it built', () => {
    expect(parseRegistrationNote(bytes(buildRegistrationNote(fields, SEALED)))).toEqual({
      kind: 'sealed',
      eventId: 'ALGO-SUMMIT-1',
      attendee: 'ATTENDEE',
      sealed: SEALED,
    })
  })

  it('reads a note without sealed details as none', () => {
    expect(parseRegistrationNote(bytes(buildRegistrationNote(fields, null)))).toEqual({
      kind: 'none',
      eventId: 'ALGO-SUMMIT-1',
      attendee: 'ATTENDEE',
    })
  })

  it('reads a note written before sealing (plain JSON, no prefix) as public details', () => {
    const legacy = JSON.stringify({
      type: 'event_registration',
      eventId: 'ALGO-SUMMIT-1',
      attendee: 'ATTENDEE',
      metadata: {
        attendeeName: 'Grace Hopper',
        attendeeEmail: 'grace@example.com',
        attendeePhone: '555',
        ticketTierLabel: 'General Admission',
        paymentAmountMicroAlgos: 0,
      },
    })
    expect(parseRegistrationNote(bytes(legacy))).toEqual({
      kind: 'public',
      eventId: 'ALGO-SUMMIT-1',
      attendee: 'ATTENDEE',
      contact: { name: 'Grace Hopper', email: 'grace@example.com', phone: '555' },
    })
  })

  it('keeps only text from public details: anything else reads as empty', () => {
    const legacy = JSON.stringify({
      type: 'event_registration',
      eventId: 'EV',
      attendee: 'A',
      metadata: { attendeeName: 'Grace', attendeeEmail: 42, attendeePhone: { call: 'me' } },
    })
    expect(parseRegistrationNote(bytes(legacy))).toMatchObject({
      kind: 'public',
      contact: { name: 'Grace', email: '', phone: '' },
    })
  })

  it('reads a legacy note whose details are not an object as none', () => {
    const note = JSON.stringify({ type: 'event_registration', eventId: 'EV', attendee: 'A', metadata: 'Grace' })
    expect(parseRegistrationNote(bytes(note))).toEqual({ kind: 'none', eventId: 'EV', attendee: 'A' })
  })

  it.each<[string, Uint8Array]>([
    ['an empty note', new Uint8Array()],
    ['text that is not JSON', bytes('hello')],
    ['a prefix without JSON', bytes(ARC2_PREFIX)],
    ['JSON that is not an object', bytes(`${ARC2_PREFIX}"event_registration"`)],
    ['JSON null', bytes(`${ARC2_PREFIX}null`)],
    ['another note type', bytes(`${ARC2_PREFIX}${JSON.stringify({ type: 'event_metadata', eventId: 'EV' })}`)],
    ['a note without a type', bytes(JSON.stringify({ eventId: 'EV', attendee: 'A', sealed: 'AAAA' }))],
    [
      'a sealed box that is not base64url',
      bytes(`${ARC2_PREFIX}${JSON.stringify({ type: 'event_registration', sealed: '!!' })}`),
    ],
    ['bytes that are not UTF-8', Uint8Array.from([0xff, 0xfe, 0x7b, 0x7d])],
  ])('is null for %s', (_label, note) => {
    expect(parseRegistrationNote(note)).toBeNull()
  })

  it('reads missing ids as empty, so that they never match an event or an attendee', () => {
    const note = `${ARC2_PREFIX}${JSON.stringify({ type: 'event_registration', eventId: 7 })}`
    expect(parseRegistrationNote(bytes(note))).toEqual({ kind: 'none', eventId: '', attendee: '' })
  })
})

describe('sealContext', () => {
  const genesis = new Uint8Array(32).fill(9)
  const base = sealContext(1234n, genesis, 'ALGO-SUMMIT-1', 'ATTENDEE')

  it('names the app, the network, the event and the attendee', () => {
    const text = new TextDecoder().decode(base)
    expect(text.startsWith('DynaQR guest list ')).toBe(true)
    expect(JSON.parse(text.slice('DynaQR guest list '.length))).toEqual({
      app: '1234',
      network: toBase64Url(genesis),
      eventId: 'ALGO-SUMMIT-1',
      attendee: 'ATTENDEE',
    })
  })

  it('is the same for the same registration and differs for any other', () => {
    expect(sealContext(1234n, new Uint8Array(32).fill(9), 'ALGO-SUMMIT-1', 'ATTENDEE')).toEqual(base)
    for (const other of [
      sealContext(1235n, genesis, 'ALGO-SUMMIT-1', 'ATTENDEE'),
      sealContext(1234n, new Uint8Array(32).fill(8), 'ALGO-SUMMIT-1', 'ATTENDEE'),
      sealContext(1234n, genesis, 'ALGO-SUMMIT-2', 'ATTENDEE'),
      sealContext(1234n, genesis, 'ALGO-SUMMIT-1', 'SOMEONEELSE'),
    ]) {
      expect(other).not.toEqual(base)
    }
  })
})

describe('encodeContact and decodeContact', () => {
  it('round-trip the details, UTF-8 included', () => {
    expect(decodeContact(encodeContact(contact))).toEqual(contact)
    const accented = { name: 'Zoë Ñúñez 🎉', email: '', phone: '' }
    expect(decodeContact(encodeContact(accented))).toEqual(accented)
  })

  it('reads missing email and phone as empty', () => {
    expect(decodeContact(bytes(JSON.stringify({ name: 'Ada' })))).toEqual({ name: 'Ada', email: '', phone: '' })
  })

  it.each<[string, Uint8Array]>([
    ['text that is not JSON', bytes('Ada Lovelace')],
    ['JSON without a name', bytes(JSON.stringify({ email: 'ada@example.com' }))],
    ['a name that is not text', bytes(JSON.stringify({ name: 42 }))],
    ['JSON null', bytes('null')],
    ['bytes that are not UTF-8', Uint8Array.from([0xc3, 0x28])],
  ])('is null for %s', (_label, plaintext) => {
    expect(decodeContact(plaintext)).toBeNull()
  })
})

describe('answers in the sealed details', () => {
  it('round-trips answers with the contact, and leaves them out when there are none', () => {
    const answered: GuestContact = { ...contact, answers: { q1: 'Acme', q3: 'Vegan' } }
    expect(decodeContact(encodeContact(answered))).toEqual(answered)
    expect(JSON.parse(new TextDecoder().decode(encodeContact(sealableContact('Ada', 'a@b.c', '', {}))))).toEqual({
      name: 'Ada',
      email: 'a@b.c',
      phone: '',
    })
  })

  it('drops answers that are not strings under question ids', () => {
    const opened = encoder.encode(JSON.stringify({ ...contact, answers: { q1: 'Acme', q2: 7, evil: 'x' } }))
    expect(decodeContact(opened)).toEqual({ ...contact, answers: { q1: 'Acme' } })
  })

  it('clips each contact detail to 128 bytes, as it always was', () => {
    expect(sealableContact('é'.repeat(100), 'e', 'p').name).toBe('é'.repeat(64))
  })
})
