/**
 * Resolving a scanned event id: read the event, apply its access rules, check the destination,
 * and count the scan. Shared by the /resolve page and the resolve service behind Test Scan.
 */
import type { EventRecord } from '../../../../artifacts/dynaqr/DynaQrClient'
import { accessDenial, needsTokenCheck, parseAccessType } from '../../domain/access-rules'
import { ACCESS_MESSAGES, RESOLVER_MESSAGES } from '../../domain/messages'
import type { ResolveResult } from '../../domain/types'
import { checkDestinationUrl } from '../../domain/url-safety'

/** What resolving needs from the chain; the page injects a fake in tests. */
export interface ResolverReader {
  /** The event box, or null when there is no such event. Throws when the node is unreachable. */
  readEvent(eventId: string): Promise<EventRecord | null>
  /** Whether `address` holds the attendance token of its registration for this event. */
  holdsAttendanceToken(event: EventRecord, address: string): Promise<boolean>
  /** Counts the scan on-chain; best effort, rejections are ignored by the caller. */
  recordScan(eventId: string): Promise<string | undefined>
}

export interface ResolveContext {
  now: Date
  walletAddress: string | null
  /**
   * Wait until the node accepted or refused the scan before answering. The /resolve page does
   * not: its redirect must not wait for a count.
   */
  waitForScan?: boolean
}

function failure(eventId: string, error: string, event?: EventRecord): ResolveResult {
  return {
    success: false,
    eventId,
    error,
    eventName: event?.name,
    accessType: event ? parseAccessType(event.accessType) : undefined,
  }
}

export async function resolveEvent(
  rawEventId: string | null,
  reader: ResolverReader,
  context: ResolveContext,
): Promise<ResolveResult> {
  const eventId = (rawEventId ?? '').trim()
  if (!eventId) return failure('', RESOLVER_MESSAGES.missingId)

  let event: EventRecord | null
  try {
    event = await reader.readEvent(eventId)
  } catch {
    return failure(eventId, RESOLVER_MESSAGES.unavailable)
  }
  if (!event || !event.active) return failure(eventId, RESOLVER_MESSAGES.notFound)

  const destination = checkDestinationUrl(event.url)
  if (!destination.ok) return failure(eventId, RESOLVER_MESSAGES.unsafeDestination, event)

  const rule = { accessType: event.accessType, expiryDate: Number(event.expiry) }
  let holdsToken: boolean | undefined
  if (needsTokenCheck(rule, context)) {
    try {
      holdsToken = await reader.holdsAttendanceToken(event, context.walletAddress!)
    } catch {
      return failure(eventId, ACCESS_MESSAGES.checkFailed, event)
    }
  }
  const denial = accessDenial(rule, { ...context, holdsToken })
  if (denial) return failure(eventId, denial, event)

  // An unfunded sponsor, an empty scan budget or the per-round rate limit only skip the count.
  const scan = reader.recordScan(eventId).then(
    (txId) => txId !== undefined,
    () => false,
  )
  const scanSent = context.waitForScan ? await scan : undefined

  return {
    success: true,
    ...(scanSent === undefined ? {} : { scanSent }),
    eventId,
    eventName: event.name,
    redirectUrl: destination.href,
    accessType: parseAccessType(rule.accessType),
    metadata: {
      scanCount: Number(event.scanCount) + 1,
      lastScanned: Math.floor(context.now.getTime() / 1000),
      owner: event.owner,
      createdAt: Number(event.createdAt),
      active: event.active,
    },
  }
}

/**
 * The resolve service (Test Scan's chain.resolve) words a node failure its own way: the result
 * error 'Service unavailable', announced as 'Resolver service error'. The /resolve page keeps
 * resolveEvent's card text, 'Resolver service unavailable'.
 */
export function asResolveServiceResult(result: ResolveResult): ResolveResult {
  if (result.error !== RESOLVER_MESSAGES.unavailable) return result
  return { ...result, error: RESOLVER_MESSAGES.serviceUnavailable }
}

export function isResolveServiceFailure(result: ResolveResult): boolean {
  return !result.success && result.error === RESOLVER_MESSAGES.serviceUnavailable
}
