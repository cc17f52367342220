/**
 * The form's limits on an event's texts, in bytes as they are written on chain (the UTF-8 of their
 * JSON: most letters take 1 byte, accented letters, line breaks and quotes 2, most emoji 4).
 *
 * Every text has a limit of its own, chosen so that an event with every text at its limit, the
 * most tiers and the longest id still fits in the notes of one group (event-note.ts,
 * MAX_DETAILS_PARTS notes, about 15 KB): the description takes about half, so that 4,000
 * characters fit even when every one of them takes 2 bytes.
 */
const encoder = new TextEncoder()

export const DETAILS_LIMITS = {
  description: 8_000,
  tierDescription: 300,
  /** The benefits list as stored: each benefit in quotes, separated by commas. */
  tierBenefits: 300,
  /** The tags list as stored, as the benefits. */
  tags: 300,
  venueName: 150,
  venueAddress: 300,
  venueCity: 100,
  venueState: 100,
  venueCountry: 100,
  organizerName: 100,
  organizerOrganization: 150,
  organizerEmail: 150,
  organizerPhone: 50,
} as const

export type DetailsField = keyof typeof DETAILS_LIMITS

/** A text's bytes on chain: its JSON string's UTF-8 without the quotes; spaces around it are not written. */
export function textBytes(text: string): number {
  return encoder.encode(JSON.stringify(text.trim())).length - 2
}

/** A list's bytes on chain: its JSON array's UTF-8. */
export function listBytes(items: readonly string[]): number {
  return encoder.encode(JSON.stringify(items)).length
}

/** A counter shows from this share of its limit (the description always shows its own). */
const NEAR_LIMIT = 0.8

export interface LimitUse {
  used: number
  limit: number
  /** Bytes left; negative when over. */
  left: number
  over: boolean
  /** Whether a counter is worth showing: near or over the limit. */
  near: boolean
}

export function limitUse(used: number, limit: number): LimitUse {
  return { used, limit, left: limit - used, over: used > limit, near: used >= limit * NEAR_LIMIT }
}
