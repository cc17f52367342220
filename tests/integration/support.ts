/** What every chain test file needs: its own DynaQR app, funded accounts, the app's chain layer. */
import { registrationForm } from '../support/chain-inputs'
export { createdEvent, eventInput, registrationForm, tier, uniqueId } from '../support/chain-inputs'
import { AlgoAmount } from '@algorandfoundation/algokit-utils/types/amount'
import { createEventPayment } from '../../frontend/src/domain/costs/mbr'
import type { Result } from '../../frontend/src/domain/messages/result'
import type { DynaEvent } from '../../frontend/src/domain/event/event'
import type { Registration } from '../../frontend/src/domain/registration/registration'
import type { ChainApi } from '../../frontend/src/chain/node-api'
import { registerByEventId, registrationByEventId } from '../../scripts/lib/attendee-flow'
import { dynaqrOnLocalNet, type LocalNetDynaQr } from '../../scripts/lib/fresh-dynaqr'
import type { SigningAccount } from '../../scripts/lib/network'
import { memoryStorage } from '../../frontend/src/ui/platform/memory-storage'
import { chainApiFor } from '../../scripts/lib/node-chain'
import { contractReason, createReadContext } from '../support/chain-internals'
import { createMetadataStore } from '../../frontend/src/ui/platform/storage'
import { testLocalNet } from '../support/localnet'

export interface Actor {
  account: SigningAccount
  address: string
  chain: ChainApi
  /** The browser storage this actor's web app would hold (event and registration metadata). */
  storage: Storage
}

export interface ChainTestNet extends LocalNetDynaQr {
  actor(algos?: number): Promise<Actor>
}

export async function chainTestNet(): Promise<ChainTestNet> {
  const net = await dynaqrOnLocalNet(testLocalNet())
  return {
    ...net,
    async actor(algos = 20) {
      const account = await net.fundedAccount(algos)
      const storage = memoryStorage()
      return {
        account,
        address: account.addr.toString(),
        chain: chainApiFor(net.config, net.algorand, account, { storage }),
        storage,
      }
    },
  }
}

/** The event as a screen holds it before a write: read from the chain, which must have it. */
export async function heldEvent(actor: Actor, eventId: string): Promise<DynaEvent> {
  const event = await actor.chain.getEvent(eventId)
  if (!event) throw new Error(`no event ${eventId} on chain`)
  return event
}

/** The actor's registration as the Registration screen holds it; the actor must be registered. */
export async function heldRegistration(actor: Actor, eventId: string): Promise<Registration> {
  const registration = await registrationByEventId(actor.chain, eventId, actor.address)
  if (!registration) throw new Error(`${actor.address} has no registration for ${eventId}`)
  return registration
}

/** The value of a result that must have succeeded; fails the test with the app's message otherwise. */
export function succeeded<T>(result: Result<T>): T {
  if (!result.ok) throw new Error(`expected success, got: ${result.error}`)
  return result.value
}

/** The owner refunds the attendee's registration through the app's own refund (the attendee list's 'Refund'). */
export async function refundRegistration(owner: Actor, attendee: Actor, eventId: string, ban = false): Promise<void> {
  const event = await heldEvent(owner, eventId)
  succeeded(await owner.chain.refundRegistration(event, await heldRegistration(attendee, eventId), ban))
}

/** The actor registers for the event (tier `tierIndex`) through the app, which must succeed. */
export async function registered(actor: Actor, eventId: string, tierIndex = 0): Promise<void> {
  succeeded(await registerByEventId(actor.chain, eventId, tierIndex, registrationForm()))
}

/**
 * The arguments of a public, tierless create_event by `sender` whose payment deposits `deposit` as
 * the scan budget (the app always deposits the default); `sender` must have no events yet.
 */
export function createEventArgs(
  net: Pick<LocalNetDynaQr, 'algorand' | 'appClient'>,
  sender: string,
  eventId: string,
  { name, url, deposit }: { name: string; url: string; deposit?: bigint },
) {
  const payment = createEventPayment(eventId, { name, url, accessType: 'public', tierNames: [] }, 0, deposit)
  return {
    payment: net.algorand.createTransaction.payment({
      sender,
      receiver: net.appClient.appAddress,
      amount: AlgoAmount.MicroAlgo(payment.total),
    }),
    eventId,
    name,
    url,
    accessType: 'public',
    expiry: 0n,
    capacity: 0n,
    tiers: [],
    settings: NO_SETTINGS,
    sealKey: new Uint8Array(32),
    listed: true,
    approvalRequired: false,
    paysAttendeeCosts: false,
    attendeeBudget: 0n,
    paymentAsset: 0n,
  }
}

/** No date, door check-in, as create_event stores an event created without settings. */
const NO_SETTINGS = { startsAt: 0n, endsAt: 0n, checkInOpensBefore: 0n, selfCheckIn: false, decideBy: 0n }

/** An event created through the typed client, as the owner's wallet would sign it, with a scan deposit of the test's choosing. */
export async function eventWithDeposit(
  net: ChainTestNet,
  owner: Actor,
  eventId: string,
  url: string,
  deposit: bigint,
): Promise<string> {
  await net.appClient.send.createEvent({
    sender: owner.address,
    args: createEventArgs(net, owner.address, eventId, { name: 'Small deposit', url, deposit }),
    populateAppCallResources: true,
    coverAppCallInnerTransactionFees: true,
    maxFee: AlgoAmount.MicroAlgo(10_000),
  })
  return eventId
}

/**
 * The contract's own reason for refusing what `send` sends straight through the typed client (the
 * failing program counter mapped through the ARC-56 source info, as the screens show it); fails the
 * test when the contract takes it.
 */
export async function contractReasonOf(net: LocalNetDynaQr, send: () => Promise<unknown>): Promise<string | undefined> {
  try {
    await send()
  } catch (error) {
    return contractReasonFor(net, error)
  }
  throw new Error('expected the contract to refuse the call')
}

/** The contract's reason for the refusal `error` reports, found from the failing pc as the screens find it. */
export function contractReasonFor(net: LocalNetDynaQr, error: unknown): Promise<string | undefined> {
  const storage = memoryStorage()
  return contractReason(
    createReadContext(
      net.config,
      createMetadataStore(() => storage),
      'http://localhost',
    ),
    error,
  )
}

interface BlockJson {
  block?: { txns?: { txn?: { note?: string }; dt?: { itx?: { txn?: { note?: string } }[] } }[] }
}

/** Every note (top-level and inner) of every block in [first, last], as text. */
export async function notesOfRounds(net: LocalNetDynaQr, first: bigint, last: bigint): Promise<string[]> {
  const { server, port, token } = net.config.algod
  const notes: string[] = []
  for (let round = first; round <= last; round++) {
    const response = await fetch(`${server}:${port}/v2/blocks/${round}?format=json`, {
      headers: { 'X-Algo-API-Token': token },
    })
    const body = (await response.json()) as BlockJson
    for (const entry of body.block?.txns ?? []) {
      for (const note of [entry.txn?.note, ...(entry.dt?.itx ?? []).map((inner) => inner.txn?.note)]) {
        if (note) notes.push(Buffer.from(note, 'base64').toString('latin1'))
      }
    }
  }
  return notes
}

/** The node's last round. */
export async function lastRoundOf(net: LocalNetDynaQr): Promise<bigint> {
  return (await net.algorand.client.algod.status().do()).lastRound
}
