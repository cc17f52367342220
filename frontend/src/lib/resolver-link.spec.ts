import { describe, expect, it } from 'vitest'
import { parseResolverLink } from './resolver-link'

describe('parseResolverLink', () => {
  it('accepts resolver links and returns the event id', () => {
    expect(parseResolverLink('https://qr.example/resolve?event=EV-1')).toEqual({ ok: true, eventId: 'EV-1' })
    expect(parseResolverLink(' http://localhost:4173/resolve/?event=A_b ')).toEqual({ ok: true, eventId: 'A_b' })
  })

  it.each(['hello', 'https://qr.example/other?event=EV-1', 'https://qr.example/resolve', 'javascript:alert(1)//resolve?event=x', 'https://qr.example/resolve?event=a%20b'])(
    'rejects %s',
    (text) => {
      expect(parseResolverLink(text)).toEqual({ ok: false, error: 'Not a valid DynaQR code' })
    },
  )
})
