/** Resolving an event for Test Scan and the proof page: the /resolve page's use case over the app's read context. */
import type { AccessProof } from '../../domain/access/access-proof'
import { addressFromPublicKey } from '../../domain/text/algorand-address'
import type { ResolveResult } from '../../domain/access/resolve-result'
import type { AccessProofs } from './access-proof'
import { createChainResolverReader } from './chain-reader'
import type { ReadContext } from '../node/read-context'
import { asResolveServiceResult, resolveEvent } from './resolve-event'

export interface ResolveOptions {
  /** The connected wallet's account; it alone never opens an nft-gated code. Null when none is connected. */
  walletAddress: string | null
  /** A wallet's answer to a challenge from `proofs`, for nft-gated events. */
  proof?: AccessProof
  waitForScan?: boolean
  /** False: resolve without counting a scan (Test Scan). */
  count?: boolean
}

export async function resolve(
  ctx: ReadContext,
  proofs: AccessProofs,
  eventId: string,
  { walletAddress, proof, waitForScan, count }: ResolveOptions,
): Promise<ResolveResult> {
  const checkedProof = proof ? await proofs.check(proof, eventId.trim()) : undefined
  const result = await resolveEvent(eventId, createChainResolverReader(ctx.algodRest, ctx.config), {
    walletAddress,
    proof: checkedProof,
    waitForScan,
    count,
    ownerAddress: addressFromPublicKey,
  })
  return asResolveServiceResult(result)
}
