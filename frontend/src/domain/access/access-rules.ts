/** Who may follow an event's QR code: anyone, only during business hours, or only token holders. */
import { ACCESS_MESSAGES } from './resolver-messages'
import type { ProofOutcome } from './access-proof'
import type { AccessType } from './access-type'
import type { ResolveResult } from './resolve-result'

const OPENING_HOUR = 9
const CLOSING_HOUR = 18

const ACCESS_TYPES: readonly AccessType[] = ['public', 'nft-gated', 'time-based']

/** The access type an event stores, read as one the app knows; anything else shows as public. */
export function parseAccessType(value: string): AccessType {
  return ACCESS_TYPES.includes(value as AccessType) ? (value as AccessType) : 'public'
}

export interface AccessRule {
  /** As stored with the event; a type this version does not know is denied, never treated as public. */
  accessType: AccessType | (string & {})
  /** Unix seconds, 0 = never expires. */
  expiryDate: number
}

export interface AccessContext {
  /**
   * The chain's time (its latest block), never the scanner's clock, which anyone can set. Business
   * hours are still the scanner's local hours of that instant.
   */
  now: Date
  /**
   * nft-gated: why the scanner is not a proven holder of the event's token, or null when a wallet
   * proof showed they are. Left out, the gate stays closed.
   */
  holderDenial?: string | null
}

/** 09:00 to 17:59 local time. */
export function isWithinBusinessHours(now: Date): boolean {
  const hour = now.getHours()
  return hour >= OPENING_HOUR && hour < CLOSING_HOUR
}

export function isExpired(rule: AccessRule, now: Date): boolean {
  return rule.expiryDate > 0 && rule.expiryDate * 1000 <= now.getTime()
}

/** Public events pass without the time; every other rule needs the chain's clock. */
export function needsChainTime(rule: AccessRule): boolean {
  return rule.accessType !== 'public'
}

/** The holder check needs chain reads and the scanner's proof; callers do it only when this is true. */
export function needsHolderCheck(rule: AccessRule, now: Date): boolean {
  return rule.accessType === 'nft-gated' && !isExpired(rule, now)
}

/**
 * Why a scanner is not (yet) a proven holder, before any token is looked up: no wallet at all, an
 * account with no proof (an address is never enough), or a proof that failed. Null when a proof
 * names the account whose token holding decides.
 */
export function unprovenHolderDenial(walletAddress: string | null, proof: ProofOutcome | undefined): string | null {
  if (!proof) return walletAddress ? ACCESS_MESSAGES.proofRequired : ACCESS_MESSAGES.walletRequired
  return proof.proven ? null : proof.reason
}

/** Null when access is granted, else the reason shown to the scanner. */
export function accessDenial(rule: AccessRule, context: AccessContext): string | null {
  if (rule.accessType === 'public') return null
  if (isExpired(rule, context.now)) return ACCESS_MESSAGES.expired
  if (rule.accessType === 'time-based') {
    return isWithinBusinessHours(context.now) ? null : ACCESS_MESSAGES.outsideBusinessHours
  }
  if (rule.accessType !== 'nft-gated') return ACCESS_MESSAGES.denied
  return context.holderDenial === null ? null : (context.holderDenial ?? ACCESS_MESSAGES.walletRequired)
}

/** A failed nft-gated resolve that only lacked a wallet proof: the scanner can still prove and pass. */
export function canProveAccess(result: ResolveResult): boolean {
  if (result.success || result.accessType !== 'nft-gated') return false
  return result.error === ACCESS_MESSAGES.walletRequired || result.error === ACCESS_MESSAGES.proofRequired
}
