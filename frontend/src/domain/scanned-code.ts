/**
 * What the Test Scan input holds: an event id typed by hand, or the text of a DynaQR code, which
 * is always a resolver link '{origin}/resolve?event={id}' (any origin: each deployment has its own).
 */
import { SCAN_MESSAGES } from './messages'

export type ScannedCode = { ok: true; eventId: string } | { ok: false; error: string }

/** Event ids never contain ':', so text with a scheme is a link, not an id. */
const SCHEME = /^[a-z][a-z0-9+.-]*:/i

export function eventIdFromScan(text: string): ScannedCode {
  const value = text.trim()
  if (!SCHEME.test(value)) return { ok: true, eventId: value }
  let url: URL
  try {
    url = new URL(value)
  } catch {
    return { ok: false, error: SCAN_MESSAGES.parseFailed }
  }
  const eventId = url.searchParams.get('event')?.trim()
  const isResolverLink = (url.protocol === 'https:' || url.protocol === 'http:') && url.pathname.endsWith('/resolve')
  return isResolverLink && eventId ? { ok: true, eventId } : { ok: false, error: SCAN_MESSAGES.notDynaQr }
}
