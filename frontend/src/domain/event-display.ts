/** Texts the event screens (Manage Event, QR Generator) derive from a DynaEvent. */
import { microAlgosToAlgos } from './format'
import { MANAGE_MESSAGES } from './messages'
import type { AccessType, DynaEvent } from './types'

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

function priceLabel(price: number, currency: string): string {
  return price > 0 ? `${price} ${currency}` : 'Free'
}

/**
 * Tiers for display: names, descriptions and currencies from the metadata, price and stock from
 * the chain when the event has on-chain tiers (the contract enforces those).
 */
export function displayTiers(event: Pick<DynaEvent, 'metadata' | 'tiers'>): TierDisplay[] {
  const described = event.metadata.ticketTiers ?? []
  const count = Math.max(described.length, event.tiers.length)
  return Array.from({ length: count }, (_, index) => {
    const info = described[index]
    const chain = event.tiers[index]
    const currency = info?.currency ?? 'ALGO'
    const price = chain && currency === 'ALGO' ? microAlgosToAlgos(chain.priceMicroAlgos) : (info?.price ?? 0)
    const quantity = chain
      ? chain.quantity > 0n
        ? Number(chain.quantity - chain.sold)
        : undefined
      : typeof info?.quantity === 'number'
        ? info.quantity
        : undefined
    return {
      name: info?.name || chain?.name || `Tier ${index + 1}`,
      description: info?.description || undefined,
      price: priceLabel(price, currency),
      available: quantity === undefined ? undefined : `${quantity} available`,
    }
  })
}
