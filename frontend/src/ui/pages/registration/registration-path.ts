/**
 * Whom the registration page speaks to. Plainly: someone registering for a free ticket at the
 * event's expense (the organiser pays attendees' costs and the budget covers one more), with a
 * passkey or not connected yet: the page offers "Register with a passkey" first and uses no crypto
 * words. Anyone connected with a wallet app, or registering for a paid ticket, reads the page as
 * before: a paid ticket needs a wallet that can pay, and the form says so before anything is filled.
 */
import { budgetCoversRegistration } from '../../../domain/costs/attendee-costs'
import type { DynaEvent } from '../../../domain/event/event'
import type { RegistrationTier } from './registration-model'

/** Who is connected: nobody, a passkey account, or a wallet app. */
export type Signer = 'none' | 'passkey' | 'wallet'

export interface PathInput {
  event: Pick<DynaEvent, 'paysAttendeeCosts' | 'attendeeBudgetMicroAlgos'>
  tier: Pick<RegistrationTier, 'paymentMicroAlgos'> | undefined
  signer: Signer
  /** The build has the attendee sponsor that pays attendees' fees. */
  sponsorAvailable: boolean
}

/** The organiser covers this registration's costs: the event pays them and its budget covers one more. */
export function costsCovered({ event, tier, sponsorAvailable }: Omit<PathInput, 'signer'>): boolean {
  if (!sponsorAvailable || !tier) return false
  return budgetCoversRegistration(event, tier.paymentMicroAlgos > 0n, false)
}

/** The page speaks plainly (passkey first, no crypto words): a free ticket whose costs are covered. */
export function speaksPlainly(input: PathInput): boolean {
  if (input.signer === 'wallet' || !input.tier || input.tier.paymentMicroAlgos > 0n) return false
  return costsCovered(input)
}

/** A paid ticket on an event whose free tickets need nothing: say before the form that paying needs a wallet. */
export function paidNeedsWallet(input: PathInput): boolean {
  if (!input.tier || input.tier.paymentMicroAlgos === 0n || input.signer === 'wallet') return false
  return input.event.paysAttendeeCosts && input.sponsorAvailable
}
