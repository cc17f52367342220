/**
 * /resolve's event box read, started by a small inline script in index.html while the page's own
 * JavaScript is still downloading: on a phone network that download costs a round trip the box
 * read need not wait for. The page's reader then adopts the response instead of asking again.
 *
 * The inline script builds the same request as algod-rest's getBox (early-box-read.spec.ts checks
 * the URL); it is added to index.html at build time, only when an application id is configured.
 */
import { serviceUrl, type AppConfig } from '../../config'

const GLOBAL_NAME = '__dynaqrEarlyBoxRead'

export interface EarlyBoxRead {
  url: string
  response: Promise<Response>
}

declare global {
  interface Window {
    [GLOBAL_NAME]?: EarlyBoxRead
  }
}

/** JSON that is also safe inside a <script> element. */
const scriptLiteral = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c')

/** The inline script's source, or null when no application is configured (nothing to read). */
export function earlyBoxReadScript(config: Pick<AppConfig, 'algod' | 'appId'>): string | null {
  if (config.appId === 0n) return null
  const headers = config.algod.token ? { 'X-Algo-API-Token': config.algod.token } : {}
  const listing = `${serviceUrl(config.algod)}/v2/applications/${config.appId}/boxes?prefix=`
  return `(function () {
  if (location.pathname.replace(/\\/+$/, '') !== '/resolve') return
  var eventId = (new URLSearchParams(location.search).get('event') || '').trim()
  if (!eventId) return
  var name = new TextEncoder().encode('e' + eventId)
  var binary = ''
  for (var i = 0; i < name.length; i++) binary += String.fromCharCode(name[i])
  var url = ${scriptLiteral(listing)} + encodeURIComponent('b64:' + btoa(binary)) + '&include=values&limit=1'
  var response = fetch(url, { headers: ${scriptLiteral(headers)} })
  response.catch(function () {})
  window.${GLOBAL_NAME} = { url: url, response: response }
})()`
}

/** `fetchImpl`, except that the first request for the early read's URL gets its response. */
export function withEarlyBoxRead(
  fetchImpl: typeof fetch,
  early: EarlyBoxRead | undefined = window[GLOBAL_NAME],
): typeof fetch {
  let pending = early
  return (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url
    if (pending && url === pending.url && (init?.method ?? 'GET') === 'GET') {
      const { response } = pending
      pending = undefined
      return response
    }
    return fetchImpl(input, init)
  }
}
