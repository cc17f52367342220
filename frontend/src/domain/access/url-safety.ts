/**
 * Destination URL checks. Event owners are permissionless, so a destination must be a plain web
 * URL before it is stored or followed: no other scheme, no credentials, no characters that make
 * browsers and validators disagree about what it means.
 */
import { MAX_URL_BYTES } from '../contract/limits'
import { DESTINATION_MESSAGES } from './resolver-messages'
import { utf8Length } from '../text/text-bytes'

export type DestinationCheck = { ok: true; href: string; hostname: string } | { ok: false; reason: string }

const WEB_SCHEME_PREFIXES = ['https://', 'http://']
// C0 controls, space, DEL and every other whitespace: browsers strip or skip some of these while
// parsing, which is how `java\tscript:` style payloads slip past naive checks.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONFUSING_CHARACTERS = /[\u0000-\u0020\u007f\s]/u

export function checkDestinationUrl(raw: string): DestinationCheck {
  if (typeof raw !== 'string' || raw.length === 0) return { ok: false, reason: DESTINATION_MESSAGES.required }
  if (CONFUSING_CHARACTERS.test(raw)) return { ok: false, reason: DESTINATION_MESSAGES.confusingCharacters }
  if (raw.includes('\\')) return { ok: false, reason: DESTINATION_MESSAGES.backslash }
  if (utf8Length(raw) > MAX_URL_BYTES) return { ok: false, reason: DESTINATION_MESSAGES.tooLong }
  // The contract compares the raw prefix byte for byte, so the check here is just as literal.
  const scheme = WEB_SCHEME_PREFIXES.find((prefix) => raw.startsWith(prefix))
  if (!scheme) return { ok: false, reason: DESTINATION_MESSAGES.notWeb }
  const authority = raw.slice(scheme.length).split(/[/?#]/, 1)[0]
  if (authority.includes('@')) return { ok: false, reason: DESTINATION_MESSAGES.credentials }

  let url: URL
  try {
    url = new URL(raw)
  } catch {
    return { ok: false, reason: DESTINATION_MESSAGES.invalid }
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    return { ok: false, reason: DESTINATION_MESSAGES.notWeb }
  }
  if (url.username || url.password) return { ok: false, reason: DESTINATION_MESSAGES.credentials }
  if (!url.hostname) return { ok: false, reason: DESTINATION_MESSAGES.noHost }
  return { ok: true, href: url.href, hostname: url.hostname }
}

export function isSafeDestinationUrl(raw: string): boolean {
  return checkDestinationUrl(raw).ok
}
