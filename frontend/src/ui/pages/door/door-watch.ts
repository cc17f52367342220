/**
 * What the door device knows after each look at the chain: whether it is paired, whether it was
 * paired while the page was open, and, once it is no longer paired, what became of its balance,
 * which it sends back to the organiser. Which screen that calls for. No React here.
 */
import type { DoorBalanceReturn, DoorDevice } from '../../../chain'

/** The device's balance once it is no longer paired. */
export type BalanceBack =
  /** Being checked, and sent back if there is anything to send. */
  | { status: 'checking' }
  | { status: 'returned'; amount: bigint }
  /** It held nothing. */
  | { status: 'nothing' }
  /** Not settled yet (the network did not answer, or could not say): asked again at the next look. */
  | { status: 'not-yet' }

export interface DoorWatch {
  /** The door as its box says, null when it has none. */
  device: DoorDevice | null
  /** It was seen paired since the page opened. */
  wasPaired: boolean
  /** Null until the device, found without a door box, has asked for its balance to go back. */
  balance: BalanceBack | null
}

export type DoorScreen = 'loading' | 'unpaired' | 'paired' | 'removed'

/** A device seen paired: anything earlier about its balance no longer holds. */
export function seenPaired(device: DoorDevice): DoorWatch {
  return { device, wasPaired: true, balance: null }
}

/** Whether a device without a door box should ask for its balance to go back now. */
export function asksForBalance(watch: DoorWatch): boolean {
  return watch.device === null && (watch.balance === null || watch.balance.status === 'not-yet')
}

/** The balance after the chain's answer; null when the device turned out to be paired after all. */
export function balanceAfter(outcome: DoorBalanceReturn): BalanceBack | null {
  switch (outcome.status) {
    case 'returned':
      return { status: 'returned', amount: outcome.amount }
    case 'empty':
      return { status: 'nothing' }
    case 'not-now':
      return { status: 'not-yet' }
    case 'paired':
      return null
  }
}

/**
 * The screen for what the device knows: the scanner while paired; 'removed' once it was paired and
 * no longer is, or when it had a balance to send back (a door revoked while its page was closed);
 * the pairing code for a device that holds nothing; loading until the first check has answered.
 */
export function doorScreen(watch: DoorWatch): DoorScreen {
  if (watch.device) return 'paired'
  if (watch.wasPaired || watch.balance?.status === 'returned') return 'removed'
  if (watch.balance === null || watch.balance.status === 'checking') return 'loading'
  return 'unpaired'
}
