import { describe, expect, it } from 'vitest'
import { addressFromPublicKey } from '../text/algorand-address'
import { toBase64Url } from '../text/base64url'
import { CHECK_IN_MESSAGES } from './check-in-messages'
import { encodeTicket, parseTicket, type Ticket } from './ticket'

const ATTENDEE = addressFromPublicKey(new Uint8Array(32).fill(8))
const SECRET = Uint8Array.from({ length: 32 }, (_, index) => (index * 37) & 0xff)
const ticket: Ticket = { appId: 1234n, eventId: 'ALGO-SUMMIT-1', attendee: ATTENDEE, secret: SECRET }
const expected = { appId: 1234n, eventId: 'ALGO-SUMMIT-1' }

describe('encodeTicket', () => {
  it('writes the scheme, the app, the event, the attendee and the secret as base64url, dot-separated', () => {
    expect(encodeTicket(ticket)).toBe(`DQT1.1234.ALGO-SUMMIT-1.${ATTENDEE}.${toBase64Url(SECRET)}`)
  })
})

describe('parseTicket', () => {
  it('reads back what encodeTicket wrote', () => {
    expect(parseTicket(encodeTicket(ticket), expected)).toEqual({ ok: true, value: ticket })
  })

  it('ignores the whitespace a scanner may add around the text', () => {
    expect(parseTicket(`  ${encodeTicket(ticket)}\n`, expected)).toEqual({ ok: true, value: ticket })
  })

  it('refuses a ticket of another deployment of the app', () => {
    const other = encodeTicket({ ...ticket, appId: 99n })
    expect(parseTicket(other, expected)).toEqual({ ok: false, error: CHECK_IN_MESSAGES.otherDeployment })
  })

  it('refuses a ticket of another event', () => {
    const other = encodeTicket({ ...ticket, eventId: 'OTHER-EVENT' })
    expect(parseTicket(other, expected)).toEqual({ ok: false, error: CHECK_IN_MESSAGES.otherEvent })
  })

  const valid = encodeTicket(ticket).split('.')
  const withPart = (index: number, value: string) => valid.map((part, at) => (at === index ? value : part)).join('.')

  it.each([
    ['an empty text', ''],
    ['a URL', 'https://example.com/resolve?event=ALGO-SUMMIT-1'],
    ['another scheme', withPart(0, 'DQT2')],
    ['a lower-case scheme', withPart(0, 'dqt1')],
    ['a missing part', valid.slice(0, 4).join('.')],
    ['an extra part', [...valid, 'x'].join('.')],
    ['an app id that is not a number', withPart(1, 'app')],
    ['a negative app id', withPart(1, '-1234')],
    ['an invalid event id', withPart(2, 'ALGO SUMMIT')],
    ['an empty event id', withPart(2, '')],
    ['an address with a bad checksum', withPart(3, ATTENDEE.slice(0, -1) + (ATTENDEE.endsWith('A') ? 'B' : 'A'))],
    ['a secret too short', withPart(4, toBase64Url(SECRET.slice(0, 31)))],
    ['a secret too long', withPart(4, toBase64Url(new Uint8Array(33)))],
    ['a secret that is not base64url', withPart(4, '!!!not base64!!!')],
  ])('refuses %s as not a ticket', (_label, text) => {
    expect(parseTicket(text, expected)).toEqual({ ok: false, error: CHECK_IN_MESSAGES.notATicket })
  })
})
