/**
 * The register_event note. Public on-chain, so it holds only what the chain shows anyway (the
 * event, the attendee's address, the tier, the amount) and the attendee's details sealed to the
 * event's guest-list key. ARC-2 prefixed: 'dynaqr:j' then JSON. Notes written before sealing
 * carried the details in plain JSON ('metadata', no prefix); they are still read, as public.
 */
import { fromBase64Url, toBase64Url } from '../text/base64url'
import { MAX_NOTE_BYTES } from '../contract/limits'
import { parseAnswers, type QuestionAnswers } from './registration-questions'
import { truncateUtf8, utf8Length } from '../text/text-bytes'

export const ARC2_PREFIX = 'dynaqr:j'
const TYPE = 'event_registration'

/** What an attendee tells the organiser. */
export interface GuestContact {
  name: string
  email: string
  phone: string
  /** Answers to the organiser's questions (registration-questions.ts), by question id; absent when none. */
  answers?: QuestionAnswers
}

/** Each detail is clipped so that the sealed note stays within the 1,024-byte note limit. */
export const CONTACT_FIELD_BYTES = 128

/** The details as they are sealed: name, email and phone clipped, answers only when there are some. */
export function sealableContact(name: string, email: string, phone: string, answers?: QuestionAnswers): GuestContact {
  const contact: GuestContact = {
    name: truncateUtf8(name, CONTACT_FIELD_BYTES),
    email: truncateUtf8(email, CONTACT_FIELD_BYTES),
    phone: truncateUtf8(phone, CONTACT_FIELD_BYTES),
  }
  if (answers && Object.keys(answers).length > 0) contact.answers = answers
  return contact
}

/** What the owner's list shows of one registration's details. */
export type GuestDetails =
  | { kind: 'sealed'; contact: GuestContact }
  /** Written before details were sealed: public, readable by anyone. */
  | { kind: 'public'; contact: GuestContact }
  /** A sealed box that does not open with this event's key: altered, or copied from elsewhere. */
  | { kind: 'unreadable' }
  /** Sealed to another version of the guest-list key than the one held here (a door given the current one). */
  | { kind: 'otherKey' }
  /** No registration note was found (the node no longer keeps its block, and no indexer). */
  | { kind: 'missing' }
  /** Registered while the event had no guest-list key: no details were sent. */
  | { kind: 'none' }

export interface SealedRegistrationNote {
  type: typeof TYPE
  eventId: string
  attendee: string
  tier: number
  /** microALGO paid, as a decimal string. */
  amount: string
  /** The sealed GuestContact (chain/privacy/sealed-box.ts), base64url; absent when the event has no guest-list key. */
  sealed?: string
}

/** The note; `sealed` null when the event has no guest-list key, so no details go anywhere. */
export function buildRegistrationNote(
  fields: Omit<SealedRegistrationNote, 'type' | 'sealed'>,
  sealed: Uint8Array | null,
): string {
  const note: SealedRegistrationNote = { type: TYPE, ...fields, ...(sealed && { sealed: toBase64Url(sealed) }) }
  return ARC2_PREFIX + JSON.stringify(note)
}

export type ParsedRegistrationNote =
  | { kind: 'sealed'; eventId: string; attendee: string; sealed: Uint8Array }
  /** Written before sealing: the details are public. */
  | { kind: 'public'; eventId: string; attendee: string; contact: GuestContact }
  /** No details: the event had no guest-list key. */
  | { kind: 'none'; eventId: string; attendee: string }

const text = (value: unknown) => (typeof value === 'string' ? value : '')

/** The note's fields, or null when it is not a registration note. */
export function parseRegistrationNote(note: Uint8Array): ParsedRegistrationNote | null {
  let json: Record<string, unknown>
  try {
    const raw = new TextDecoder('utf-8', { fatal: true }).decode(note)
    const parsed: unknown = JSON.parse(raw.startsWith(ARC2_PREFIX) ? raw.slice(ARC2_PREFIX.length) : raw)
    if (!parsed || typeof parsed !== 'object') return null
    json = parsed as Record<string, unknown>
  } catch {
    return null
  }
  if (json.type !== TYPE) return null
  const eventId = text(json.eventId)
  const attendee = text(json.attendee)
  if (typeof json.sealed === 'string') {
    const sealed = fromBase64Url(json.sealed)
    return sealed ? { kind: 'sealed', eventId, attendee, sealed } : null
  }
  const metadata = json.metadata as Record<string, unknown> | undefined
  if (!metadata || typeof metadata !== 'object') return { kind: 'none', eventId, attendee }
  return {
    kind: 'public',
    eventId,
    attendee,
    contact: {
      name: text(metadata.attendeeName),
      email: text(metadata.attendeeEmail),
      phone: text(metadata.attendeePhone),
    },
  }
}

/**
 * What the sealed box authenticates besides the details: the app, the network, the event and the
 * attendee, so that a box copied into any other registration does not open.
 */
export function sealContext(appId: bigint, genesisHash: Uint8Array, eventId: string, attendee: string): Uint8Array {
  const scope = JSON.stringify({ app: appId.toString(), network: toBase64Url(genesisHash), eventId, attendee })
  return new TextEncoder().encode(`DynaQR guest list ${scope}`)
}

export function encodeContact(contact: GuestContact): Uint8Array {
  return new TextEncoder().encode(JSON.stringify(contact))
}

/**
 * What a sealed box adds to the bytes it seals: version (1), ephemeral public key (32), nonce (24)
 * and tag (16), as chain/privacy/sealed-box.ts writes it (its spec checks this figure).
 */
export const SEALED_BOX_OVERHEAD = 73

/**
 * How many bytes of details a registration note is over the note limit once these details are
 * sealed in it (0 when it fits), counted in the details' own bytes: said before anything is signed.
 */
export function sealedDetailsOverflow(
  fields: Omit<SealedRegistrationNote, 'type' | 'sealed'>,
  contact: GuestContact,
): number {
  const plaintext = encodeContact(contact).length
  const noteBytes = (bytes: number) =>
    utf8Length(buildRegistrationNote(fields, new Uint8Array(bytes + SEALED_BOX_OVERHEAD)))
  let fits = plaintext
  while (fits > 0 && noteBytes(fits) > MAX_NOTE_BYTES) fits -= 1
  return plaintext - fits
}

/** The details in an opened box; null when they are not the JSON sealed by this app. */
export function decodeContact(plaintext: Uint8Array): GuestContact | null {
  try {
    const json = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(plaintext)) as Record<string, unknown>
    if (!json || typeof json !== 'object' || typeof json.name !== 'string') return null
    const contact: GuestContact = { name: json.name, email: text(json.email), phone: text(json.phone) }
    const answers = parseAnswers(json.answers)
    if (answers) contact.answers = answers
    return contact
  } catch {
    return null
  }
}
