/**
 * Opcode budget per contract method, by simulate on LocalNet: each method once on a typical event
 * and once on a worst-case one (every field at its limit). The events, registrations and tokens
 * later methods need are created for real on the way; other calls are only simulated.
 */
import { AlgoAmount } from '@algorandfoundation/algokit-utils/types/amount'
import type { SendParams } from '@algorandfoundation/algokit-utils/types/transaction'
import { createAlgodRest } from '../../frontend/src/chain/read/algod-rest'
import { buildArc69Note } from '../../frontend/src/domain/arc69'
import { doorWindowAt } from '../../frontend/src/domain/door-code'
import { SPONSORED_SCAN_FEE_MICROALGOS } from '../../frontend/src/domain/limits'
import { assetMbr, registrationBoxMbr } from '../../frontend/src/domain/mbr'
import { OWNER_EVENTS_PER_CALL } from '../../smart_contracts/dynaqr/records.algo'
import type { LocalNetDynaQr } from '../lib/fresh-dynaqr'
import type { SigningAccount } from '../lib/network'
import type { DoorKey } from '../../frontend/src/ui/platform/door-key'
import { doorCodeFor, newDoorKey } from '../lib/door-codes'
import { createEventCall, createEvents, typicalEvent, worstEvent, type BenchEvent } from './bench-events'
import { simulatedBudget, type Budget, type Simulatable } from './simulated-budget'

export interface MethodBudget {
  method: string
  typical: Budget
  worst: Budget
}

type Case = 'typical' | 'worst'

interface Fixture {
  which: Case
  event: BenchEvent
  /** Events the owner has before this one: the first also creates the owner's index boxes. */
  existingEvents: number
  newUrl: string
  freeTier: number
  paidTier: number
  /** The owner whose index get_owner_events and get_owner_event_records read. */
  indexOwner: SigningAccount
}

type Group = Simulatable & { send(params?: SendParams): Promise<{ returns?: unknown[] }> }

/** The asset creation and up to six op-ups for mint_nft's scan of the note. */
const MINT_EXTRA_FEE = AlgoAmount.MicroAlgo(7_000)
/** The call and the three op-ups its signature check needs. */
const DOOR_CHECK_IN_FEE = AlgoAmount.MicroAlgo(4_000)
/** One inner transaction (payment, asset creation or transfer), paid through the call's own fee. */
const ONE_INNER_FEE = AlgoAmount.MicroAlgo(1_000)

export async function measureOpcodes(dynaqr: LocalNetDynaQr): Promise<MethodBudget[]> {
  const { algorand, appClient: app, fundedAccount, sponsor } = dynaqr
  const [owner, attendee, scanner, indexOwner, doorAttendee] = await Promise.all(
    [50, 20, 5, 20, 5].map((algos) => fundedAccount(algos)),
  )
  const sponsorAccount = algorand.account.logicsig(Buffer.from(sponsor.programBase64, 'base64'))
  const typical = typicalEvent('DYNAQR-SUMM-M1ABCDEF')
  const worst = worstEvent('WORST-CASE-EVENT-')
  // Worst first: as the owner's first event, its create_event also creates the owner's index boxes.
  const fixtures: Fixture[] = [
    {
      which: 'worst',
      event: worst,
      existingEvents: 0,
      newUrl: worst.url.replace('worst', 'other'),
      freeTier: 4,
      paidTier: 5,
      indexOwner,
    },
    {
      which: 'typical',
      event: typical,
      existingEvents: 1,
      newUrl: `${typical.url}/agenda`,
      freeTier: 0,
      paidTier: 1,
      indexOwner: owner,
    },
  ]
  const rows = new Map<string, Partial<Record<Case, Budget>>>()

  /** Simulates the group `build` makes for each case; with `keep`, then sends a fresh copy for later steps. */
  async function measure(method: string, build: (f: Fixture) => Group | Promise<Group>, { keep = false } = {}) {
    const sent: Partial<Record<Case, { returns?: unknown[] }>> = {}
    for (const f of fixtures) {
      rows.set(method, { ...rows.get(method), [f.which]: await simulatedBudget(await build(f)) })
      if (keep) sent[f.which] = await (await build(f)).send({ populateAppCallResources: true })
    }
    return sent
  }

  const pay = (from: SigningAccount, to: { toString(): string }, microAlgos: bigint) =>
    algorand.createTransaction.payment({
      sender: from.addr,
      receiver: to.toString(),
      amount: AlgoAmount.MicroAlgo(microAlgos),
    })
  const price = (f: Fixture, tier: number) => f.event.tiers[tier][1]

  await measure(
    'create_event',
    (f) => app.newGroup().createEvent(createEventCall(app, owner, f.event, f.existingEvents)),
    {
      keep: true,
    },
  )
  // For the worst case of get_owner_events: a full answer of 32-byte ids (and as many worst records).
  const indexed = Array.from({ length: OWNER_EVENTS_PER_CALL }, (_, index) => worstEvent(`INDEXED-${index}-`))
  await createEvents(app, indexOwner, indexed)

  await measure('update_url', (f) =>
    app.newGroup().updateUrl({ sender: owner.addr, args: { eventId: f.event.id, url: f.newUrl } }),
  )
  await measure('update_ticket_price', (f) =>
    app.newGroup().updateTicketPrice({
      sender: owner.addr,
      args: { eventId: f.event.id, tierIndex: f.paidTier, price: 2_000_000n },
    }),
  )
  await measure('increment_scan (plain)', (f) =>
    app.newGroup().incrementScan({ sender: scanner.addr, args: { eventId: f.event.id } }),
  )
  await measure('increment_scan (sponsored)', (f) =>
    app.newGroup().incrementScan({
      sender: sponsorAccount.addr,
      signer: sponsorAccount,
      args: { eventId: f.event.id },
      staticFee: AlgoAmount.MicroAlgo(SPONSORED_SCAN_FEE_MICROALGOS),
    }),
  )
  await measure('set_scan_limits', (f) =>
    app.newGroup().setScanLimits({ sender: owner.addr, args: { eventId: f.event.id, perRound: 8n, perDay: 64n } }),
  )
  await measure('top_up_scan_budget', (f) =>
    app.newGroup().topUpScanBudget({
      sender: scanner.addr,
      args: { payment: pay(scanner, app.appAddress, 100_000n), eventId: f.event.id },
    }),
  )

  // [ticket payment to the owner (priced tiers only), MBR payment, register_event], as the web app sends it.
  const register = async (f: Fixture, tierIndex: number) => {
    const group = app.newGroup()
    if (price(f, tierIndex) > 0n) group.addTransaction(await pay(attendee, owner.addr, price(f, tierIndex)))
    return group.registerEvent({
      sender: attendee.addr,
      args: { mbrPayment: pay(attendee, app.appAddress, registrationBoxMbr()), eventId: f.event.id, tierIndex },
    })
  }
  await measure('register_event (free)', (f) => register(f, f.freeTier))
  await measure('register_event (paid)', (f) => register(f, f.paidTier), { keep: true })
  await measure('get_registration', (f) =>
    app.newGroup().getRegistration({
      sender: attendee.addr,
      args: { eventId: f.event.id, attendee: attendee.addr.toString() },
    }),
  )
  await measure(
    'confirm_attendance',
    (f) =>
      app.newGroup().confirmAttendance({
        sender: attendee.addr,
        args: { eventId: f.event.id, window: 0n, signature: new Uint8Array(64) },
      }),
    { keep: true },
  )

  const minted = await measure(
    'mint_nft',
    (f) =>
      app.newGroup().mintNft({
        sender: attendee.addr,
        args: {
          mbrPayment: pay(attendee, app.appAddress, assetMbr()),
          eventId: f.event.id,
          arc69Note: buildArc69Note({
            eventName: f.event.name,
            eventId: f.event.id,
            tierName: f.event.tiers[f.paidTier][0],
            eventDate: '2026-05-01',
            location: 'DynaQR',
            attendee: attendee.addr.toString(),
            network: 'LocalNet',
          }),
        },
        extraFee: MINT_EXTRA_FEE,
      }),
    { keep: true },
  )
  await measure(
    'claim_nft',
    (f) =>
      app.newGroup().claimNft({
        sender: attendee.addr,
        args: {
          optIn: algorand.createTransaction.assetOptIn({
            sender: attendee.addr,
            assetId: minted[f.which]!.returns![0] as bigint,
          }),
          eventId: f.event.id,
        },
        extraFee: ONE_INNER_FEE,
      }),
    { keep: true },
  )
  await measure('refund_registration', (f) =>
    app.newGroup().refundRegistration({
      sender: owner.addr,
      args: {
        refund: pay(owner, attendee.addr, price(f, f.paidTier)),
        eventId: f.event.id,
        attendee: attendee.addr.toString(),
        ban: true,
      },
    }),
  )

  // Door check-in: the owner sets a check-in key, and another registered attendee confirms with a fresh code.
  const doorKeys = new Map<Case, DoorKey>()
  for (const f of fixtures) doorKeys.set(f.which, await newDoorKey(app.appId, f.event.id))
  await measure(
    'set_check_in_key',
    (f) =>
      app.newGroup().setCheckInKey({
        sender: owner.addr,
        args: { eventId: f.event.id, checkInKey: doorKeys.get(f.which)!.publicKey },
      }),
    { keep: true },
  )
  for (const f of fixtures) {
    await app
      .newGroup()
      .registerEvent({
        sender: doorAttendee.addr,
        args: {
          mbrPayment: pay(doorAttendee, app.appAddress, registrationBoxMbr()),
          eventId: f.event.id,
          tierIndex: f.freeTier,
        },
      })
      .send({ populateAppCallResources: true })
  }
  const chainTime = () => createAlgodRest(dynaqr.config.algod).getLastBlockTime()
  await measure('confirm_attendance (door code)', async (f) => {
    const code = await doorCodeFor(doorKeys.get(f.which)!, app.appId, f.event.id, doorWindowAt(await chainTime()))
    return app.newGroup().confirmAttendance({
      sender: doorAttendee.addr,
      args: { eventId: f.event.id, window: code.window, signature: code.signature },
      staticFee: DOOR_CHECK_IN_FEE,
    })
  })

  await measure('get_event', (f) => app.newGroup().getEvent({ sender: scanner.addr, args: { eventId: f.event.id } }))
  await measure('get_owner_events', (f) =>
    app.newGroup().getOwnerEvents({ sender: scanner.addr, args: { owner: f.indexOwner.addr.toString(), offset: 0n } }),
  )
  // Simulate-only: a page of records needs more than one call's budget (the client lends it).
  await measure('get_owner_event_records', (f) =>
    app.newGroup().getOwnerEventRecords({
      sender: f.indexOwner.addr,
      args: { owner: f.indexOwner.addr.toString(), before: 2n ** 64n - 1n, limit: BigInt(OWNER_EVENTS_PER_CALL) },
    }),
  )
  await measure(
    'deactivate_event',
    (f) => app.newGroup().deactivateEvent({ sender: owner.addr, args: { eventId: f.event.id } }),
    { keep: true },
  )
  await measure('withdraw_scan_budget', (f) =>
    app.newGroup().withdrawScanBudget({ sender: owner.addr, args: { eventId: f.event.id }, extraFee: ONE_INNER_FEE }),
  )

  return [...rows].map(([method, budgets]) => ({ method, typical: budgets.typical!, worst: budgets.worst! }))
}
