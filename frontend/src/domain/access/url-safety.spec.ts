import { describe, expect, it } from 'vitest'
import { checkDestinationUrl, isSafeDestinationUrl } from './url-safety'

describe('checkDestinationUrl accepts plain web URLs', () => {
  it.each([
    'https://example.com',
    'https://example.com/path?q=1#frag',
    'http://localhost:5173/events',
    'https://sub.example.co.uk:8443/a/b',
    'https://例え.jp/',
  ])('%s', (raw) => {
    expect(isSafeDestinationUrl(raw)).toBe(true)
  })

  it('returns the normalised href and the punycode hostname', () => {
    const check = checkDestinationUrl('https://例え.jp/x')
    expect(check).toEqual({ ok: true, href: 'https://xn--r8jz45g.jp/x', hostname: 'xn--r8jz45g.jp' })
  })
})

describe('checkDestinationUrl rejects', () => {
  it.each([
    ['javascript scheme', 'javascript:alert(1)'],
    ['upper-case javascript', 'JAVASCRIPT:alert(1)'],
    ['mixed-case javascript', 'JavaScript:alert(document.cookie)'],
    ['javascript disguised behind https text', 'javascript://https://example.com/%0Aalert(1)'],
    ['leading NUL', '\u0000javascript:alert(1)'],
    ['leading control character before https', '\u0001https://example.com'],
    ['leading space', ' https://example.com'],
    ['trailing space', 'https://example.com '],
    ['leading newline', '\nhttps://example.com'],
    ['embedded tab in scheme', 'java\tscript:alert(1)'],
    ['embedded newline in scheme', 'java\nscript:alert(1)'],
    ['embedded carriage return in host', 'https://exa\rmple.com'],
    ['DEL character', 'https://example.com/\u007f'],
    ['non-breaking space', 'https://example.com/\u00a0'],
    ['data URL', 'data:text/html,<script>alert(1)</script>'],
    ['data URL base64', 'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg=='],
    ['vbscript', 'vbscript:msgbox(1)'],
    ['file scheme', 'file:///etc/passwd'],
    ['ftp scheme', 'ftp://example.com'],
    ['upper-case HTTPS (the contract compares bytes)', 'HTTPS://example.com'],
    ['userinfo', 'https://user:pass@example.com'],
    ['user only', 'https://user@example.com'],
    ['empty userinfo', 'https://@example.com'],
    ['userinfo hiding the real host', 'https://good.com@evil.com/'],
    ['backslash trick', 'https://evil.com\\@good.com'],
    ['protocol-relative', '//evil.com'],
    ['scheme without slashes', 'https:evil.com'],
    ['relative path', '/events'],
    ['empty', ''],
    ['scheme only', 'https://'],
    ['too long', `https://example.com/${'a'.repeat(300)}`],
  ])('%s', (_label, raw) => {
    const check = checkDestinationUrl(raw)
    expect(check.ok).toBe(false)
  })

  it('explains the reason', () => {
    expect(checkDestinationUrl('javascript:alert(1)')).toEqual({
      ok: false,
      reason: 'URL must start with https:// or http://',
    })
    expect(checkDestinationUrl('https://a:b@example.com')).toEqual({
      ok: false,
      reason: 'URL must not contain a user name or password',
    })
  })

  it('rejects non-strings defensively', () => {
    expect(isSafeDestinationUrl(undefined as unknown as string)).toBe(false)
  })
})
