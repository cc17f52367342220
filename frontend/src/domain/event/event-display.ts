/** Texts the event screens (Manage Event, QR Generator) derive from a DynaEvent. */
import { MANAGE_MESSAGES } from '../messages/messages'
import { mergeTiers, tierPriceLabel } from '../tier/ticket-tiers'
import type { AccessType } from '../access/access-type'
import type { DynaEvent } from './event'

export const ACCESS_TYPE_LABELS: Record<AccessType, string> = {
  public: 'Public',
  'nft-gated': 'NFT Gated',
  'time-based': 'Time-Based',
}

export function accessTypeLabel(accessType: AccessType): string {
  return ACCESS_TYPE_LABELS[accessType] ?? ACCESS_TYPE_LABELS.public
}

export const DEFAULT_ORGANIZATION = 'Algorand Network'
export const UNSPECIFIED = 'Unspecified'

export function ownershipMessage(activeAddress: string | null, owner: string): string {
  if (!activeAddress) return MANAGE_MESSAGES.ownerNotConnected
  return activeAddress === owner ? MANAGE_MESSAGES.owner : MANAGE_MESSAGES.notOwner(owner)
}

export function registrationSummary(event: Pick<DynaEvent, 'registeredCount' | 'maxCapacity'>): string {
  return `${event.registeredCount} registered • max ${event.maxCapacity > 0 ? event.maxCapacity : '∞'}`
}

export function organization(event: Pick<DynaEvent, 'metadata'>): string {
  return event.metadata.organizer?.organization?.trim() || DEFAULT_ORGANIZATION
}

export function organizerDetails(event: Pick<DynaEvent, 'metadata'>): {
  name: string
  email: string
  organization: string
} {
  const organizer = event.metadata.organizer ?? {}
  return {
    name: organizer.name?.trim() || UNSPECIFIED,
    email: organizer.email?.trim() || UNSPECIFIED,
    organization: organizer.organization?.trim() || UNSPECIFIED,
  }
}

export interface TierDisplay {
  name: string
  description?: string
  price: string
  available?: string
}

/** The event's tiers as the Manage page lists them: merged as mergeTiers does, with texts for each. */
export function displayTiers(
  event: Pick<DynaEvent, 'metadata' | 'tiers'> & Partial<Pick<DynaEvent, 'currency'>>,
): TierDisplay[] {
  return mergeTiers(event.tiers, event.metadata.ticketTiers, event.currency).map((tier) => ({
    name: tier.name,
    description: tier.description || undefined,
    price: tierPriceLabel(tier),
    available: tier.remaining === null ? undefined : `${tier.remaining} available`,
  }))
}

export { seatsText } from './seats-text'
