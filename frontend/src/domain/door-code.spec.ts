import { describe, expect, it } from 'vitest'
import { fromBase64Url, toBase64Url } from './base64url'
import {
  doorCodeFromSearch,
  doorCodeLink,
  doorCodeMessage,
  doorCodeValue,
  doorWindowAt,
  doorWindowState,
  parseDoorCode,
  type DoorCode,
} from './door-code'
import { DOOR_MESSAGES } from './messages'

const signature = Uint8Array.from({ length: 64 }, (_, index) => (index * 37) % 256)
const code: DoorCode = { eventId: 'SUMMIT 2026/día', window: 58_000_123n, signature }

describe('doorCodeMessage', () => {
  it("is 'DQDOOR', the app id and the window as big-endian uint64, then the event id in UTF-8", () => {
    const message = doorCodeMessage(1234n, 'EV-é', 2n ** 40n + 5n)
    expect(new TextDecoder().decode(message.subarray(0, 6))).toBe('DQDOOR')
    expect(new DataView(message.buffer).getBigUint64(6)).toBe(1234n)
    expect(new DataView(message.buffer).getBigUint64(14)).toBe(2n ** 40n + 5n)
    expect(new TextDecoder().decode(message.subarray(22))).toBe('EV-é')
    expect(message.length).toBe(22 + 5)
  })
})

describe('door windows', () => {
  it('are 30 s of unix time', () => {
    expect(doorWindowAt(0)).toBe(0n)
    expect(doorWindowAt(29.9)).toBe(0n)
    expect(doorWindowAt(30)).toBe(1n)
    expect(doorWindowAt(1_740_000_015)).toBe(58_000_000n)
  })

  it('are fresh from two windows before the chain to one after, as the contract takes them', () => {
    const chainSeconds = 58_000_000 * 30 + 12
    expect(doorWindowState(57_999_997n, chainSeconds)).toBe('expired')
    expect(doorWindowState(57_999_998n, chainSeconds)).toBe('fresh')
    expect(doorWindowState(57_999_999n, chainSeconds)).toBe('fresh')
    expect(doorWindowState(58_000_000n, chainSeconds)).toBe('fresh')
    expect(doorWindowState(58_000_001n, chainSeconds)).toBe('fresh')
    expect(doorWindowState(58_000_002n, chainSeconds)).toBe('early')
  })
})

describe('door code text', () => {
  it('round-trips through the door link the QR encodes, whatever the event id', () => {
    const link = doorCodeLink('https://dynaqr.example/', code)
    expect(link).toBe(
      `https://dynaqr.example/events/${encodeURIComponent(code.eventId)}/register?door=${doorCodeValue(code)}`,
    )
    expect(parseDoorCode(link, code.eventId)).toEqual({ ok: true, value: code })
  })

  it('takes the compact form, typed or pasted with spaces around it, as this event’s code', () => {
    expect(parseDoorCode(`  ${doorCodeValue(code)}\n`, code.eventId)).toEqual({ ok: true, value: code })
  })

  it('is read from the page URL the phone opened', () => {
    const search = new URL(doorCodeLink('https://dynaqr.example', code)).search
    expect(doorCodeFromSearch(search)).toBe(doorCodeValue(code))
    expect(doorCodeFromSearch('?event=x')).toBeNull()
  })

  it('refuses a link of another event before anything is signed', () => {
    const link = doorCodeLink('https://dynaqr.example', { ...code, eventId: 'OTHER' })
    expect(parseDoorCode(link, code.eventId)).toEqual({ ok: false, error: DOOR_MESSAGES.otherEvent })
  })

  it.each([
    ['an empty text', '   ', DOOR_MESSAGES.codeRequired],
    ['an event QR code (the resolver link)', 'https://dynaqr.example/resolve?event=X', DOOR_MESSAGES.notADoorCode],
    ['a registration link without a code', 'https://dynaqr.example/events/X/register', DOOR_MESSAGES.notADoorCode],
    ['a short signature', `12.${toBase64Url(new Uint8Array(63))}`, DOOR_MESSAGES.notADoorCode],
    ['a long signature', `12.${toBase64Url(new Uint8Array(65))}`, DOOR_MESSAGES.notADoorCode],
    ['a window that is not a number', `x.${toBase64Url(signature)}`, DOOR_MESSAGES.notADoorCode],
    ['plain words', 'hello door', DOOR_MESSAGES.notADoorCode],
  ])('refuses %s', (_label, text, error) => {
    expect(parseDoorCode(text, 'X')).toEqual({ ok: false, error })
  })
})

describe('base64url', () => {
  it('round-trips every length without padding or URL-unsafe characters', () => {
    for (let length = 0; length < 70; length++) {
      const bytes = Uint8Array.from({ length }, (_, index) => (index * 151 + length) % 256)
      const text = toBase64Url(bytes)
      expect(text).toMatch(/^[A-Za-z0-9_-]*$/)
      expect(fromBase64Url(text)).toEqual(bytes)
    }
  })

  it('refuses text that is not base64', () => {
    expect(fromBase64Url('***')).toBeNull()
  })
})
