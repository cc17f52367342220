/**
 * The register_event note before and after sealing, in bytes: the plaintext JSON the previous
 * client wrote (every detail public) against the ARC-2 note the web app writes now, with the
 * details in a real sealed box (chain/privacy). Each sealed note is opened again as a check.
 */
import { encodeAddress } from 'algosdk'
import { toBase64Url } from '../../frontend/src/domain/text/base64url'
import { MAX_NOTE_BYTES } from '../../frontend/src/domain/contract/limits'
import { openGuestDetails, sealGuestContact, sealKeyPair } from '../../frontend/src/chain/node-api'
import {
  buildRegistrationNote,
  parseRegistrationNote,
  type GuestContact,
} from '../../frontend/src/domain/details/registration-note'

export interface NoteSize {
  registration: string
  plaintextBytes: number
  sealedBytes: number
  /** sealedBytes / plaintextBytes. */
  ratio: number
  noteLimitBytes: number
}

interface BenchRegistration {
  registration: string
  eventId: string
  contact: GuestContact
  tierLabel: string
  tierIndex: number
  amountMicroAlgos: number
}

/** The web app clips each detail to this many bytes before sealing (chain/write/registrations.ts). */
const CONTACT_FIELD_BYTES = 128

/** An ASCII detail of exactly CONTACT_FIELD_BYTES: `start`, filler, `end`. */
const atLimit = (start: string, end = '') => start.padEnd(CONTACT_FIELD_BYTES - end.length, 'x') + end

const REGISTRATIONS: BenchRegistration[] = [
  {
    registration: 'typical',
    eventId: 'DYNAQR-SUMM-M1ABCDEF',
    contact: { name: 'Ada Lovelace', email: 'ada.lovelace@example.com', phone: '+44 20 7946 0958' },
    tierLabel: 'VIP',
    tierIndex: 1,
    amountMicroAlgos: 1_000_000,
  },
  {
    registration: 'long (each detail at 128 bytes)',
    eventId: 'WORST-CASE-EVENT-000000000000000',
    contact: {
      name: atLimit('Maria Magdalena Alexandra '),
      email: atLimit('maria.magdalena.alexandra.', '@example-mail.com'),
      phone: atLimit('+49 30 1234567 ext. '),
    },
    tierLabel: 'Tier 6 '.padEnd(30, 'x'),
    tierIndex: 5,
    amountMicroAlgos: 250_000_000,
  },
]

const bytes = (text: string) => new TextEncoder().encode(text).length

/** What the client before sealing wrote: the details in plain JSON, readable by anyone. */
function plaintextNote(r: BenchRegistration, attendee: string): string {
  return JSON.stringify({
    type: 'event_registration',
    eventId: r.eventId,
    attendee,
    metadata: {
      attendeeName: r.contact.name,
      attendeeEmail: r.contact.email,
      attendeePhone: r.contact.phone,
      ticketTierLabel: r.tierLabel,
      paymentAmountMicroAlgos: r.amountMicroAlgos,
    },
  })
}

export async function measureRegistrationNotes(): Promise<NoteSize[]> {
  const organiser = await sealKeyPair(crypto.getRandomValues(new Uint8Array(32)))
  const sealKey = toBase64Url(organiser.publicKey)
  const attendee = encodeAddress(crypto.getRandomValues(new Uint8Array(32)))
  return Promise.all(
    REGISTRATIONS.map(async (r) => {
      const scope = { appId: 1_234n, genesisHash: crypto.getRandomValues(new Uint8Array(32)), eventId: r.eventId }
      const sealed = await sealGuestContact(r.contact, sealKey, scope, attendee)
      const note = buildRegistrationNote(
        { eventId: r.eventId, attendee, tier: r.tierIndex, amount: r.amountMicroAlgos.toString() },
        sealed,
      )
      const opened = await openGuestDetails(
        organiser,
        scope,
        attendee,
        parseRegistrationNote(new TextEncoder().encode(note)),
      )
      if (opened.kind !== 'sealed' || JSON.stringify(opened.contact) !== JSON.stringify(r.contact)) {
        throw new Error(`the sealed ${r.registration} note did not open to its details`)
      }
      const plaintextBytes = bytes(plaintextNote(r, attendee))
      const sealedBytes = bytes(note)
      return {
        registration: r.registration,
        plaintextBytes,
        sealedBytes,
        ratio: Math.round((sealedBytes / plaintextBytes) * 100) / 100,
        noteLimitBytes: MAX_NOTE_BYTES,
      }
    }),
  )
}
