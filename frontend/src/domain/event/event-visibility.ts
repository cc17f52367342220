/**
 * What the organiser's visibility choice means on chain. Public events are listed in the public
 * list of events; unlisted and private ones are not, though anyone can still find them on chain (the
 * app-wide index lists every event). A private event is
 * by invitation: every registration waits for the organiser's approval, as it does wherever the
 * organiser asked for manual approval.
 */
import type { Visibility } from '../details/details'

export interface RegistrationPolicy {
  listed: boolean
  approvalRequired: boolean
  /** The event pays its attendees' network costs from its attendee budget. */
  paysAttendeeCosts: boolean
}

export function registrationPolicy(
  visibility: Visibility | undefined,
  requiresApproval: boolean | undefined,
): Omit<RegistrationPolicy, 'paysAttendeeCosts'> {
  const chosen = visibility ?? 'public'
  return { listed: chosen === 'public', approvalRequired: chosen === 'private' || requiresApproval === true }
}

/** The visibility an event's on-chain flags show, for screens that offer to change it. */
export function visibilityOf(
  policy: Pick<RegistrationPolicy, 'listed' | 'approvalRequired'>,
  metadataVisibility: Visibility | undefined,
): Visibility {
  if (policy.listed) return 'public'
  return metadataVisibility === 'private' && policy.approvalRequired ? 'private' : 'unlisted'
}
