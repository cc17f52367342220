/**
 * The algod reads a public page starts from a small inline script in index.html while the app's
 * JavaScript is still downloading, as /resolve starts its box read (ui/resolve/early-box-read.ts):
 * on a phone network the reads need not wait for the app's code. An event's page (/events/{id},
 * /events/{id}/register) reads the event's box, then the block of its details, whose round the
 * script reads from the box at the offset the build finds in the contract's EventRecord; Discover
 * reads the transaction parameters its simulate call is built with. The app's reads adopt each
 * response once, instead of asking again; a read the app does not make is left unused.
 *
 * The script builds the same requests as the read path (early-reads.spec.ts checks them against
 * it); it is added to index.html at build time, only when an application id is configured.
 */
import { serviceUrl, type AppConfig } from '../../config'

const GLOBAL_NAME = '__dynaqrEarlyReads'

export interface EarlyRead {
  url: string
  response: Promise<Response>
}

declare global {
  interface Window {
    [GLOBAL_NAME]?: EarlyRead[]
  }
}

/** JSON that is also safe inside a <script> element. */
const scriptLiteral = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c')

/**
 * The inline script's source, or null when no application is configured (nothing to read).
 * `detailsRoundOffset`: where EventRecord's detailsRound (a uint64) starts in the event box's value.
 */
export function earlyReadsScript(
  config: Pick<AppConfig, 'algod' | 'appId'>,
  detailsRoundOffset: number,
): string | null {
  if (config.appId === 0n) return null
  const headers = config.algod.token ? { 'X-Algo-API-Token': config.algod.token } : {}
  const algod = serviceUrl(config.algod)
  return `(function () {
  var reads = []
  function read(url) {
    var response = fetch(url, { headers: ${scriptLiteral(headers)} })
    response.catch(function () {})
    reads.push({ url: url, response: response })
    window.${GLOBAL_NAME} = reads
    return response
  }
  if (/^\\/discover\\/*$/.test(location.pathname)) return void read(${scriptLiteral(`${algod}/v2/transactions/params`)})
  var match = /^\\/events\\/([^/]+)(?:\\/register)?\\/*$/.exec(location.pathname)
  if (!match) return
  var eventId
  try { eventId = decodeURIComponent(match[1]) } catch (error) { return }
  var name = new TextEncoder().encode('e' + eventId)
  var binary = ''
  for (var i = 0; i < name.length; i++) binary += String.fromCharCode(name[i])
  var boxName = btoa(binary)
  var listing = ${scriptLiteral(`${algod}/v2/applications/${config.appId}/boxes?prefix=`)}
  read(listing + encodeURIComponent('b64:' + boxName) + '&include=values&limit=1')
    .then(function (response) { return response.ok ? response.clone().json() : null })
    .then(function (page) {
      var box = page && page.boxes && page.boxes[0]
      if (!box || box.name !== boxName || typeof box.value !== 'string') return
      var value = atob(box.value)
      var round = 0n
      for (var at = ${detailsRoundOffset}; at < ${detailsRoundOffset + 8}; at++) round = round * 256n + BigInt(value.charCodeAt(at))
      if (round > 0n) read(${scriptLiteral(`${algod}/v2/blocks/`)} + round + '?format=json')
    })
    .catch(function () {})
})()`
}

/**
 * `fetchImpl`, except that a GET of a URL an early read asked for gets that read's response, once
 * (whichever reader asks first).
 */
export function withEarlyReads(
  fetchImpl: typeof fetch,
  early: () => EarlyRead[] | undefined = () => window[GLOBAL_NAME],
): typeof fetch {
  return (input, init) => {
    const reads = early()
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url
    const at = reads && (init?.method ?? 'GET') === 'GET' ? reads.findIndex((read) => read.url === url) : -1
    if (reads && at >= 0) return reads.splice(at, 1)[0].response
    return fetchImpl(input, init)
  }
}
