/**
 * Generated event ids. Ids end up in box keys, asset unit names and
 * URLs, so they must satisfy the contract: 1 to 32 bytes of [A-Za-z0-9_-].
 */
import { MAX_EVENT_ID_BYTES } from '../contract/limits'

const PREFIX_LENGTH = 10
const RANDOM_PART_LENGTH = 6
const FALLBACK_PREFIX = 'EVENT'
const EVENT_ID_PATTERN = /^[A-Za-z0-9_-]+$/

export function isValidEventId(id: string): boolean {
  return id.length > 0 && id.length <= MAX_EVENT_ID_BYTES && EVENT_ID_PATTERN.test(id)
}

function stripInvalidIdCharacters(text: string): string {
  return text.replace(/[^A-Za-z0-9_-]/g, '')
}

/** Wizard: the first 10 characters of the title, whitespace to dashes, upper-cased, '-' + base-36 time. */
export function generateWizardEventId(title: string, now: number): string {
  const prefix = stripInvalidIdCharacters(title.slice(0, PREFIX_LENGTH).replace(/\s/g, '-').toUpperCase())
  return `${prefix || FALLBACK_PREFIX}-${now.toString(36)}`
}

/**
 * Generator: whitespace runs to hyphens, upper-cased, cut to 10 characters, then '-' + base-36
 * time + '-' + 6 random base-36 characters. `random` returns a number in [0, 1).
 */
export function generateGeneratorEventId(name: string, now: number, random: () => number): string {
  const prefix = stripInvalidIdCharacters(name.replace(/\s+/g, '-').toUpperCase()).slice(0, PREFIX_LENGTH)
  const randomPart = Math.floor(random() * 36 ** RANDOM_PART_LENGTH)
    .toString(36)
    .padStart(RANDOM_PART_LENGTH, '0')
  return `${prefix || FALLBACK_PREFIX}-${now.toString(36)}-${randomPart}`
}
