/**
 * What an attendee costs an organiser who pays attendees' network costs, out of the event's
 * attendee budget: each call's fee (the attendee sponsor's payment, the attendee's call, the app's
 * payment back to the sponsor and any transaction the call makes itself) and the deposits the app
 * keeps while their records exist. All amounts are microALGO.
 */
import { ASSET_MBR_MICROALGOS, MIN_TXN_FEE_MICROALGOS } from '../contract/limits'
import { registrationBoxMbr } from './mbr'

const MIN_FEE = BigInt(MIN_TXN_FEE_MICROALGOS)

/** The sponsor's payment, the call, and the app's payment back to the sponsor. */
const SPONSORED_CALL_FEE = 3n * MIN_FEE

/** register_event's group fee: a priced tier adds the attendee's ticket payment. */
export function sponsoredRegistrationFee(priced: boolean): bigint {
  return SPONSORED_CALL_FEE + (priced ? MIN_FEE : 0n)
}

/** confirm_attendance's group fee. */
export const SPONSORED_CONFIRM_FEE = SPONSORED_CALL_FEE

/** cancel_registration's group fee: a payment the app held goes back in one more transaction. */
export function sponsoredCancelFee(returnsPayment: boolean): bigint {
  return SPONSORED_CALL_FEE + (returnsPayment ? MIN_FEE : 0n)
}

/**
 * mint_nft's group fee for typical texts: the payment of the asset's deposit to the attendance
 * tokens app, the call to it, the asset's creation and the op-up calls that check the token's texts
 * come on top of the call (the write measures the exact fee before sending).
 */
export const TYPICAL_SPONSORED_MINT_FEE = SPONSORED_CALL_FEE + 5n * MIN_FEE

/**
 * One attendee of a free tier, registered, checked in at a door and holding their token: the
 * registration's fee and deposit, the token's fee and deposit, and a self-declared attendance's
 * fee where the attendee declares it (a door's check-in is paid from the door's own funds).
 */
export function attendeeCost({ selfCheckIn }: { selfCheckIn: boolean }): bigint {
  return (
    sponsoredRegistrationFee(false) +
    registrationBoxMbr() +
    (selfCheckIn ? SPONSORED_CONFIRM_FEE : 0n) +
    TYPICAL_SPONSORED_MINT_FEE +
    ASSET_MBR_MICROALGOS
  )
}

/** How many more attendees a budget covers at `cost` each. */
export function attendeesCovered(budget: bigint, cost: bigint): number {
  return cost > 0n && budget > 0n ? Number(budget / cost) : 0
}

/** What covering `attendees` attendees at `cost` each needs. */
export function budgetFor(attendees: number, cost: bigint): bigint {
  return BigInt(Math.max(0, Math.floor(attendees))) * cost
}

/** Whether a registration can be made at the event's expense: the owner pays and the budget covers it. */
export function budgetCoversRegistration(
  event: { paysAttendeeCosts: boolean; attendeeBudgetMicroAlgos: bigint },
  priced: boolean,
  reusesBox: boolean,
): boolean {
  if (!event.paysAttendeeCosts) return false
  const cost = sponsoredRegistrationFee(priced) + (reusesBox ? 0n : registrationBoxMbr())
  return event.attendeeBudgetMicroAlgos >= cost
}
