/** Who may follow an event's QR code: anyone, only during business hours, or only token holders. */
import { ACCESS_MESSAGES } from './messages'
import type { AccessType } from './types'

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
  now: Date
  walletAddress: string | null
  /** Whether walletAddress holds the event's attendance token; only asked for nft-gated events. */
  holdsToken?: boolean
}

/** 09:00 to 17:59 local time. */
export function isWithinBusinessHours(now: Date): boolean {
  const hour = now.getHours()
  return hour >= OPENING_HOUR && hour < CLOSING_HOUR
}

export function isExpired(rule: AccessRule, now: Date): boolean {
  return rule.expiryDate > 0 && rule.expiryDate * 1000 <= now.getTime()
}

/** The nft-gated check needs a chain read; callers do it only when this is true. */
export function needsTokenCheck(rule: AccessRule, context: Omit<AccessContext, 'holdsToken'>): boolean {
  return rule.accessType === 'nft-gated' && !isExpired(rule, context.now) && context.walletAddress !== null
}

/** Null when access is granted, else the reason shown to the scanner. */
export function accessDenial(rule: AccessRule, context: AccessContext): string | null {
  if (rule.accessType === 'public') return null
  if (isExpired(rule, context.now)) return ACCESS_MESSAGES.expired
  if (rule.accessType === 'time-based') {
    return isWithinBusinessHours(context.now) ? null : ACCESS_MESSAGES.outsideBusinessHours
  }
  if (rule.accessType !== 'nft-gated') return ACCESS_MESSAGES.denied
  if (!context.walletAddress) return ACCESS_MESSAGES.walletRequired
  return context.holdsToken ? null : ACCESS_MESSAGES.tokenMissing
}
