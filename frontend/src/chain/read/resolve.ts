/** Resolving an event for Test Scan: the /resolve page's use case over the app's read context. */
import type { ResolveResult } from '../../domain/types'
import { createChainResolverReader } from './chain-reader'
import type { ReadContext } from './read-context'
import { asResolveServiceResult, resolveEvent } from './resolve-event'

export interface ResolveOptions {
  /** The scanner's wallet, for token-gated events; null when none is connected. */
  walletAddress: string | null
  waitForScan?: boolean
}

export function resolve(ctx: ReadContext, eventId: string, options: ResolveOptions): Promise<ResolveResult> {
  return resolveEvent(eventId, createChainResolverReader(ctx.algodRest, ctx.config), {
    now: new Date(),
    walletAddress: options.walletAddress,
    waitForScan: options.waitForScan,
  }).then(asResolveServiceResult)
}
