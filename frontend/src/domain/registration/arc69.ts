/**
 * The attendance token's ARC-69 note. The contract writes it: its keys, the event's name and tier
 * (plain text, checked at creation), how attendance was recorded; the minter gives only four
 * values it cannot know, each plain text (no '"', '\' or control characters, at most
 * MAX_TOKEN_TEXT_BYTES), so nothing it sends can add a key or shadow "Attendance".
 */
import { MAX_TOKEN_TEXT_BYTES } from '../contract/limits'
import { truncateUtf8 } from '../text/text-bytes'

/** The values the minter writes into the token. */
export interface TokenTexts {
  eventDate: string
  location: string
  attendee: string
  network: string
}

/** Characters that could end a JSON string or start an escape, as their nearest plain form. */
const PLAIN_FORMS: Record<string, string> = { '"': '”', '\\': '/' }

const isControl = (char: string) => {
  const code = char.codePointAt(0) ?? 0
  return code < 0x20 || code === 0x7f
}

/** `text` as the contract takes it: quotes and backslashes replaced, control characters dropped, clipped. */
export function plainTokenText(text: string): string {
  const plain = Array.from(text, (char) => (isControl(char) ? '' : (PLAIN_FORMS[char] ?? char))).join('')
  return truncateUtf8(plain, MAX_TOKEN_TEXT_BYTES)
}

export function tokenTexts(texts: TokenTexts): TokenTexts {
  return {
    eventDate: plainTokenText(texts.eventDate),
    location: plainTokenText(texts.location),
    attendee: plainTokenText(texts.attendee),
    network: plainTokenText(texts.network),
  }
}

/** Event and tier names stand in the token's JSON as they are: no '"', '\' or control characters. */
export function isPlainText(text: string): boolean {
  return Array.from(text).every((char) => !isControl(char) && !(char in PLAIN_FORMS))
}
