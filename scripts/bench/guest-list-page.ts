/**
 * The page the guest-list benchmark loads in Chromium (guest-list-open.ts builds it): the web app's
 * own privacy modules seal one registration note per attendee to an organiser's key, then open
 * them all with that key, as the Attendees card does, and say how long each took.
 */
import { toBase64Url } from '../../frontend/src/domain/text/base64url'
import { buildRegistrationNote, parseRegistrationNote } from '../../frontend/src/domain/details/registration-note'
import { openGuestDetails, sealGuestContact, sealKeyPair } from '../../frontend/src/chain/node-api'

/** 'parallel': every open at once (Promise.all); 'sequential': one after another. */
export type OpenMode = 'parallel' | 'sequential'

export interface PageRun {
  sealMs: number
  openMs: number
  /** Whether this browser's WebCrypto has X25519 (sealed-box.ts uses it then, else @noble/curves). */
  webCryptoX25519: boolean
}

declare global {
  interface Window {
    benchGuestList?: (attendees: string[], mode: OpenMode) => Promise<PageRun>
  }
}

const EVENT_ID = 'DYNAQR-SUMM-M1ABCDEF'
const encoder = new TextEncoder()

const contactOf = (index: number) => ({
  name: `Guest ${index}`,
  email: `guest.${index}@example.com`,
  phone: `+44 20 7946 ${String(index).padStart(4, '0')}`,
})

async function hasWebCryptoX25519(): Promise<boolean> {
  try {
    await crypto.subtle.generateKey({ name: 'X25519' }, false, ['deriveBits'])
    return true
  } catch {
    return false
  }
}

async function run(attendees: string[], mode: OpenMode): Promise<PageRun> {
  const organiser = await sealKeyPair(crypto.getRandomValues(new Uint8Array(32)))
  const scope = { appId: 1_234n, genesisHash: crypto.getRandomValues(new Uint8Array(32)), eventId: EVENT_ID }
  const sealKey = toBase64Url(organiser.publicKey)

  const sealStart = performance.now()
  const notes = await Promise.all(
    attendees.map(async (attendee, index) => {
      const sealed = await sealGuestContact(contactOf(index), sealKey, scope, attendee)
      const note = buildRegistrationNote({ eventId: EVENT_ID, attendee, tier: 0, amount: '0' }, sealed)
      return parseRegistrationNote(encoder.encode(note))
    }),
  )
  const sealMs = performance.now() - sealStart

  const open = (index: number) => openGuestDetails(organiser, scope, attendees[index], notes[index])
  const openStart = performance.now()
  const opened = []
  if (mode === 'parallel') opened.push(...(await Promise.all(attendees.map((_, index) => open(index)))))
  else for (let index = 0; index < attendees.length; index++) opened.push(await open(index))
  const openMs = performance.now() - openStart

  opened.forEach((details, index) => {
    if (details.kind !== 'sealed' || details.contact.name !== contactOf(index).name) {
      throw new Error(`registration ${index} did not open to its details (${details.kind})`)
    }
  })
  return { sealMs, openMs, webCryptoX25519: await hasWebCryptoX25519() }
}

window.benchGuestList = run
