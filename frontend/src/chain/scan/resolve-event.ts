/**
 * Resolving a scanned event id: read the event, apply its access rules, check the destination,
 * and count the scan. Shared by the /resolve page and the resolve service behind Test Scan.
 */
import {
  accessDenial,
  needsChainTime,
  needsHolderCheck,
  parseAccessType,
  unprovenHolderDenial,
  type AccessRule,
} from '../../domain/access/access-rules'
import type { ProofOutcome } from '../../domain/access/access-proof'
import { ACCESS_MESSAGES, RESOLVER_MESSAGES } from '../../domain/access/resolver-messages'
import type { ResolveResult } from '../../domain/access/resolve-result'
import { checkDestinationUrl } from '../../domain/access/url-safety'
import type { ScannedEvent } from './scanned-event'

/** What resolving needs from the chain; the page injects a fake in tests. */
export interface ResolverReader {
  /** The event box, or null when there is no such event. Throws when the node is unreachable. */
  readEvent(eventId: string): Promise<ScannedEvent | null>
  /** Whether `address` holds the attendance token of its registration for this event. */
  holdsAttendanceToken(event: ScannedEvent, address: string): Promise<boolean>
  /** The chain's clock: the latest block's timestamp, unix seconds. Throws when the node cannot say. */
  chainTime(): Promise<number>
  /** Counts the scan on-chain; best effort, rejections are ignored by the caller. */
  recordScan(eventId: string): Promise<string | undefined>
}

export interface ResolveContext {
  /**
   * An account the scanner may prove with (the app's stored session, a connected wallet). Never
   * proof by itself: it only chooses between asking for a wallet and asking for a proof.
   */
  walletAddress: string | null
  /** The checked wallet proof, when the scanner made one for this event. */
  proof?: ProofOutcome
  /**
   * Wait until the node accepted or refused the scan before answering. The /resolve page does
   * not: its redirect must not wait for a count.
   */
  waitForScan?: boolean
  /** False for a test of the code (Test Scan): resolved as a scanner would, but not counted. */
  count?: boolean
  /**
   * Handed the scan being counted, which settles once the node answered it (true when accepted):
   * the /resolve page leaves only once it has, since leaving earlier would cancel the scan.
   */
  onScan?: (scan: Promise<boolean>) => void
  /**
   * Names the owner's account in the result (its address, from the public key). The /resolve page
   * shows no owner and leaves the result without one.
   */
  ownerAddress?: (publicKey: Uint8Array) => string
}

function failure(eventId: string, error: string, event?: ScannedEvent): ResolveResult {
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

  let event: ScannedEvent | null
  try {
    event = await reader.readEvent(eventId)
  } catch {
    return failure(eventId, RESOLVER_MESSAGES.unavailable)
  }
  if (!event || !event.active) return failure(eventId, RESOLVER_MESSAGES.notFound)

  const destination = checkDestinationUrl(event.url)
  if (!destination.ok) return failure(eventId, RESOLVER_MESSAGES.unsafeDestination, event)

  const rule: AccessRule = { accessType: event.accessType, expiryDate: Number(event.expiry) }
  let chainSeconds: number | undefined
  if (needsChainTime(rule)) {
    try {
      chainSeconds = await reader.chainTime()
    } catch {
      return failure(eventId, ACCESS_MESSAGES.clockUnavailable, event)
    }
    const now = new Date(chainSeconds * 1000)
    const holderDenial = needsHolderCheck(rule, now) ? await holderCheck(event, reader, context) : undefined
    const denial = accessDenial(rule, { now, holderDenial })
    if (denial) return failure(eventId, denial, event)
  }

  const counted = context.count !== false
  const scan = counted ? countScan(reader, eventId, context.waitForScan === true) : Promise.resolve(false)
  context.onScan?.(scan)
  const scanSent = context.waitForScan ? await scan : undefined

  return {
    success: true,
    ...(scanSent === undefined ? {} : { scanSent }),
    eventId,
    eventName: event.name,
    redirectUrl: destination.href,
    accessType: parseAccessType(rule.accessType),
    metadata: {
      scanCount: Number(event.scanCount) + (counted ? 1 : 0),
      lastScanned: chainSeconds ?? Math.floor(Date.now() / 1000),
      ...(context.ownerAddress ? { owner: context.ownerAddress(event.ownerKey) } : {}),
      createdAt: Number(event.createdAt),
      active: event.active,
    },
  }
}

/**
 * Sends the scan's count; whether the node accepted it. An unfunded sponsor, an empty scan budget
 * or the per-round rate limit only skip the count. A caller that does not wait for the count (the
 * /resolve page) gets its answer first: the count's requests are made in a later task, so that
 * building and sending them does not hold up the answer on a slow phone.
 */
async function countScan(reader: ResolverReader, eventId: string, answerWaits: boolean): Promise<boolean> {
  if (!answerWaits) await new Promise((resolve) => setTimeout(resolve, 0))
  try {
    return (await reader.recordScan(eventId)) !== undefined
  } catch {
    return false
  }
}

/** Null when a wallet proof names an account holding the event's token, else why not. */
async function holderCheck(
  event: ScannedEvent,
  reader: ResolverReader,
  context: ResolveContext,
): Promise<string | null> {
  const unproven = unprovenHolderDenial(context.walletAddress, context.proof)
  if (unproven !== null || !context.proof?.proven) return unproven
  try {
    return (await reader.holdsAttendanceToken(event, context.proof.address)) ? null : ACCESS_MESSAGES.tokenMissing
  } catch {
    return ACCESS_MESSAGES.checkFailed
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
