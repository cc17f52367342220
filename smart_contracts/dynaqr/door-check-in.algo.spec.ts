import type { Account } from '@algorandfoundation/algorand-typescript'
import { Bytes } from '@algorandfoundation/algorand-typescript'
import { TestExecutionContext } from '@algorandfoundation/algorand-typescript-testing'
import { generateKeyPairSync, sign, type KeyObject } from 'node:crypto'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import {
  DOOR_CODE_FUTURE_WINDOWS,
  DOOR_CODE_PAST_WINDOWS,
  DOOR_CODE_WINDOW_SECONDS,
  STATUS_ATTENDED,
  STATUS_CONFIRMED,
} from './records.algo'
import { doorCodeMessage } from '../../frontend/src/domain/door-code'
import { mintedArc69Note } from '../../frontend/src/domain/arc69'
import { ARC69_NOTE, DOOR_CHECK_IN_CLOSING, Harness, SELF_CONFIRMED_CLOSING, T0 } from './test-fixtures.algo.test'

/** An ed25519 key as a door screen holds it: the raw public key, and a signer of raw messages. */
function doorKey() {
  const { publicKey, privateKey } = generateKeyPairSync('ed25519')
  const raw = publicKey.export({ format: 'der', type: 'spki' }).subarray(-32)
  return { publicKey: new Uint8Array(raw), privateKey }
}

/** The app's own door code message (what a door screen signs), signed with the door key. */
function doorCode(privateKey: KeyObject, appId: number | bigint, eventId: string, window: number) {
  const message = doorCodeMessage(BigInt(appId), eventId, BigInt(window))
  return { window, signature: new Uint8Array(sign(null, message, privateKey)) }
}

const WINDOW = Math.floor(T0 / DOOR_CODE_WINDOW_SECONDS)

const ctx = new TestExecutionContext()

describe('door check-in', () => {
  let h: Harness
  let owner: Account
  let attendee: Account
  let key: ReturnType<typeof doorKey>
  const codeFor = (window: number, eventId = 'EVT-1', privateKey = key.privateKey, appId = h.app.id) =>
    doorCode(privateKey, appId, eventId, window)

  beforeEach(() => {
    h = new Harness(ctx)
    owner = h.account()
    h.createEvent(owner)
    attendee = h.account()
    h.register(attendee)
    key = doorKey()
    h.setCheckInKey(owner, key.publicKey)
  })

  afterEach(() => ctx.reset())

  describe('set_check_in_key', () => {
    it('stores the key in the event record; new events start without one', () => {
      expect(h.event().checkInKey.bytes).toEqual(Bytes(key.publicKey))
      h.createEvent(owner, { id: 'EVT-2' })
      expect(h.event('EVT-2').checkInKey.bytes).toEqual(Bytes(new Uint8Array(32)))
    })

    it('is for the event owner only', () => {
      expect(() => h.setCheckInKey(attendee, doorKey().publicKey)).toThrow('Only the event owner can do this')
    })

    it('refuses an all-zero key, which would mean no door check-in', () => {
      expect(() => h.setCheckInKey(owner, new Uint8Array(32))).toThrow('Invalid check-in key')
    })

    it('refuses a deactivated event', () => {
      h.deactivate(owner)
      expect(() => h.setCheckInKey(owner, doorKey().publicKey)).toThrow('Event is not active')
    })
  })

  describe('confirm_attendance with a door code', () => {
    it('accepts a code of the current window and records it', () => {
      h.confirm(attendee, 'EVT-1', codeFor(WINDOW))
      const registration = h.registration('EVT-1', attendee)
      expect(registration.status).toEqual(STATUS_ATTENDED)
      expect(registration.doorCodeWindow).toEqual(WINDOW)
      expect(h.event().attendedCount).toEqual(1)
    })

    it('accepts a code as old and as early as the tolerance allows', () => {
      h.confirm(attendee, 'EVT-1', codeFor(WINDOW - DOOR_CODE_PAST_WINDOWS))
      const early = h.account()
      h.register(early)
      h.confirm(early, 'EVT-1', codeFor(WINDOW + DOOR_CODE_FUTURE_WINDOWS))
      expect(h.event().attendedCount).toEqual(2)
    })

    it('refuses a code one window older, or one window earlier, than the tolerance', () => {
      expect(() => h.confirm(attendee, 'EVT-1', codeFor(WINDOW - DOOR_CODE_PAST_WINDOWS - 1))).toThrow(
        'Door code expired: scan the code at the door again',
      )
      expect(() => h.confirm(attendee, 'EVT-1', codeFor(WINDOW + DOOR_CODE_FUTURE_WINDOWS + 1))).toThrow(
        'Door code is not valid yet',
      )
      expect(h.registration('EVT-1', attendee).status).toEqual(STATUS_CONFIRMED)
    })

    it('measures the window against block time: a fresh code goes stale as blocks move on', () => {
      const code = codeFor(WINDOW)
      h.at(T0 + (DOOR_CODE_PAST_WINDOWS + 1) * DOOR_CODE_WINDOW_SECONDS)
      expect(() => h.confirm(attendee, 'EVT-1', code)).toThrow('Door code expired')
    })

    it('refuses a code for another event', () => {
      h.createEvent(owner, { id: 'EVT-2' })
      h.setCheckInKey(owner, key.publicKey, 'EVT-2')
      expect(() => h.confirm(attendee, 'EVT-1', codeFor(WINDOW, 'EVT-2'))).toThrow(
        'Door code is not valid for this event',
      )
    })

    it('refuses a code signed by another key', () => {
      expect(() => h.confirm(attendee, 'EVT-1', codeFor(WINDOW, 'EVT-1', doorKey().privateKey))).toThrow(
        'Door code is not valid for this event',
      )
    })

    it('refuses a code made for another deployment of the app', () => {
      expect(() => h.confirm(attendee, 'EVT-1', codeFor(WINDOW, 'EVT-1', key.privateKey, 999_999))).toThrow(
        'Door code is not valid for this event',
      )
    })

    it('refuses a forged signature on the right window', () => {
      const code = codeFor(WINDOW)
      code.signature[10] ^= 0xff
      expect(() => h.confirm(attendee, 'EVT-1', code)).toThrow('Door code is not valid for this event')
    })

    it('refuses self-confirmation (no door code) once the event has a key', () => {
      expect(() => h.confirm(attendee)).toThrow('Door code required: scan the code at the door')
    })

    it('refuses a replayed code after the attendance is confirmed', () => {
      const code = codeFor(WINDOW)
      h.confirm(attendee, 'EVT-1', code)
      expect(() => h.confirm(attendee, 'EVT-1', code)).toThrow('Attendance already confirmed')
      expect(h.event().attendedCount).toEqual(1)
    })

    it('admits every registered attendee who scans the same fresh code, and nobody unregistered', () => {
      const code = codeFor(WINDOW)
      const friend = h.account()
      h.register(friend)
      h.confirm(attendee, 'EVT-1', code)
      h.confirm(friend, 'EVT-1', code)
      expect(() => h.confirm(h.account(), 'EVT-1', code)).toThrow('Not registered')
      expect(h.event().attendedCount).toEqual(2)
    })

    it('after a rotation, takes codes of the new key and refuses the old one', () => {
      const rotated = doorKey()
      h.setCheckInKey(owner, rotated.publicKey)
      expect(() => h.confirm(attendee, 'EVT-1', codeFor(WINDOW))).toThrow('Door code is not valid for this event')
      h.confirm(attendee, 'EVT-1', codeFor(WINDOW, 'EVT-1', rotated.privateKey))
      expect(h.registration('EVT-1', attendee).status).toEqual(STATUS_ATTENDED)
    })
  })

  describe('the token says how attendance was established', () => {
    const mintedNote = () => {
      const note = h.lastItxns.getAssetConfigInnerTxn().note as unknown as { asUint8Array?: () => Uint8Array }
      return new TextDecoder().decode(note.asUint8Array ? note.asUint8Array() : (note as unknown as Uint8Array))
    }

    it('after a door check-in, the app closes the note with "door check-in"', () => {
      h.confirm(attendee, 'EVT-1', codeFor(WINDOW))
      h.mint(attendee, 'EVT-1', { note: ARC69_NOTE })
      expect(mintedNote()).toBe(ARC69_NOTE + DOOR_CHECK_IN_CLOSING)
      expect(mintedNote()).toBe(mintedArc69Note(ARC69_NOTE, 'door check-in'))
      expect(JSON.parse(mintedNote()).properties.Attendance).toBe('door check-in')
    })

    it('on an event without a key, confirms without a code and closes the note with "self-confirmed"', () => {
      h.createEvent(owner, { id: 'OPEN' })
      h.register(attendee, 'OPEN')
      h.confirm(attendee, 'OPEN')
      expect(h.registration('OPEN', attendee).doorCodeWindow).toEqual(0)
      h.mint(attendee, 'OPEN', { note: '{"standard":"arc69","properties":{"Attendance":"door check-in"' })
      expect(mintedNote().endsWith(SELF_CONFIRMED_CLOSING)).toBe(true)
      expect(mintedNote()).toBe(
        mintedArc69Note('{"standard":"arc69","properties":{"Attendance":"door check-in"', 'self-confirmed'),
      )
      expect(JSON.parse(mintedNote()).properties.Attendance).toBe('self-confirmed')
    })
  })
})
