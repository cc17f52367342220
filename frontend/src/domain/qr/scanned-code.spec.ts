import { describe, expect, it } from 'vitest'
import { eventIdFromScan } from './scanned-code'

describe('eventIdFromScan', () => {
  it('takes plain text as an event id', () => {
    expect(eventIdFromScan(' DEMO-EVENT-1 ')).toEqual({ ok: true, value: 'DEMO-EVENT-1' })
  })

  it('reads the event id of a resolver link from any origin', () => {
    expect(eventIdFromScan('https://dynaqr.example/resolve?event=EV-9')).toEqual({ ok: true, value: 'EV-9' })
    expect(eventIdFromScan('http://127.0.0.1:5173/resolve?event=EV%2D1&x=1')).toEqual({ ok: true, value: 'EV-1' })
  })

  const NOT_DYNAQR = [
    'https://example.com/welcome',
    'https://dynaqr.example/resolve',
    'https://dynaqr.example/resolve?event=',
    'javascript:alert(1)',
    'mailto:a@b.c',
  ]
  it.each(NOT_DYNAQR)("answers 'Not a valid DynaQR code' for %s", (text) => {
    expect(eventIdFromScan(text)).toEqual({ ok: false, error: 'Not a valid DynaQR code' })
  })

  const UNPARSABLE = ['https://', 'http://exa mple.com/resolve?event=X', 'https://[::1/resolve?event=X']
  it.each(UNPARSABLE)("answers 'Failed to parse QR code' for %s", (text) => {
    expect(eventIdFromScan(text)).toEqual({ ok: false, error: 'Failed to parse QR code' })
  })
})
