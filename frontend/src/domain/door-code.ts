/**
 * Door codes: the rotating code a door screen shows and an attendee scans to confirm attendance on
 * an event with door check-in. A code is the event's check-in key signing (app id, event id, time
 * window); the contract verifies the signature and that the window is close to the block time.
 *
 * The QR carries a link to the event's registration page with the code in its `door` parameter,
 * so a phone's own camera app opens the right page; the in-app scanner reads the same link.
 */
import { DOOR_CODE_FUTURE_WINDOWS, DOOR_CODE_PAST_WINDOWS, DOOR_CODE_WINDOW_SECONDS } from './limits'
import { fromBase64Url, toBase64Url } from './base64url'
import { DOOR_MESSAGES } from './messages'
import { fail, ok, type Result } from './result'

export interface DoorCode {
  eventId: string
  /** Unix seconds / DOOR_CODE_WINDOW_SECONDS at the moment the code was made. */
  window: bigint
  /** ed25519 signature (64 bytes) over doorCodeMessage(appId, eventId, window). */
  signature: Uint8Array
}

const MESSAGE_TAG = new TextEncoder().encode('DQDOOR')
const SIGNATURE_BYTES = 64
const DOOR_PARAM = 'door'

export function doorWindowAt(unixSeconds: number): bigint {
  return BigInt(Math.floor(unixSeconds / DOOR_CODE_WINDOW_SECONDS))
}

/** The bytes the check-in key signs: 'DQDOOR' ‖ uint64 app id ‖ uint64 window ‖ event id (UTF-8). */
export function doorCodeMessage(appId: bigint, eventId: string, window: bigint): Uint8Array {
  const id = new TextEncoder().encode(eventId)
  const message = new Uint8Array(MESSAGE_TAG.length + 16 + id.length)
  const view = new DataView(message.buffer)
  message.set(MESSAGE_TAG, 0)
  view.setBigUint64(MESSAGE_TAG.length, appId)
  view.setBigUint64(MESSAGE_TAG.length + 8, window)
  message.set(id, MESSAGE_TAG.length + 16)
  return message
}

/** Whether the contract would still take a code of `window` at block time `chainSeconds`. */
export function doorWindowState(window: bigint, chainSeconds: number): 'fresh' | 'expired' | 'early' {
  const current = doorWindowAt(chainSeconds)
  if (window + BigInt(DOOR_CODE_PAST_WINDOWS) < current) return 'expired'
  if (window > current + BigInt(DOOR_CODE_FUTURE_WINDOWS)) return 'early'
  return 'fresh'
}

/** The compact form: '{window}.{signature, base64url}'. */
export function doorCodeValue(code: Pick<DoorCode, 'window' | 'signature'>): string {
  return `${code.window}.${toBase64Url(code.signature)}`
}

/** The link a door QR encodes: the event's registration page with the code attached. */
export function doorCodeLink(appBaseUrl: string, code: DoorCode): string {
  const base = appBaseUrl.replace(/\/+$/, '')
  return `${base}/events/${encodeURIComponent(code.eventId)}/register?${DOOR_PARAM}=${doorCodeValue(code)}`
}

/**
 * Reads a scanned, typed or pasted door code for `eventId`: a door link, or the compact form
 * (which is taken as this event's). A link for another event is refused here, before any signature.
 */
export function parseDoorCode(text: string, eventId: string): Result<DoorCode> {
  const trimmed = text.trim()
  if (!trimmed) return fail(DOOR_MESSAGES.codeRequired)
  const fromLink = doorLinkParts(trimmed)
  if (fromLink === 'not-a-door-link') return fail(DOOR_MESSAGES.notADoorCode)
  const codeEventId = fromLink?.eventId ?? eventId
  if (codeEventId !== eventId) return fail(DOOR_MESSAGES.otherEvent)
  const parsed = parseCompact(fromLink?.value ?? trimmed)
  if (!parsed) return fail(DOOR_MESSAGES.notADoorCode)
  return ok({ eventId, ...parsed })
}

/** The door parameter of a page URL's query string, if the page was opened from a door QR. */
export function doorCodeFromSearch(search: string): string | null {
  return new URLSearchParams(search).get(DOOR_PARAM)
}

function doorLinkParts(text: string): { eventId: string; value: string } | null | 'not-a-door-link' {
  if (!/^https?:\/\//i.test(text)) return null
  let url: URL
  try {
    url = new URL(text)
  } catch {
    return 'not-a-door-link'
  }
  const match = /\/events\/([^/]+)\/register\/?$/.exec(url.pathname)
  const value = url.searchParams.get(DOOR_PARAM)
  if (!match || !value) return 'not-a-door-link'
  try {
    return { eventId: decodeURIComponent(match[1]), value }
  } catch {
    return 'not-a-door-link'
  }
}

function parseCompact(value: string): { window: bigint; signature: Uint8Array } | null {
  const match = /^(\d{1,19})\.([A-Za-z0-9_-]+)$/.exec(value)
  if (!match) return null
  const signature = fromBase64Url(match[2])
  if (!signature || signature.length !== SIGNATURE_BYTES) return null
  return { window: BigInt(match[1]), signature }
}
