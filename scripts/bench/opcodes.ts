/**
 * Opcode budget per contract method, by simulate on LocalNet: each method once on a typical event
 * and once on a worst-case one (every field at its limit, opcode-fixtures.ts). The events,
 * registrations, doors and tokens later methods need are created for real on the way; other calls
 * are only simulated. Not measured: the lifecycle methods `update` and `delete`, which a deployment
 * made by deploy-config refuses (neither updatable nor deletable).
 */
import { AlgoAmount } from '@algorandfoundation/algokit-utils/types/amount'
import { sha256 } from '@noble/hashes/sha2.js'
import type { DynaQrComposer } from '../../artifacts/dynaqr/DynaQrClient'
import { EVENTS_PAGE_SIZE } from '../../frontend/src/domain/event/event-status'
import {
  DEFAULT_SCAN_BUDGET_MICROALGOS,
  SPONSORED_SCAN_FEE_MICROALGOS,
} from '../../frontend/src/domain/contract/limits'
import { assetMbr, doorBoxMbr, registrationBoxMbr } from '../../frontend/src/domain/costs/mbr'
import { doorSigner, ticketCommitment } from '../../frontend/src/chain/node-api'
import { DOOR_FUNDING, newDoorKey } from '../lib/door-device'
import type { LocalNetDynaQr } from '../lib/fresh-dynaqr'
import type { SigningAccount } from '../lib/network'
import {
  addBudgetCalls,
  BENCH_SETTINGS,
  createEventCall,
  createEvents,
  WORST_EVENT_BUDGET_CALLS,
  worstEvent,
} from './bench-events'
import { opcodeFixtures, type Case, type Fixture } from './opcode-fixtures'
import { simulatedBudget, type Budget } from './simulated-budget'

export interface MethodBudget {
  method: string
  typical: Budget
  worst: Budget
  /** Meant for simulate, which lends it the budget it needs (it runs out on-chain by design). */
  simulateOnly: boolean
}

type Group = DynaQrComposer<unknown[]>

/** What a lone app call pays: the minimum fee. */
const MIN_FEE = AlgoAmount.MicroAlgo(1_000)
/**
 * mint_nft's inner transactions, as the web app bounds them (chain/write/tokens.ts): the deposit's
 * payment to the attendance tokens app, the call to it, the asset's creation and the op-ups that
 * check the minter's texts.
 */
const MINT_EXTRA_FEE = AlgoAmount.MicroAlgo(9_000)
/**
 * One inner transaction (payment, asset creation or transfer, or the tokens app's check of an owner's
 * input), paid through the call's own fee.
 */
const ONE_INNER_FEE = AlgoAmount.MicroAlgo(1_000)
/** claim_nft's call to the attendance tokens app, its transfer and the freeze of a token that is not transferable. */
const CLAIM_EXTRA_FEE = AlgoAmount.MicroAlgo(3_000)
/** Readonly calls that pool at least `consumed` with the call's own 700 (each counted as 600, a margin over the 660 it adds). */
const budgetCallsFor = (consumed: number) => Math.ceil((consumed - 700 + 200) / 600)
/** The largest uint64: get_owner_event_records' `before` for the newest page. */
const NEWEST = 2n ** 64n - 1n

function perCase<T>(make: () => T): Map<Case, T> {
  return new Map<Case, T>([
    ['typical', make()],
    ['worst', make()],
  ])
}

export async function measureOpcodes(dynaqr: LocalNetDynaQr): Promise<MethodBudget[]> {
  const { algorand, appClient: app, tokens, deployer, fundedAccount, sponsor, attendeeSponsor } = dynaqr
  const [owner, attendee, scanner, indexOwner, doorAttendee, waitingAttendee] = await Promise.all(
    [50, 20, 5, 20, 5, 20].map((algos) => fundedAccount(algos)),
  )
  const sponsorAccount = algorand.account.logicsig(Buffer.from(sponsor.programBase64, 'base64'))
  const fixtures = opcodeFixtures(owner, indexOwner)
  const rows = new Map<string, Partial<Record<Case, Budget>>>()
  const simulated = new Set<string>()

  /**
   * Simulates the group `build` makes for each case; with `keep`, then sends a fresh copy for later
   * steps, with readonly calls pooling the budget the call's own op-ups fall short of, if any.
   */
  async function measure(
    method: string,
    build: (f: Fixture) => Group | Promise<Group>,
    { keep = false, simulateOnly = false } = {},
  ) {
    if (simulateOnly) simulated.add(method)
    const sent: Partial<Record<Case, { returns?: unknown[] }>> = {}
    for (const f of fixtures) {
      const budget = await simulatedBudget(await build(f))
      rows.set(method, { ...rows.get(method), [f.which]: budget })
      if (!keep) continue
      const group = await build(f)
      if (budget.exceeded) addBudgetCalls(group, owner, budgetCallsFor(budget.consumed), method)
      sent[f.which] = await group.send({ populateAppCallResources: true })
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

  // ---- events ----
  // Simulated only: the worst case needs more budget than the op-ups it asks for (see bench-events.ts).
  await measure('create_event', (f) =>
    app.newGroup().createEvent(createEventCall(app, owner, f.event, f.existingEvents)),
  )
  // Created for real, with the web app's default scan budget (for sponsored scans and a longer URL)
  // and the readonly calls whose budget the worst case needs.
  const setup = { budgetCalls: WORST_EVENT_BUDGET_CALLS, scanBudget: DEFAULT_SCAN_BUDGET_MICROALGOS }
  await createEvents(
    app,
    owner,
    fixtures.map((f) => f.event),
    setup,
  )
  // Events of the same shapes without a guest-list key, for set_seal_key.
  const keyless = fixtures.map((f) => f.keyless)
  await createEvents(app, owner, keyless, { ...setup, existingCount: fixtures.length, sealKey: new Uint8Array(32) })
  // For the worst case of a page of the owner's list: a full page of worst-case records.
  const indexed = Array.from({ length: EVENTS_PAGE_SIZE }, (_, index) => worstEvent(`INDEXED-${index}-`))
  await createEvents(app, indexOwner, indexed, { budgetCalls: WORST_EVENT_BUDGET_CALLS })

  await measure('update_url', (f) =>
    app.newGroup().updateUrl({
      sender: owner.addr,
      args: { eventId: f.event.id, url: f.newUrl },
      extraFee: ONE_INNER_FEE,
    }),
  )
  await measure('set_seal_key', (f) =>
    app
      .newGroup()
      .setSealKey({ sender: owner.addr, args: { eventId: f.keyless.id, sealKey: new Uint8Array(32).fill(9) } }),
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
  await measure('update_details', (f) =>
    app.newGroup().updateDetails({
      sender: owner.addr,
      args: { eventId: f.event.id, name: f.event.name, capacity: 0n, expiry: 0n },
      extraFee: ONE_INNER_FEE,
    }),
  )
  await measure('update_tier', (f) =>
    app.newGroup().updateTier({
      sender: owner.addr,
      args: { eventId: f.event.id, tierIndex: f.paidTier, price: 3_000_000n, quantity: 0n },
    }),
  )
  await measure('top_up_budget', (f) =>
    app.newGroup().topUpBudget({
      sender: scanner.addr,
      args: { payment: pay(scanner, app.appAddress, 100_000n), eventId: f.event.id, forAttendees: false },
    }),
  )

  // ---- registrations ----
  // [ticket payment to the owner (to the app where the owner approves; priced tiers only), MBR
  // payment, register_event], as the web app sends it.
  const register = async (
    who: SigningAccount,
    f: Fixture,
    tierIndex: number,
    commitment: Uint8Array,
    payee: { toString(): string } = owner.addr,
  ) => {
    const group = app.newGroup()
    if (price(f, tierIndex) > 0n) group.addTransaction(await pay(who, payee, price(f, tierIndex)))
    return group.registerEvent({
      sender: who.addr,
      args: {
        mbrPayment: pay(who, app.appAddress, registrationBoxMbr()),
        eventId: f.event.id,
        tierIndex,
        ticketCommitment: commitment,
        waitlist: false,
      },
    })
  }
  const randomSecret = () => crypto.getRandomValues(new Uint8Array(32))
  /** For a registration no door checks in: any 32 bytes. */
  const randomCommitment = () => sha256(randomSecret())
  await measure('register_event (free)', (f) => register(attendee, f, f.freeTier, randomCommitment()))
  await measure('register_event (paid)', (f) => register(attendee, f, f.paidTier, randomCommitment()), {
    keep: true,
  })
  await measure('get_registration', (f) =>
    app.newGroup().getRegistration({
      sender: attendee.addr,
      args: { eventId: f.event.id, attendee: attendee.addr.toString() },
    }),
  )

  // ---- door check-in ----
  const doorKeys = perCase(() => newDoorKey())
  const secrets = perCase(() => randomSecret())
  // [funding payment to the device, box deposit to the app, add_door], as the owner's wallet signs it.
  await measure(
    'add_door',
    async (f) => {
      const door = doorKeys.get(f.which)!
      return app
        .newGroup()
        .addTransaction(await pay(owner, door.address, DOOR_FUNDING.microAlgo))
        .addDoor({
          sender: owner.addr,
          args: {
            mbrPayment: pay(owner, app.appAddress, doorBoxMbr(f.doorName)),
            eventId: f.event.id,
            scanner: door.address,
            name: f.doorName,
          },
        })
    },
    { keep: true },
  )
  // The door checks the secret against a commitment bound to the app, the event, the attendee and
  // the ticket's number (1: their first registration), as the web app makes it.
  for (const f of fixtures) {
    const record = await app.send.getEvent({ sender: owner.addr, args: { eventId: f.event.id } })
    const scope = { appId: app.appId, eventSeq: record.return!.seq, attendee: doorAttendee.addr.toString() }
    const commitment = ticketCommitment(scope, 1, secrets.get(f.which)!)
    await (await register(doorAttendee, f, f.freeTier, commitment)).send({ populateAppCallResources: true })
  }
  // As the door device sends it: its own key signs, its balance pays the one minimum fee.
  await measure('check_in', (f) => {
    const door = doorKeys.get(f.which)!
    return app.newGroup().checkIn({
      sender: door.address,
      signer: doorSigner(door),
      args: { eventId: f.event.id, attendee: doorAttendee.addr.toString(), ticketSecret: secrets.get(f.which)! },
      staticFee: MIN_FEE,
    })
  })
  await measure('remove_door', (f) =>
    app.newGroup().removeDoor({
      sender: owner.addr,
      args: { eventId: f.event.id, scanner: doorKeys.get(f.which)!.address },
      extraFee: ONE_INNER_FEE,
    }),
  )

  // ---- self-declared attendance, the token, the refund ----
  await measure(
    'set_settings',
    (f) =>
      app.newGroup().setSettings({
        sender: owner.addr,
        args: { eventId: f.event.id, settings: { ...BENCH_SETTINGS, selfCheckIn: true } },
        extraFee: ONE_INNER_FEE,
      }),
    { keep: true },
  )
  await measure(
    'confirm_attendance (self-declared)',
    (f) => app.newGroup().confirmAttendance({ sender: attendee.addr, args: { eventId: f.event.id } }),
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
          texts: f.texts(attendee.addr.toString()),
        },
        extraFee: MINT_EXTRA_FEE,
      }),
    { keep: true },
  )
  // Both paid tiers are not transferable: the claim also freezes the token in the holder's account.
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
        extraFee: CLAIM_EXTRA_FEE,
      }),
    { keep: true },
  )
  await measure(
    'refund_registration',
    (f) =>
      app.newGroup().refundRegistration({
        sender: owner.addr,
        args: {
          refund: pay(owner, attendee.addr, price(f, f.paidTier)),
          eventId: f.event.id,
          attendee: attendee.addr.toString(),
          ban: true,
        },
      }),
    { keep: true },
  )
  await measure('set_registration_ban', (f) =>
    app.newGroup().setRegistrationBan({
      sender: owner.addr,
      args: { eventId: f.event.id, attendee: attendee.addr.toString(), banned: false },
    }),
  )

  // ---- registrations that wait for the owner's approval ----
  await measure(
    'set_registration_policy',
    (f) =>
      app.newGroup().setRegistrationPolicy({
        sender: owner.addr,
        args: { eventId: f.event.id, listed: true, approvalRequired: true, paysAttendeeCosts: false },
      }),
    { keep: true },
  )
  for (const f of fixtures) {
    const waiting = await register(waitingAttendee, f, f.paidTier, randomCommitment(), app.appAddress)
    await waiting.send({ populateAppCallResources: true })
  }
  const decide = { eventId: '', attendee: waitingAttendee.addr.toString() }
  await measure('approve_registration', (f) =>
    app.newGroup().approveRegistration({
      sender: owner.addr,
      args: { ...decide, eventId: f.event.id },
      extraFee: ONE_INNER_FEE,
    }),
  )
  await measure('decline_registration', (f) =>
    app.newGroup().declineRegistration({
      sender: owner.addr,
      args: { ...decide, eventId: f.event.id, ban: false },
      extraFee: ONE_INNER_FEE,
    }),
  )

  // ---- reads, the deployer's setting, the end of an event ----
  await measure('get_event', (f) => app.newGroup().getEvent({ sender: scanner.addr, args: { eventId: f.event.id } }))
  // A page of records needs more than one call's budget: the web app reads it by simulate, which lends it.
  await measure(
    'get_owner_event_records',
    (f) =>
      app.newGroup().getOwnerEventRecords({
        sender: f.indexOwner.addr,
        args: { owner: f.indexOwner.addr.toString(), before: NEWEST, limit: BigInt(EVENTS_PAGE_SIZE) },
      }),
    { simulateOnly: true },
  )
  // The public list's page: simulate lends it the budget of looking at a page of positions.
  await measure(
    'get_listed_event_records',
    () =>
      app.newGroup().getListedEventRecords({
        sender: scanner.addr,
        args: { before: NEWEST, limit: BigInt(EVENTS_PAGE_SIZE) },
      }),
    { simulateOnly: true },
  )
  await measure('set_links', () =>
    app.newGroup().setLinks({
      sender: deployer.addr,
      args: { scanSponsor: sponsor.address, attendeeSponsor: attendeeSponsor.address, tokenApp: tokens.appId },
    }),
  )
  await measure(
    'deactivate_event',
    (f) => app.newGroup().deactivateEvent({ sender: owner.addr, args: { eventId: f.event.id } }),
    { keep: true },
  )
  await measure('withdraw_budgets', (f) =>
    app.newGroup().withdrawBudgets({ sender: owner.addr, args: { eventId: f.event.id }, extraFee: ONE_INNER_FEE }),
  )

  return [...rows].map(([method, budgets]) => ({
    method,
    typical: budgets.typical!,
    worst: budgets.worst!,
    simulateOnly: simulated.has(method),
  }))
}
