/**
 * /resolve?event={id}: the page a printed QR code opens, often on a phone, so it runs without
 * React, router or wallet SDKs. It shows 'Resolving Dynamic QR' (at once with the destination
 * when the answer is quick), resolves the event once (which sends one sponsored scan), then
 * replaces itself with the destination 1.5 s after the page started, or shows 'Resolution
 * Failed'. Where resolving took so long that the scan is still being sent at 1.5 s, the page waits
 * for it, up to SCAN_WAIT_MS more: leaving would cancel it, and the scan would not be counted. An
 * nft-gated code never opens here: this page has no wallet to prove with, so it sends the scanner
 * to the app's proof page instead.
 */
import { config } from '../../config'
import { canProveAccess } from '../../domain/access/access-rules'
import type { ResolveResult } from '../../domain/access/resolve-result'
import { checkDestinationUrl } from '../../domain/access/url-safety'
import { resolveEvent, resolverReaderFor, type ResolverReader } from '../../chain/scan'
import { readActiveAddress } from '../wallet/wallet-session'
import { accessProofPath } from '../navigation/access-proof-path'
import { withEarlyBoxRead } from './early-box-read'
import { DESTINATION_KNOWN_MARK } from './destination-known-mark'
import { failureCard, resolvingCard } from './resolver-view'
import './resolver.css'

export const REDIRECT_DELAY_MS = 1_500
/** How much longer than REDIRECT_DELAY_MS the page waits for a scan still being sent. */
export const SCAN_WAIT_MS = 2_000
/**
 * How long resolving may take before the first card is drawn. Usually the box read has answered
 * by the time this script runs, and drawing the first card would only delay the answer (on a slow
 * phone, styling and laying out the page's first frame takes tens of milliseconds): a quick answer
 * is drawn once, as the card with its destination.
 */
export const FIRST_CARD_DELAY_MS = 100

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

export function isResolverPath(pathname: string): boolean {
  return pathname.replace(/\/+$/, '') === '/resolve'
}

export interface ResolverPageOptions {
  /** The page's query string; defaults to the address bar. */
  search?: string
  reader?: ResolverReader
  /** The account the app last connected: it only chooses the wording of the proof request. */
  walletAddress?: () => string | null
  redirect?: (url: string) => void
  reload?: () => void
}

function defaultReader(): ResolverReader {
  return resolverReaderFor(config, withEarlyBoxRead(fetch.bind(globalThis)))
}

/** Renders into `root` and resolves; settles once the result is shown (the redirect is then pending). */
export async function startResolverPage(
  root: HTMLElement,
  {
    search = window.location.search,
    reader = defaultReader(),
    walletAddress = () => readActiveAddress(),
    redirect = (url) => window.location.replace(url),
    reload = () => window.location.reload(),
  }: ResolverPageOptions = {},
): Promise<ResolveResult> {
  const startedAt = Date.now()
  const firstCard = setTimeout(() => root.replaceChildren(resolvingCard(false, null)), FIRST_CARD_DELAY_MS)
  const eventId = new URLSearchParams(search).get('event')
  // Only an nft-gated code words its refusal by the recorded account: the storage is read then only.
  let scanSent = true
  let scan: Promise<unknown> = Promise.resolve()
  const context = {
    get walletAddress() {
      return walletAddress()
    },
    onScan(counted: Promise<boolean>) {
      scanSent = false
      scan = counted.finally(() => (scanSent = true))
    },
  }
  const result = await resolveEvent(eventId, reader, context)
  clearTimeout(firstCard)
  const destination = result.success && result.redirectUrl ? checkDestinationUrl(result.redirectUrl) : null
  if (!result.success || !destination?.ok) {
    root.replaceChildren(failureCard(result, reload, canProveAccess(result) ? accessProofPath(result.eventId) : null))
    return result
  }
  performance.mark(DESTINATION_KNOWN_MARK)
  root.replaceChildren(resolvingCard(true, { hostname: destination.hostname, eventName: result.eventName }))
  const leave = () => redirect(destination.href)
  setTimeout(
    () => (scanSent ? leave() : void Promise.race([scan, delay(SCAN_WAIT_MS)]).then(leave)),
    Math.max(0, REDIRECT_DELAY_MS - (Date.now() - startedAt)),
  )
  return result
}
