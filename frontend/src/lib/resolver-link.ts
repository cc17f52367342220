/**
 * Recognises DynaQR resolver links ('{origin}/resolve?event={id}'), e.g. the text of a scanned QR
 * code. Anything else is 'Not a valid DynaQR code'.
 */
import { isValidEventId } from './ids'

export const NOT_A_DYNAQR_CODE = 'Not a valid DynaQR code'

export type ResolverLinkParse = { ok: true; eventId: string } | { ok: false; error: string }

export function parseResolverLink(text: string): ResolverLinkParse {
  let url: URL
  try {
    url = new URL(text.trim())
  } catch {
    return { ok: false, error: NOT_A_DYNAQR_CODE }
  }
  const eventId = url.searchParams.get('event') ?? ''
  const isResolver = (url.protocol === 'https:' || url.protocol === 'http:') && url.pathname.replace(/\/+$/, '') === '/resolve'
  return isResolver && isValidEventId(eventId) ? { ok: true, eventId } : { ok: false, error: NOT_A_DYNAQR_CODE }
}
