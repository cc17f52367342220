import { describe, expect, it } from 'vitest'
import { buildDoorKeyNote, doorKeyContext, DOOR_KEY_NOTE_PREFIX, parseDoorKeyNote } from './door-key-note'
import { buildRegistrationNote } from '../details/registration-note'

const encoder = new TextEncoder()
const SEALED = Uint8Array.from({ length: 105 }, (_, index) => index)

describe('door key note', () => {
  it('says only the event, the door and the sealed key, ARC-2 prefixed, and reads back', () => {
    const note = buildDoorKeyNote({ eventId: 'ALGO-SUMMIT-1', door: 'DOORADDRESS', sealed: SEALED })
    expect(note.startsWith(DOOR_KEY_NOTE_PREFIX)).toBe(true)
    expect(Object.keys(JSON.parse(note.slice('dynaqr:j'.length)))).toEqual(['type', 'eventId', 'door', 'sealed'])
    expect(parseDoorKeyNote(encoder.encode(note))).toEqual({
      eventId: 'ALGO-SUMMIT-1',
      door: 'DOORADDRESS',
      sealed: SEALED,
    })
    expect(encoder.encode(note).length).toBeLessThan(1_024)
  })

  it('reads nothing from another kind of note, a note without its prefix or fields, or bytes that are no text', () => {
    const registration = buildRegistrationNote({ eventId: 'E', attendee: 'A', tier: 0, amount: '0' }, SEALED)
    expect(parseDoorKeyNote(encoder.encode(registration))).toBeNull()
    expect(
      parseDoorKeyNote(encoder.encode('{"type":"door_guest_list","eventId":"E","door":"D","sealed":"AA"}')),
    ).toBeNull()
    expect(parseDoorKeyNote(encoder.encode('dynaqr:j{"type":"door_guest_list","eventId":"E","door":"D"}'))).toBeNull()
    expect(
      parseDoorKeyNote(encoder.encode('dynaqr:j{"type":"door_guest_list","eventId":"E","door":"D","sealed":"*"}')),
    ).toBeNull()
    expect(parseDoorKeyNote(encoder.encode('dynaqr:jnot json'))).toBeNull()
    expect(parseDoorKeyNote(Uint8Array.from([0xff, 0xfe]))).toBeNull()
  })

  it('binds the sealed key to the app, the network, the event and the door', () => {
    const genesis = new Uint8Array(32).fill(1)
    const base = doorKeyContext(7n, genesis, 'E', 'D')
    expect(new TextDecoder().decode(base)).toContain('DynaQR door guest list')
    for (const other of [
      doorKeyContext(8n, genesis, 'E', 'D'),
      doorKeyContext(7n, new Uint8Array(32).fill(2), 'E', 'D'),
      doorKeyContext(7n, genesis, 'F', 'D'),
      doorKeyContext(7n, genesis, 'E', 'OTHER'),
    ]) {
      expect(other).not.toEqual(base)
    }
  })
})
