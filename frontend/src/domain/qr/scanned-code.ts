/**
 * What the Test Scan input holds: an event id typed by hand, or the text of a DynaQR code, which
 * is always a resolver link '{origin}/resolve?event={id}' (any origin: each deployment has its own).
 */
import { SCAN_MESSAGES } from './scan-messages'
import { fail, ok, type Result } from '../messages/result'

/** Event ids never contain ':', so text with a scheme is a link, not an id. */
const SCHEME = /^[a-z][a-z0-9+.-]*:/i

/** The event id the scanned text names. */
export function eventIdFromScan(text: string): Result<string> {
  const value = text.trim()
  if (!SCHEME.test(value)) return ok(value)
  let url: URL
  try {
    url = new URL(value)
  } catch {
    return fail(SCAN_MESSAGES.parseFailed)
  }
  const eventId = url.searchParams.get('event')?.trim()
  const isResolverLink = (url.protocol === 'https:' || url.protocol === 'http:') && url.pathname.endsWith('/resolve')
  return isResolverLink && eventId ? ok(eventId) : fail(SCAN_MESSAGES.notDynaQr)
}
