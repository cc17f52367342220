/** Scanner-side reads: resolving an event (shared with /resolve), balances and node status. */
import type { ResolveResult } from '../../domain/types'
import { createChainResolverReader } from '../read/chain-reader'
import { asResolveServiceResult, resolveEvent } from '../read/resolve-event'
import type { ChainContext } from './client'

export function resolve(
  ctx: ChainContext,
  eventId: string,
  options: { waitForScan?: boolean } = {},
): Promise<ResolveResult> {
  return resolveEvent(eventId, createChainResolverReader(ctx.algodRest, ctx.config), {
    now: new Date(),
    walletAddress: ctx.sender,
    waitForScan: options.waitForScan,
  }).then(asResolveServiceResult)
}

export async function getBalance(ctx: ChainContext, address: string): Promise<bigint> {
  try {
    const information = await ctx.algorand.account.getInformation(address)
    return information.balance.microAlgo
  } catch {
    return 0n // an unreadable balance shows as an empty wallet rather than an error
  }
}

export async function networkStatus(
  ctx: ChainContext,
): Promise<{ status: 'online' | 'offline'; blockHeight: number; responseTime: number }> {
  const started = performance.now()
  try {
    const status = await ctx.algorand.client.algod.status().do()
    return {
      status: 'online',
      blockHeight: Number(status.lastRound),
      responseTime: Math.round(performance.now() - started),
    }
  } catch {
    return { status: 'offline', blockHeight: 0, responseTime: 0 }
  }
}
