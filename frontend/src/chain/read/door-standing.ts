/**
 * Whether a door device may send what it holds back to its event's owner: what it holds, who owns
 * the event and whether its door box is gone, each as the node says it. A door box counts as gone
 * only when the node lists none in an answer no older than the balance's: the owner's pairing
 * funds the device and makes its box in one group, so a pairing that lands between the two reads
 * is never taken for a revocation. Throws when the node cannot be reached.
 */
import { algodCoreOver, boxListingPath, type AlgodRequest, type BoxPage } from '../node/algod-core'
import { doorBoxName } from '../node/account-box-keys'
import { readEventRecord } from '../node/box-records'
import { sameBytes, startsWith } from '../node/bytes'
import { base64ToBytes } from '../node/msgpack'

export type DoorStanding =
  /** The device holds nothing: there is nothing to send. */
  | { state: 'empty' }
  /** Its door box exists: it is a door of the event. */
  | { state: 'paired' }
  /** The node's answers do not settle it; nothing may be sent on them. */
  | { state: 'unclear'; why: 'no event' | 'answers out of order' | 'listing unclear' }
  /** No door box for this device and event at `round`, and `balance` microALGO to send back to `owner`. */
  | { state: 'unpaired'; balance: bigint; owner: string; round: bigint }

interface AccountAnswer {
  amount?: number | string
  round?: number | string
}

interface RoundedBoxPage extends BoxPage {
  round?: number | string
}

export async function readDoorStanding(
  request: AlgodRequest,
  appId: bigint,
  eventId: string,
  door: string,
): Promise<DoorStanding> {
  // The balance first: the box answer must be at least as recent.
  const account = (await (await request(`/v2/accounts/${door}?exclude=all`)).json()) as AccountAnswer
  const balance = BigInt(account.amount ?? 0)
  if (balance === 0n) return { state: 'empty' }
  if (account.round === undefined) return { state: 'unclear', why: 'answers out of order' }
  const balanceRound = BigInt(account.round)

  const event = await readEventRecord(algodCoreOver(request), appId, eventId)
  if (!event) return { state: 'unclear', why: 'no event' }

  const name = doorBoxName(door, event.seq)
  const response = await request(boxListingPath(appId, name))
  if (response.status === 404) return { state: 'unclear', why: 'listing unclear' }
  const page = (await response.json()) as RoundedBoxPage
  const round = BigInt(page.round ?? -1)
  if (round < balanceRound) return { state: 'unclear', why: 'answers out of order' }
  const found = boxInListing(page, name)
  if (found === 'unclear') return { state: 'unclear', why: 'listing unclear' }
  return found === 'present' ? { state: 'paired' } : { state: 'unpaired', balance, owner: event.owner, round }
}

/** Names come sorted: the box is the listing's first name with it as prefix, if it exists. */
function boxInListing(page: BoxPage, name: Uint8Array): 'present' | 'missing' | 'unclear' {
  const first = page.boxes?.[0]
  if (!first) return page['next-token'] ? 'unclear' : 'missing'
  const firstName = base64ToBytes(first.name)
  if (sameBytes(firstName, name)) return 'present'
  // A node that ignores the prefix lists other boxes first: it cannot say.
  return startsWith(firstName, name) ? 'missing' : 'unclear'
}
