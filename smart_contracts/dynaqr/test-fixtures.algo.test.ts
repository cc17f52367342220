/**
 * Shared builders for the DynaQR emulator tests (algorand-typescript-testing 1.2.0).
 *
 * Named `*.algo.test.ts`, not `*.algo.ts`: the puya-ts test transformer still rewrites it, vitest
 * does not collect it as a test file, and `puya-ts smart_contracts` (build:contracts globs
 * `**\/*.algo.ts`) does not try to compile it; importing the testing package from an `.algo.ts`
 * file halts that build ("Module './primitives' has no exported member 'StubBytesCompat'").
 *
 * Three emulator gaps are closed here so the emulator behaves like the AVM; none changes what the
 * contract decides:
 *  - installBoxEncodingFix: the emulator re-encodes box values without their declared type, so a
 *    struct with an array field (EventRecord.tiers) is stored as a tuple without its length
 *    prefix; reading it back yields a garbage url and phantom tiers, and box lengths (hence the
 *    MBR the contract charges) are wrong. The fix encodes struct box values with the box's
 *    declared value type, as the compiled contract does.
 *  - installZeroTxnFieldsFix: `Txn.closeRemainderTo` / `Txn.assetCloseTo` throw on an application
 *    call in the emulator, where the AVM returns the zero address. Only the LogicSig reads them.
 *  - Harness.call rolls the app's boxes and global state back when a call fails: the emulator
 *    keeps whatever a failing call wrote before its assert, where the AVM discards it.
 */
import type { Account, Application, bytes, uint64 } from '@algorandfoundation/algorand-typescript'
import { Bytes, Global, OnCompleteAction, op, Txn, Uint64 } from '@algorandfoundation/algorand-typescript'
import { createHash } from 'node:crypto'
import type { TestExecutionContext } from '@algorandfoundation/algorand-typescript-testing'
import * as internalArc4 from '@algorandfoundation/algorand-typescript-testing/internal/arc4'
import { DynaQr } from './contract.algo'
import { ApplicationSpy } from '@algorandfoundation/algorand-typescript-testing'
import { decodeArc4 } from '@algorandfoundation/algorand-typescript/arc4'
import {
  assertSettings,
  assertWebUrl,
  AttendanceTokens,
  checkEventInput,
  checkEventName,
} from './attendance-tokens.algo'
import type { DoorRecord, EventRecord, EventSettings, RegistrationRecord, TierInput, TokenTexts } from './records.algo'
import { TICKET_DOMAIN } from './records.algo'

// ---- emulator gap fixes ------------------------------------------------------------------

type AnyFn = (...args: never[]) => unknown
const encodeArc4 = (internalArc4 as unknown as { encodeArc4: (typeInfo: string, value: unknown) => unknown }).encodeArc4
const boxValueTypes = new WeakMap<object, string>()
let boxFixInstalled = false

// (The transformer routes binary operators in `.algo.*` files through uint64/bytes-aware helpers,
// so values that may be uint64 or bytes are only tested with typeof, `!` and Object.is here.)
function isStructOrArray(value: unknown): value is object {
  if (!value || typeof value !== 'object') return false
  return Array.isArray(value) || Object.is(Object.getPrototypeOf(value), Object.prototype)
}

function toUint8(bytes: unknown): Uint8Array {
  if (bytes instanceof Uint8Array) return bytes
  return (bytes as { asUint8Array(): Uint8Array }).asUint8Array()
}

/** See the file comment. Idempotent; patches the emulator's Box and Ledger prototypes. */
export function installBoxEncodingFix(ctx: TestExecutionContext, contract: DynaQr): void {
  if (boxFixInstalled) return
  const boxProto = Object.getPrototypeOf(contract.events('x')) as object
  const value = Object.getOwnPropertyDescriptor(boxProto, 'value')
  if (!value?.get || !value.set) throw new Error('emulator Box has no value accessor: re-check installBoxEncodingFix')
  const remember = (box: { valueType: unknown }, v: unknown) => {
    if (isStructOrArray(v)) boxValueTypes.set(v, JSON.stringify(box.valueType))
  }
  Object.defineProperty(boxProto, 'value', {
    configurable: true,
    get(this: { valueType: unknown }) {
      const v = value.get!.call(this)
      remember(this, v)
      return v
    },
    set(this: { valueType: unknown }, v: unknown) {
      remember(this, v)
      value.set!.call(this, v)
    },
  })
  type LedgerInternals = {
    getBox: AnyFn
    getMaterialisedBox(app: unknown, key: unknown): unknown
    setBox(app: unknown, key: unknown, value: Uint8Array): void
  }
  const ledgerProto = Object.getPrototypeOf(ctx.ledger) as LedgerInternals
  const getBox = ledgerProto.getBox
  ledgerProto.getBox = function (this: LedgerInternals, app: unknown, key: unknown) {
    const materialised = this.getMaterialisedBox(app, key)
    const typeInfo = isStructOrArray(materialised) ? boxValueTypes.get(materialised) : undefined
    if (typeInfo !== undefined) this.setBox(app, key, toUint8(encodeArc4(typeInfo, materialised)))
    return (getBox as (this: LedgerInternals, a: unknown, k: unknown) => unknown).call(this, app, key)
  } as AnyFn
  boxFixInstalled = true
}

/** See the file comment. Returns a function that restores the emulator's own getters. */
export function installZeroTxnFieldsFix(): () => void {
  const txn = Txn as unknown as Record<string, unknown>
  const originals = (['closeRemainderTo', 'assetCloseTo'] as const).map(
    (name) => [name, Object.getOwnPropertyDescriptor(txn, name)!] as const,
  )
  for (const [name, original] of originals) {
    Object.defineProperty(txn, name, {
      configurable: true,
      get() {
        try {
          return original.get!.call(txn)
        } catch {
          return Global.zeroAddress
        }
      },
    })
  }
  return () => originals.forEach(([name, original]) => Object.defineProperty(txn, name, original))
}

// ---- constants and MBR arithmetic (independent of the contract's own) ---------------------

export const T0 = 1_700_000_000 // 2023-11-14T22:13:20Z, day 19675
export const DAY = 86_400
export const ROUND0 = 1_000
export const MIN_FEE = 1_000
export const ASSET_CREATE_MBR = 100_000
export const DEFAULT_BUDGET_PAYMENT = 1_000_000

export const utf8Length = (text: string): number => new TextEncoder().encode(text).length

/** BoxFlatMinBalance + BoxByteMinBalance x (name + value). */
export const boxMbr = (keyLength: number, valueLength: number): number => 2_500 + 400 * (keyLength + valueLength)

/**
 * Byte offset of each EventRecord head field, in declared (alphabetical) order: a bool is 1 byte
 * (approvalRequired shares active's byte, bit 0x40: ARC-4 packs neighbouring bools),
 * a uint64 8, an Account 32, dailyScans 7 x 8, tierSold 6 x 8, and each dynamic field (string,
 * tiers) a 2-byte offset to its tail.
 */
export const EVENT_HEAD = (() => {
  const widths: [string, number][] = [
    ['accessType', 2],
    ['active', 1],
    ['approvalRequired', 0],
    ['attendedCount', 8],
    ['attendeeBudget', 8],
    ['capacity', 8],
    ['createdAt', 8],
    ['dailyScans', 7 * 8],
    ['detailsRound', 8],
    ['expiry', 8],
    ['histogramDay', 8],
    ['lastScannedAt', 8],
    ['lastSponsoredRound', 8],
    ['lastUpdatedAt', 8],
    ['listed', 1],
    ['listedSlot', 8],
    ['mintedCount', 8],
    ['name', 2],
    ['owner', 32],
    ['paymentAsset', 8],
    ['paysAttendeeCosts', 1],
    ['registeredCount', 8],
    ['scanBudget', 8],
    ['scanCount', 8],
    ['sealKey', 32],
    ['sealKeyVersion', 8],
    ['seq', 8],
    ['settings', 8 + 8 + 8 + 1 + 8],
    ['sponsoredInRound', 8],
    ['sponsoredPerDay', 8],
    ['sponsoredPerRound', 8],
    ['sponsoredToday', 8],
    ['tierSold', 6 * 8],
    ['tiers', 2],
    ['url', 2],
    ['urlUpdateCount', 8],
  ]
  const offsets: Record<string, number> = {}
  let size = 0
  for (const [field, width] of widths) {
    offsets[field] = size
    size += width
  }
  return { offsets, size }
})()

/**
 * ARC-4 size of an EventRecord: a 388-byte head (31 static fields and 4 two-byte offsets) plus the
 * tails of accessType, name, tiers and url. A tier is a name offset, price, quantity and the
 * transferable flag (19 bytes) plus its name; the tiers array is a length prefix plus one offset
 * per tier. The settings are three times, a lead time and a flag (33 bytes).
 */
export function eventValueSize(e: Pick<EventArgs, 'name' | 'url' | 'accessType' | 'tiers'>): number {
  const str = (text: string) => 2 + utf8Length(text)
  const tiers = 2 + e.tiers.reduce((sum, t) => sum + 2 + 19 + str(t.name), 0)
  return EVENT_HEAD.size + str(e.accessType) + str(e.name) + tiers + str(e.url)
}

export const eventBoxMbr = (e: EventArgs): number => boxMbr(1 + utf8Length(e.id), eventValueSize(e))
/** 'c' + owner -> uint64, and the first owner-index page 'p' + owner + page -> one 32-byte slot. */
export const FIRST_OWNER_INDEX_MBR = boxMbr(33, 8) + boxMbr(41, 32)
export const NEXT_OWNER_INDEX_MBR = 32 * 400
/** 'g' + page -> the listed index's event ids: its first page, then 32 bytes per listed event. */
export const FIRST_APP_INDEX_MBR = boxMbr(9, 32)
export const NEXT_APP_INDEX_MBR = 32 * 400
/** The index MBR of the app's first event (also its owner's first) and of any owner's next event. */
export const FIRST_EVENT_INDEX_MBR = FIRST_OWNER_INDEX_MBR + FIRST_APP_INDEX_MBR
export const NEXT_EVENT_INDEX_MBR = NEXT_OWNER_INDEX_MBR + NEXT_APP_INDEX_MBR
/**
 * 'r' + eventSeq + attendee -> amountPaid, assetId, attendedAt, checkInMethod, claimed, refundOwed,
 * registeredAt, registeredRound, sealKeyVersion, sponsored, status, ticketCommitment, ticketNumber,
 * ticketRevealed, tierIndex: eleven uint64, three bools (none next to another, so one byte each)
 * and the 32-byte commitment.
 */
export const REGISTRATION_MBR = boxMbr(41, 11 * 8 + 3 + 32)
/** 'd' + eventSeq + scanner -> checkIns, name offset, pairedAt, pairedRound, then the name. */
export const doorMbr = (name: string): number => boxMbr(41, 8 + 2 + 8 + 8 + 2 + utf8Length(name))

// ---- argument builders -------------------------------------------------------------------

export type EventArgs = {
  id: string
  name: string
  url: string
  accessType: string
  expiry: number
  capacity: number
  tiers: { name: string; price: number; quantity: number; transferable?: boolean }[]
  settings: Settings
  sealKey: Uint8Array
  listed: boolean
  approvalRequired: boolean
  paysAttendeeCosts: boolean
  /** Of the creation payment, what goes to the attendee budget (the rest above the MBR is the scan budget). */
  attendeeBudget: number
  /** The event's currency: an asset's id, 0 for ALGO. */
  paymentAsset: number
}

export type Settings = {
  startsAt: number
  endsAt: number
  checkInOpensBefore: number
  selfCheckIn: boolean
  /** Until when the owner may decide on held registrations; 0 (the default) = until the end. */
  decideBy?: number
}

/** An event that started an hour before T0 and ends in a day: check-in is open at T0. */
export const OPEN_SETTINGS: Settings = {
  startsAt: T0 - 3_600,
  endsAt: T0 + DAY,
  checkInOpensBefore: 7_200,
  selfCheckIn: false,
}
export const SEAL_KEY = new Uint8Array(32).fill(7)

export const defaultEvent = (overrides: Partial<EventArgs> = {}): EventArgs => ({
  id: 'EVT-1',
  name: 'Launch Party',
  url: 'https://example.com/launch',
  accessType: 'public',
  expiry: 0,
  capacity: 0,
  tiers: [],
  settings: OPEN_SETTINGS,
  sealKey: SEAL_KEY,
  listed: true,
  approvalRequired: false,
  paysAttendeeCosts: false,
  attendeeBudget: 0,
  paymentAsset: 0,
  ...overrides,
})

export const tier = (name: string, price = 0, quantity = 0, transferable = true) => ({
  name,
  price,
  quantity,
  transferable,
})

export const TOKEN_TEXTS: TokenTexts = {
  eventDate: '2023-11-15',
  location: 'Main Hall, Lisbon',
  attendee: 'ATTENDEE',
  network: 'localnet',
}

/** A ticket's secret, the one a door reveals, made from `seed`. */
export function ticketSecret(seed: string): Uint8Array {
  return new Uint8Array(createHash('sha256').update(`secret:${seed}`).digest())
}

const bigEndian64 = (value: number | bigint) => {
  const out = new Uint8Array(8)
  new DataView(out.buffer).setBigUint64(0, BigInt(value))
  return out
}

/**
 * What a registration stores for a ticket, as the contract checks it: SHA-256 of the ticket domain,
 * the app id, the event's seq, the attendee's public key, the ticket's number and its secret.
 */
export function ticketCommitment(
  app: Application,
  eventSeq: number | bigint | uint64,
  attendee: Account,
  ticketNumber: number | bigint | uint64,
  secret: Uint8Array,
): Uint8Array {
  const hash = createHash('sha256')
  hash.update(TICKET_DOMAIN)
  hash.update(bigEndian64(app.id as unknown as bigint))
  hash.update(bigEndian64(eventSeq as unknown as bigint))
  hash.update(toUint8(attendee.bytes))
  hash.update(bigEndian64(ticketNumber as unknown as bigint))
  hash.update(secret)
  return new Uint8Array(hash.digest())
}

/** ARC-4 `string`: 2-byte big-endian length, then the UTF-8 bytes. */
export function arc4String(text: string) {
  const raw = new TextEncoder().encode(text)
  return Bytes(new Uint8Array([raw.length >> 8, raw.length & 0xff, ...raw]))
}

/**
 * An array the emulator passes to another app's method is encoded as a tuple, without its length
 * prefix (the gap installBoxEncodingFix closes for boxes); the AVM receives the array as the caller
 * got it. Its elements are dynamic (a tier's name), so the first head offset is twice their count.
 */
function emulatedArrayArg(tuple: bytes): bytes {
  const count = tuple.length === 0 ? 0 : op.extractUint16(tuple, 0) / 2
  return op.extract(op.itob(count), 6, 2).concat(tuple)
}

// ---- harness -----------------------------------------------------------------------------

type Txn = Parameters<TestExecutionContext['txn']['createScope']>[0][number]
export type Payment = ReturnType<TestExecutionContext['any']['txn']['payment']>
export type AssetTransfer = ReturnType<TestExecutionContext['any']['txn']['assetTransfer']>
/** A payment in an event's currency: ALGO, or a transfer of its asset. */
export type CurrencyPayment = Payment | AssetTransfer
type PaymentFields = NonNullable<Parameters<TestExecutionContext['any']['txn']['payment']>[0]>
type AssetTransferFields = NonNullable<Parameters<TestExecutionContext['any']['txn']['assetTransfer']>[0]>
type CallOptions = { before?: Txn[]; fee?: number; onCompletion?: OnCompleteAction }

/** Deploys DynaQr at T0 / ROUND0 and wraps each ABI method in a correctly shaped group. */
export class Harness {
  readonly contract: DynaQr
  readonly app: Application
  readonly creator: Account
  /** The attendance tokens app the contract calls; `tokenCalls` records what it was asked. */
  readonly tokenApp: Application
  readonly tokenCalls: { method: 'mint' | 'deliver'; args: unknown[] }[] = []
  private readonly tickets = new Map<string, Ticket>()
  private readonly doorsByEvent = new Map<string, Account>()

  constructor(readonly ctx: TestExecutionContext) {
    ctx.ledger.patchGlobalData({
      latestTimestamp: T0,
      round: ROUND0,
      assetCreateMinBalance: ASSET_CREATE_MBR,
      minTxnFee: MIN_FEE,
    })
    this.creator = this.account()
    ctx.defaultSender = this.creator
    this.contract = ctx.contract.create(DynaQr)
    this.app = ctx.ledger.getApplicationForContract(this.contract)
    installBoxEncodingFix(ctx, this.contract)
    this.tokenApp = ctx.any.application()
    // The deployer's set_links names the tokens app once; here it is linked directly.
    this.contract.tokenApp.value = this.tokenApp.id
    this.installTokenAppSpy()
  }

  /**
   * The emulator runs no other app: the tokens app's mint answers with a new asset (created by it,
   * as the real one does) and each call is recorded with its arguments.
   */
  private installTokenAppSpy(): void {
    const spy = new ApplicationSpy(AttendanceTokens)
    const args = (itxn: { numAppArgs: uint64; appArgs(index: uint64): bytes }) =>
      Array.from({ length: Number(itxn.numAppArgs) - 1 }, (_, i) => itxn.appArgs(i + 1))
    spy.on.mint((itxn) => {
      this.tokenCalls.push({ method: 'mint', args: args(itxn) })
      const asset = this.ctx.any.asset({ creator: this.tokenApp.address, total: 1, decimals: 0 })
      itxn.setReturnValue(asset.id)
    })
    spy.on.deliver((itxn) => {
      this.tokenCalls.push({ method: 'deliver', args: args(itxn) })
    })
    // The checks of what an owner writes run as the tokens app runs them: a failed one fails the call.
    const text = (itxn: { appArgs(index: uint64): bytes }, index: number) => decodeArc4<string>(itxn.appArgs(index))
    spy.on.checkEvent((itxn) => {
      checkEventInput(
        text(itxn, 1),
        text(itxn, 2),
        text(itxn, 3),
        text(itxn, 4),
        decodeArc4<TierInput[]>(emulatedArrayArg(itxn.appArgs(5))),
        decodeArc4<EventSettings>(itxn.appArgs(6)),
        itxn.appArgs(7).toFixed({ length: 32 }),
      )
    })
    spy.on.checkName((itxn) => checkEventName(text(itxn, 1)))
    spy.on.checkUrl((itxn) => assertWebUrl(text(itxn, 1)))
    spy.on.checkSettings((itxn) => assertSettings(decodeArc4<EventSettings>(itxn.appArgs(1))))
    this.ctx.addApplicationSpy(spy)
  }

  account(balance = 1_000_000_000): Account {
    return this.ctx.any.account({ balance })
  }

  at(timestamp: number): this {
    this.ctx.ledger.patchGlobalData({ latestTimestamp: timestamp })
    return this
  }

  atRound(round: number): this {
    this.ctx.ledger.patchGlobalData({ round })
    return this
  }

  // -- transactions

  appCall(sender: Account, options: CallOptions = {}) {
    return this.ctx.any.txn.applicationCall({
      appId: this.app,
      sender,
      fee: options.fee ?? MIN_FEE,
      onCompletion: options.onCompletion ?? OnCompleteAction.NoOp,
    })
  }

  /** A payment from `sender`, to the app unless `fields.receiver` says otherwise. */
  pay(sender: Account, amount: number, fields: PaymentFields = {}): Payment {
    return this.ctx.any.txn.payment({ sender, receiver: this.app.address, amount, ...fields })
  }

  /** A transfer of `amount` of the asset from `sender`, to the app unless `fields.assetReceiver` says otherwise. */
  transfer(sender: Account, assetId: uint64, amount: number, fields: AssetTransferFields = {}): AssetTransfer {
    return this.ctx.any.txn.assetTransfer({
      sender,
      assetReceiver: this.app.address,
      xferAsset: this.ctx.ledger.getAsset(assetId),
      assetAmount: amount,
      ...fields,
    })
  }

  /** An asset of 6 decimals, as USDC, and `holders` opted in to it with `balance` base units each. */
  stablecoin(holders: Account[], balance = 1_000_000_000): uint64 {
    const asset = this.ctx.any.asset({ decimals: 6, total: 10 ** 15 })
    for (const holder of holders) this.ctx.ledger.updateAssetHolding(holder, asset, balance)
    return asset.id
  }

  optIn(sender: Account, assetId: uint64, fields: AssetTransferFields = {}) {
    return this.ctx.any.txn.assetTransfer({
      sender,
      assetReceiver: sender,
      xferAsset: this.ctx.ledger.getAsset(assetId),
      assetAmount: 0,
      ...fields,
    })
  }

  /**
   * Runs `body` as an app call from `sender`, preceded by `before`, with AVM semantics on failure:
   * the app's state is rolled back, and the scope the emulator leaves open is closed.
   */
  call<T>(sender: Account, body: () => T, options: CallOptions = {}): T {
    const rollback = this.snapshotAppState()
    try {
      return this.ctx.txn.createScope([...(options.before ?? []), this.appCall(sender, options)]).execute(body)
    } catch (error) {
      rollback()
      throw error
    } finally {
      this.ctx.txn.createScope([]).execute(() => undefined)
    }
  }

  /** Captures the app's boxes and global state; the returned function restores them. */
  private snapshotAppState(): () => void {
    type StateMap<K, V> = {
      keys(): Iterable<K>
      values(): Iterable<V>
      get(k: K): V | undefined
      set(k: K, v: V): void
      clear(): void
    }
    type GlobalStateValue = { hasValue: boolean; value: unknown; delete(): void }
    const ledger = this.ctx.ledger as unknown as {
      applicationDataMap: { getOrFail(id: uint64): { application: Record<string, unknown> } }
    }
    const application = ledger.applicationDataMap.getOrFail(this.app.id).application
    const boxes = application.boxes as StateMap<unknown, Uint8Array>
    const materialised = application.materialisedBoxes as StateMap<unknown, unknown>
    // Flush values the contract may have mutated in place; box bytes are never mutated in place.
    for (const key of [...materialised.keys()])
      if (materialised.get(key)) this.ctx.ledger.getBox(this.app, key as bytes)
    const savedBoxes = [...boxes.keys()].map((key) => [key, boxes.get(key)!] as const)
    const savedGlobals = [...(application.globalStates as StateMap<unknown, GlobalStateValue>).values()].map(
      (state) => [state, state.hasValue, state.hasValue ? state.value : undefined] as const,
    )
    return () => {
      boxes.clear()
      materialised.clear()
      for (const [key, value] of savedBoxes) boxes.set(key, value)
      for (const [state, hadValue, value] of savedGlobals) {
        if (hadValue) state.value = value
        else if (state.hasValue) state.delete()
      }
    }
  }

  // -- ABI methods

  createEvent(
    owner: Account,
    overrides: Partial<EventArgs> = {},
    options: { amount?: number; payment?: Payment; fee?: number } = {},
  ): uint64 {
    const e = defaultEvent(overrides)
    const payment = options.payment ?? this.pay(owner, options.amount ?? DEFAULT_BUDGET_PAYMENT)
    const tiers: TierInput[] = e.tiers.map((t) => ({
      name: t.name,
      price: t.price,
      quantity: t.quantity,
      transferable: t.transferable ?? true,
    }))
    return this.call(
      owner,
      () =>
        this.contract.createEvent(
          payment,
          e.id,
          e.name,
          e.url,
          e.accessType,
          e.expiry,
          e.capacity,
          tiers,
          settingsOf(e.settings),
          Bytes(e.sealKey).toFixed({ length: 32 }),
          e.listed,
          e.approvalRequired,
          e.paysAttendeeCosts,
          e.attendeeBudget,
          e.paymentAsset,
        ),
      { before: [payment], fee: options.fee },
    )
  }

  setSettings(sender: Account, settings: Settings, eventId = 'EVT-1'): void {
    this.call(sender, () => this.contract.setSettings(eventId, settingsOf(settings)))
  }

  setSealKey(sender: Account, key: Uint8Array, eventId = 'EVT-1'): void {
    this.call(sender, () => this.contract.setSealKey(eventId, Bytes(key).toFixed({ length: 32 })))
  }

  /**
   * Registers `attendee`. `ticket` is a ticket payment amount (sent to the event owner, or to the
   * app where the owner approves registrations) or a ready-made transaction; it goes just before
   * the MBR payment, as the contract expects.
   */
  register(
    attendee: Account,
    eventId = 'EVT-1',
    options: {
      tier?: number
      ticket?: number | Txn
      mbr?: number
      mbrPayment?: Payment
      commitment?: Uint8Array
      waitlist?: boolean
    } = {},
  ): uint64 {
    const before: Txn[] = []
    const ticket = this.ticketPayment(attendee, eventId, options)
    if (ticket) before.push(ticket)
    const mbrPayment = options.mbrPayment ?? this.pay(attendee, options.mbr ?? REGISTRATION_MBR)
    before.push(mbrPayment)
    const { commitment, keep } = this.nextTicket(attendee, eventId, options.commitment)
    const paid = this.call(
      attendee,
      () => this.contract.registerEvent(mbrPayment, eventId, options.tier ?? 0, commitment, options.waitlist ?? false),
      { before },
    )
    keep()
    return paid
  }

  /**
   * register_event at the event's expense: `sponsor` (the attendee sponsor account, set with
   * setAttendeeSponsor) pays the group's fee, `fee` (default: the call, the sponsor's payment and the
   * reimbursement, plus the ticket payment of a priced tier), in place of the MBR payment; `ticket`
   * as for register.
   */
  registerSponsored(
    attendee: Account,
    sponsor: Account,
    eventId = 'EVT-1',
    options: {
      tier?: number
      ticket?: number | Txn
      commitment?: Uint8Array
      waitlist?: boolean
      fee?: number
      feePayment?: Payment
    } = {},
  ): uint64 {
    const ticket = this.ticketPayment(attendee, eventId, options)
    const fees = options.feePayment ?? this.sponsorFee(sponsor, options.fee ?? (ticket ? 4 : 3) * MIN_FEE)
    const { commitment, keep } = this.nextTicket(attendee, eventId, options.commitment)
    const paid = this.call(
      attendee,
      () => this.contract.registerEvent(fees, eventId, options.tier ?? 0, commitment, options.waitlist ?? false),
      { before: ticket ? [ticket, fees] : [fees], fee: 0 },
    )
    keep()
    return paid
  }

  /** The attendee sponsor's zero-ALGO payment to itself that opens a sponsored group and pays its `fee`. */
  sponsorFee(sponsor: Account, fee: number, fields: PaymentFields = {}): Payment {
    return this.pay(sponsor, 0, { receiver: sponsor, fee, ...fields })
  }

  /**
   * The ticket payment `options.ticket` asks for: an amount in the event's currency to the owner (or
   * the app, where it holds payments), or a ready-made transaction.
   */
  private ticketPayment(
    attendee: Account,
    eventId: string,
    options: { ticket?: number | Txn; waitlist?: boolean },
  ): Txn | undefined {
    if (typeof options.ticket !== 'number') return options.ticket
    const event = this.event(eventId)
    const receiver = event.approvalRequired || options.waitlist ? this.app.address : event.owner
    return this.currencyPayment(event, attendee, receiver, options.ticket)
  }

  /** `amount` of the event's currency from `sender` to `receiver`: a payment, or a transfer of its asset. */
  currencyPayment(event: EventRecord, sender: Account, receiver: Account, amount: number | uint64): CurrencyPayment {
    return event.paymentAsset === 0
      ? this.pay(sender, Number(amount), { receiver })
      : this.transfer(sender, event.paymentAsset, Number(amount), { assetReceiver: receiver })
  }

  /**
   * The attendee's next ticket: a fresh secret, committed to with the number the contract gives the
   * registration (one more than the box's, or 1 without a box); `given` replaces the commitment.
   * `keep` records the ticket once registered.
   */
  private nextTicket(attendee: Account, eventId: string, given?: Uint8Array) {
    const key = ticketKey(attendee, eventId)
    const generation = (this.tickets.get(key)?.generation ?? -1) + 1
    const event = this.event(eventId)
    const box = this.contract.registrations({ eventSeq: event.seq, registrant: attendee })
    const number = box.exists ? Number(box.value.ticketNumber) + 1 : 1
    const secret = ticketSecret(`${key}:${generation}`)
    const fresh: Ticket = {
      secret,
      commitment: ticketCommitment(this.app, event.seq, attendee, number, secret),
      number,
      generation,
    }
    return {
      commitment: Bytes(given ?? fresh.commitment).toFixed({ length: 32 }),
      keep: () => {
        if (!given) this.tickets.set(key, fresh)
      },
    }
  }

  /** The ticket of the attendee's latest registration made through `register`. */
  ticketOf(attendee: Account, eventId = 'EVT-1') {
    const current = this.tickets.get(ticketKey(attendee, eventId))
    if (!current) throw new Error('no ticket: register first')
    return current
  }

  /** Checks the attendee in at the event's door (paired on first use). */
  attend(attendee: Account, eventId = 'EVT-1'): uint64 {
    let scanner = this.doorsByEvent.get(eventId)
    if (!scanner) {
      scanner = this.account()
      this.addDoor(this.event(eventId).owner, scanner, 'Door', eventId)
      this.doorsByEvent.set(eventId, scanner)
    }
    return this.checkIn(scanner, attendee, eventId)
  }

  /** confirm_attendance: the attendee declares their own attendance. */
  confirm(attendee: Account, eventId = 'EVT-1'): uint64 {
    return this.call(attendee, () => this.contract.confirmAttendance(eventId))
  }

  addDoor(owner: Account, scanner: Account, name = 'Main entrance', eventId = 'EVT-1', payment?: Payment): void {
    const mbrPayment = payment ?? this.pay(owner, doorMbr(name))
    this.call(owner, () => this.contract.addDoor(mbrPayment, eventId, scanner, name), { before: [mbrPayment] })
  }

  removeDoor(owner: Account, scanner: Account, eventId = 'EVT-1'): uint64 {
    return this.call(owner, () => this.contract.removeDoor(eventId, scanner), { fee: 2 * MIN_FEE })
  }

  /** check_in from a door device, with the attendee's ticket secret unless `secret` says otherwise. */
  checkIn(scanner: Account, attendee: Account, eventId = 'EVT-1', secret?: Uint8Array): uint64 {
    const ticketSecret = Bytes(secret ?? this.ticketOf(attendee, eventId).secret).toFixed({ length: 32 })
    return this.call(scanner, () => this.contract.checkIn(eventId, attendee, ticketSecret))
  }

  door(scanner: Account, eventId = 'EVT-1'): DoorRecord {
    const seq = this.event(eventId).seq
    return this.contract.doors({ eventSeq: seq, scanner }).value
  }

  hasDoor(scanner: Account, eventId = 'EVT-1'): boolean {
    const seq = this.event(eventId).seq
    return this.contract.doors({ eventSeq: seq, scanner }).exists
  }

  mint(
    attendee: Account,
    eventId = 'EVT-1',
    options: { texts?: Partial<TokenTexts>; mbr?: number; mbrPayment?: Payment } = {},
  ): uint64 {
    const mbrPayment = options.mbrPayment ?? this.pay(attendee, options.mbr ?? ASSET_CREATE_MBR)
    const texts: TokenTexts = { ...TOKEN_TEXTS, ...options.texts }
    return this.call(attendee, () => this.contract.mintNft(mbrPayment, eventId, texts), { before: [mbrPayment] })
  }

  claim(attendee: Account, eventId = 'EVT-1', optIn?: ReturnType<Harness['optIn']>): uint64 {
    const txn = optIn ?? this.optIn(attendee, this.registration(eventId, attendee).assetId)
    return this.call(attendee, () => this.contract.claimNft(txn, eventId), { before: [txn], fee: 4 * MIN_FEE })
  }

  /** claim_refund: the attendee takes the refund the app holds for them. */
  claimRefund(attendee: Account, eventId = 'EVT-1'): uint64 {
    return this.call(attendee, () => this.contract.claimRefund(eventId), { fee: 2 * MIN_FEE })
  }

  refund(
    owner: Account,
    attendee: Account,
    eventId = 'EVT-1',
    options: { amount?: number; refund?: CurrencyPayment; ban?: boolean } = {},
  ): uint64 {
    const refund =
      options.refund ??
      this.currencyPayment(
        this.event(eventId),
        owner,
        attendee,
        options.amount ?? this.registration(eventId, attendee).amountPaid,
      )
    return this.call(owner, () => this.contract.refundRegistration(refund, eventId, attendee, options.ban ?? false), {
      before: [refund],
    })
  }

  approve(owner: Account, attendee: Account, eventId = 'EVT-1'): uint64 {
    return this.call(owner, () => this.contract.approveRegistration(eventId, attendee), { fee: 2 * MIN_FEE })
  }

  /** decline_registration sent by `owner` (or, after the decision deadline, by anyone). */
  decline(owner: Account, attendee: Account, eventId = 'EVT-1', ban = false): uint64 {
    return this.call(owner, () => this.contract.declineRegistration(eventId, attendee, ban), { fee: 2 * MIN_FEE })
  }

  /** set_registration_policy; `paysAttendeeCosts` keeps the event's current choice unless given. */
  setVisibility(
    owner: Account,
    listed: boolean,
    approvalRequired: boolean,
    eventId = 'EVT-1',
    paysAttendeeCosts?: boolean,
  ): void {
    const pays = paysAttendeeCosts ?? this.event(eventId).paysAttendeeCosts
    this.call(owner, () => this.contract.setRegistrationPolicy(eventId, listed, approvalRequired, pays))
  }

  updateDetails(owner: Account, name: string, capacity: number, eventId = 'EVT-1', expiry = 0): void {
    this.call(owner, () => this.contract.updateDetails(eventId, name, capacity, expiry))
  }

  updateTier(owner: Account, tierIndex: number, price: number, quantity: number, eventId = 'EVT-1'): void {
    this.call(owner, () => this.contract.updateTier(eventId, tierIndex, price, quantity))
  }

  setBan(owner: Account, attendee: Account, banned: boolean, eventId = 'EVT-1'): void {
    this.call(owner, () => this.contract.setRegistrationBan(eventId, attendee, banned))
  }

  scan(sender: Account, eventId = 'EVT-1', fee = MIN_FEE): uint64 {
    return this.call(sender, () => this.contract.incrementScan(eventId), { fee })
  }

  updateUrl(sender: Account, url: string, eventId = 'EVT-1'): void {
    this.call(sender, () => this.contract.updateUrl(eventId, url))
  }

  deactivate(sender: Account, eventId = 'EVT-1'): void {
    this.call(sender, () => this.contract.deactivateEvent(eventId))
  }

  reactivate(sender: Account, eventId = 'EVT-1'): void {
    this.call(sender, () => this.contract.reactivateEvent(eventId))
  }

  /** prune_listed_event by anyone, with the fee of the call and of the payment back pooled on it. */
  pruneListed(sender: Account, eventId = 'EVT-1', fee = 2 * MIN_FEE): void {
    this.call(sender, () => this.contract.pruneListedEvent(eventId), { fee })
  }

  topUp(sender: Account, amount: number, eventId = 'EVT-1', payment?: Payment): uint64 {
    const txn = payment ?? this.pay(sender, amount)
    return this.call(sender, () => this.contract.topUpBudget(txn, eventId, false), { before: [txn] })
  }

  setScanLimits(sender: Account, perRound: number, perDay: number, eventId = 'EVT-1'): void {
    this.call(sender, () => this.contract.setScanLimits(eventId, perRound, perDay))
  }

  /** withdraw_budgets: what is left of the scan and attendee budgets goes back to the owner. */
  withdraw(sender: Account, eventId = 'EVT-1'): uint64 {
    return this.call(sender, () => this.contract.withdrawBudgets(eventId))
  }

  /** set_links with `sponsor` as the scan sponsor; the attendee sponsor stays as it is (none at first). */
  setSponsor(sender: Account, sponsor: Account): void {
    this.call(sender, () => this.contract.setLinks(sponsor, this.attendeeSponsorOrAny(), this.tokenApp.id))
  }

  /** set_links with `sponsor` as the attendee sponsor; the scan sponsor stays as it is. */
  setAttendeeSponsor(sender: Account, sponsor: Account): void {
    const scan = this.contract.scanSponsor.hasValue ? this.contract.scanSponsor.value : this.account()
    this.call(sender, () => this.contract.setLinks(scan, sponsor, this.tokenApp.id))
  }

  private attendeeSponsorOrAny(): Account {
    return this.contract.attendeeSponsor.hasValue ? this.contract.attendeeSponsor.value : this.account()
  }

  /** The owner turns paying attendees' costs on or off (set_registration_policy, keeping the rest). */
  setAttendeeCosts(sender: Account, pays: boolean, eventId = 'EVT-1'): void {
    const event = this.event(eventId)
    this.setVisibility(sender, event.listed, event.approvalRequired, eventId, pays)
  }

  topUpAttendees(sender: Account, amount: number, eventId = 'EVT-1', payment?: Payment): uint64 {
    const txn = payment ?? this.pay(sender, amount)
    return this.call(sender, () => this.contract.topUpBudget(txn, eventId, true), { before: [txn] })
  }

  /** offer_seat: the owner gives a freed seat to a registration on the waitlist. */
  offerSeat(owner: Account, attendee: Account, eventId = 'EVT-1'): uint64 {
    return this.call(owner, () => this.contract.offerSeat(eventId, attendee), { fee: 2 * MIN_FEE })
  }

  /** cancel_registration by the attendee; with `sponsor`, in a group whose fee the attendee sponsor pays. */
  cancel(attendee: Account, eventId = 'EVT-1', sponsor?: Account, fee = 3 * MIN_FEE): uint64 {
    if (!sponsor) return this.call(attendee, () => this.contract.cancelRegistration(eventId), { fee: 2 * MIN_FEE })
    const fees = this.sponsorFee(sponsor, fee)
    return this.call(attendee, () => this.contract.cancelRegistration(eventId), { before: [fees], fee: 0 })
  }

  /** check_in with an all-zero secret: the owner or a paired door checks a guest in without their ticket. */
  admit(sender: Account, attendee: Account, eventId = 'EVT-1'): uint64 {
    return this.checkIn(sender, attendee, eventId, new Uint8Array(32))
  }

  /** confirm_attendance in a group whose fee the attendee sponsor pays. */
  confirmSponsored(attendee: Account, sponsor: Account, eventId = 'EVT-1', fee = 3 * MIN_FEE): uint64 {
    const fees = this.sponsorFee(sponsor, fee)
    return this.call(attendee, () => this.contract.confirmAttendance(eventId), { before: [fees], fee: 0 })
  }

  /** mint_nft at the event's expense: the attendee budget pays the asset's MBR and the group's fee. */
  mintSponsored(
    attendee: Account,
    sponsor: Account,
    eventId = 'EVT-1',
    options: { texts?: Partial<TokenTexts>; fee?: number } = {},
  ): uint64 {
    const fees = this.sponsorFee(sponsor, options.fee ?? 4 * MIN_FEE)
    const texts: TokenTexts = { ...TOKEN_TEXTS, ...options.texts }
    return this.call(attendee, () => this.contract.mintNft(fees, eventId, texts), { before: [fees], fee: 0 })
  }

  // -- reads

  event(eventId = 'EVT-1'): EventRecord {
    return this.call(this.creator, () => this.contract.getEvent(eventId))
  }

  registration(eventId: string, attendee: Account): RegistrationRecord {
    return this.call(this.creator, () => this.contract.getRegistration(eventId, attendee))
  }

  ownerEventCount(owner: Account): uint64 {
    return this.call(this.creator, () => this.contract.getOwnerEventRecords(owner, 0, 0))
  }

  /**
   * get_owner_event_records as the AVM runs it (outside any scope, as loggedBytes does): the
   * entries it logged, split into event id and record bytes, and the count it returned.
   */
  ownerEventRecords(owner: Account, before: number | bigint | uint64, limit: number | bigint | uint64) {
    return this.loggedEventRecords(() =>
      this.contract.getOwnerEventRecords(owner, Uint64(before as bigint), Uint64(limit as bigint)),
    )
  }

  /** get_listed_event_records as the AVM runs it, read as ownerEventRecords reads its page. */
  listedEventRecords(before: number | bigint | uint64, limit: number | bigint | uint64) {
    return this.loggedEventRecords(() =>
      this.contract.getListedEventRecords(Uint64(before as bigint), Uint64(limit as bigint)),
    )
  }

  private loggedEventRecords(read: () => uint64) {
    let count: uint64 = 0
    try {
      count = read()
    } finally {
      this.ctx.txn.createScope([]).execute(() => undefined)
    }
    const call = this.ctx.txn.lastGroup.getApplicationCallTransaction()
    const logs = Array.from({ length: Number(call.numLogs) }, (_, i) => toUint8(call.logs(i)))
    const returned = logs.pop()!
    const entries = logs.map((entry) => {
      const view = new DataView(entry.buffer, entry.byteOffset, entry.byteLength)
      const [idAt, recordAt] = [view.getUint16(0), view.getUint16(2)]
      const eventId = new TextDecoder().decode(entry.subarray(idAt + 2, idAt + 2 + view.getUint16(idAt)))
      return { head: [idAt, recordAt], eventId, record: entry.subarray(recordAt) }
    })
    return { count, returned, entries }
  }

  /**
   * Calls a method outside any scope, so the emulator builds the real ABI call and logs its return
   * value as the AVM does; returns the bytes that call logged (AVM MaxLogSize is 1,024).
   */
  loggedBytes(body: () => unknown): number {
    try {
      body()
    } finally {
      this.ctx.txn.createScope([]).execute(() => undefined)
    }
    const call = this.ctx.txn.lastGroup.getApplicationCallTransaction()
    let total = 0
    for (let i = 0; i < Number(call.numLogs); i++) total = total + Number(call.logs(i).length)
    return total
  }

  /** The inner transactions of the last successful group. */
  get lastItxns() {
    return this.ctx.txn.lastGroup.lastItxnGroup()
  }
}

const ticketKey = (attendee: Account, eventId: string) =>
  `${Buffer.from(toUint8(attendee.bytes)).toString('hex')}:${eventId}`

/** An attendee's ticket for an event made through the harness: its secret, commitment and number. */
export type Ticket = { secret: Uint8Array; commitment: Uint8Array; number: number; generation: number }

export function settingsOf(settings: Settings): EventSettings {
  return {
    startsAt: Uint64(settings.startsAt),
    endsAt: Uint64(settings.endsAt),
    checkInOpensBefore: Uint64(settings.checkInOpensBefore),
    selfCheckIn: settings.selfCheckIn,
    decideBy: Uint64(settings.decideBy ?? 0),
  }
}

/** An event with one attendee registered and checked in at a door; returns the attendee. */
export function attendedRegistration(h: Harness, owner: Account, overrides: Partial<EventArgs> = {}): Account {
  h.createEvent(owner, overrides)
  const eventId = overrides.id ?? 'EVT-1'
  const attendee = h.account()
  h.register(attendee, eventId)
  h.attend(attendee, eventId)
  return attendee
}
