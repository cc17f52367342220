/**
 * Events the benchmarks create through the typed client: a typical and a worst-case shape, and
 * many at a time (several create_event calls per atomic group).
 */
import { AlgoAmount } from '@algorandfoundation/algokit-utils/types/amount'
import type { DynaQrClient, DynaQrComposer } from '../../artifacts/dynaqr/DynaQrClient'
import {
  MAX_EVENT_ID_BYTES,
  MAX_NAME_BYTES,
  MAX_TIER_NAME_BYTES,
  MAX_TIERS,
  MAX_URL_BYTES,
} from '../../frontend/src/domain/contract/limits'
import { createEventPayment } from '../../frontend/src/domain/costs/mbr'
import type { SigningAccount } from '../lib/network'

/** A dated event with door check-in, and a guest-list key (any 32 non-zero bytes will do for measuring). */
export const BENCH_SETTINGS = {
  startsAt: BigInt(Math.floor(Date.now() / 1000) - 3_600),
  endsAt: BigInt(Math.floor(Date.now() / 1000) + 30 * 86_400),
  checkInOpensBefore: 7_200n,
  decideBy: 0n,
  selfCheckIn: false,
}
export const BENCH_SEAL_KEY = new Uint8Array(32).fill(7)

export type Tier = [name: string, priceMicroAlgos: bigint, quantity: bigint, transferable: boolean]

export interface BenchEvent {
  id: string
  name: string
  url: string
  tiers: Tier[]
}

const ONE_ALGO = 1_000_000n
/**
 * create_event has the attendance tokens app check its input (one inner call), which asks for op-up
 * inner calls by the id, name and tiers (five for the worst case); their fees come from the call's
 * own fee. Paying more adds no op-ups, so the typical case is measured alike.
 */
const CREATE_EVENT_EXTRA_FEE = AlgoAmount.MicroAlgo(7_000)
/** Two transactions per create_event, sixteen per group. */
const CREATES_PER_GROUP = 8

const padded = (text: string, length: number, filler = 'x') => text.padEnd(length, filler).slice(0, length)

/** A ~20-character id, two tiers (a free one and a priced one), a short destination. */
export function typicalEvent(id: string): BenchEvent {
  return {
    id,
    name: 'DynaQR Summit 2026',
    url: `https://example.com/${id.toLowerCase()}`,
    tiers: [
      ['General Admission', 0n, 0n, true],
      ['VIP', ONE_ALGO, 20n, false],
    ],
  }
}

/** Every field at its limit: 32-byte id, 64-byte name, 256-byte URL, six tiers with 30-byte names (odd ones priced). */
export function worstEvent(idPrefix: string): BenchEvent {
  return {
    id: padded(idPrefix, MAX_EVENT_ID_BYTES, '0'),
    name: padded('Worst Case Conference With The Longest Name Allowed', MAX_NAME_BYTES),
    url: padded('https://example.com/worst-case/', MAX_URL_BYTES),
    tiers: Array.from({ length: MAX_TIERS }, (_, index): Tier => [
      padded(`Tier ${index + 1} `, MAX_TIER_NAME_BYTES),
      index % 2 === 1 ? ONE_ALGO : 0n,
      100n,
      index % 2 === 0,
    ]),
  }
}

type CreateEventParams = Parameters<DynaQrComposer['createEvent']>[0]

/**
 * A create_event call with its payment (box MBR for the owner's `existingCount`-th event, plus
 * `scanBudget`), as the web app sends it; `sealKey` all zero for an event without a guest-list key.
 */
export function createEventCall(
  app: DynaQrClient,
  owner: SigningAccount,
  event: BenchEvent,
  existingCount: number,
  {
    scanBudget,
    sealKey = BENCH_SEAL_KEY,
    listed = true,
  }: { scanBudget?: bigint; sealKey?: Uint8Array; listed?: boolean } = {},
): CreateEventParams {
  const shape = { name: event.name, url: event.url, accessType: 'public', tierNames: event.tiers.map(([name]) => name) }
  const { total } = createEventPayment(event.id, shape, existingCount, scanBudget, undefined, listed)
  return {
    sender: owner.addr,
    args: {
      payment: app.algorand.createTransaction.payment({
        sender: owner.addr,
        receiver: app.appAddress,
        amount: AlgoAmount.MicroAlgo(total),
        // Payments of equal amounts in one validity window would otherwise be the same transaction.
        note: event.id,
      }),
      eventId: event.id,
      name: event.name,
      url: event.url,
      accessType: 'public',
      expiry: 0n,
      capacity: 0n,
      tiers: event.tiers,
      settings: BENCH_SETTINGS,
      sealKey,
      listed,
      approvalRequired: false,
      paysAttendeeCosts: false,
      attendeeBudget: 0n,
      paymentAsset: 0n,
    },
    extraFee: CREATE_EVENT_EXTRA_FEE,
  }
}

/**
 * Readonly calls a group of the benchmarks' setup carries only for the opcode budget they pool: an
 * event at every limit needs more than the op-ups create_event asks for itself (the opcode table
 * shows by how much), so it could not be created on-chain otherwise.
 */
export const WORST_EVENT_BUDGET_CALLS = 8
const MAX_GROUP_SIZE = 16

/** Adds `count` readonly calls by `sender` to a group, each pooling 700 opcodes less the few it uses itself (a page of no events). */
export function addBudgetCalls(group: DynaQrComposer<unknown[]>, sender: SigningAccount, count: number, tag: string) {
  for (let call = 0; call < count; call++) {
    group.getOwnerEventRecords({
      sender: sender.addr,
      args: { owner: sender.addr.toString(), before: 0n, limit: 0n },
      note: `budget ${tag} ${call}`,
    })
  }
}

export interface CreateEventsOptions {
  /** Events the owner has already. */
  existingCount?: number
  scanBudget?: bigint
  /** All zero: the events have no guest-list key. */
  sealKey?: Uint8Array
  /** Readonly calls added before each create_event for their opcode budget. */
  budgetCalls?: number
  /** Shown on Discover (the default), or reachable by link only. */
  listed?: boolean
}

/** Creates `events` for an owner, as many per atomic group as fit (eight without budget calls). */
export async function createEvents(
  app: DynaQrClient,
  owner: SigningAccount,
  events: readonly BenchEvent[],
  { existingCount = 0, scanBudget = 0n, sealKey, budgetCalls = 0, listed = true }: CreateEventsOptions = {},
): Promise<void> {
  const perGroup = Math.min(CREATES_PER_GROUP, Math.floor(MAX_GROUP_SIZE / (2 + budgetCalls)))
  for (let start = 0; start < events.length; start += perGroup) {
    const group = app.newGroup()
    events.slice(start, start + perGroup).forEach((event, offset) => {
      addBudgetCalls(group, owner, budgetCalls, event.id)
      group.createEvent(
        createEventCall(app, owner, event, existingCount + start + offset, { scanBudget, sealKey, listed }),
      )
    })
    await group.send({ populateAppCallResources: true })
  }
}
