/**
 * A check-in the contract refused because the device is not (or no longer) a door of the event:
 * the device then looks at once whether the organiser revoked it.
 */
import type { CheckInOutcome } from '../../../chain'

/** The contract's reason for it, as the chain layer reports it. */
export const NOT_A_DOOR_REASON = 'This device is not a door of this event'

export function refusedAsNoDoor(outcome: CheckInOutcome): boolean {
  return outcome.status === 'refused' && outcome.reason === NOT_A_DOOR_REASON
}
