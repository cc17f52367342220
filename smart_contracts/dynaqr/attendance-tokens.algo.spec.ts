import type { Account, uint64 } from '@algorandfoundation/algorand-typescript'
import { OnCompleteAction } from '@algorandfoundation/algorand-typescript'
import { TestExecutionContext } from '@algorandfoundation/algorand-typescript-testing'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { AttendanceTokens } from './attendance-tokens.algo'
import type { TokenTexts } from './records.algo'
import {
  CHECK_IN_ADMITTED,
  CHECK_IN_DOOR,
  CHECK_IN_SELF,
  MAX_EVENT_ID_BYTES,
  MAX_NAME_BYTES,
  MAX_NOTE_BYTES,
  MAX_TIER_NAME_BYTES,
  MAX_TOKEN_TEXT_BYTES,
} from './records.algo'
import { TOKEN_TEXTS, utf8Length } from './test-fixtures.algo.test'

const ctx = new TestExecutionContext()
const ISSUER = 1_234
const NOT_PLAIN = 'Token texts may not contain quotes, backslashes or control characters'
const NOT_ISSUER = 'Only the DynaQR app can do this'

let tokens: AttendanceTokens
let deployer: Account
beforeEach(() => {
  deployer = ctx.any.account({ balance: 1_000_000_000 })
  ctx.defaultSender = deployer
  tokens = ctx.contract.create(AttendanceTokens)
})
afterEach(() => ctx.reset())

const text = (bytes: unknown) => new TextDecoder().decode((bytes as { asUint8Array(): Uint8Array }).asUint8Array())

/** Runs `body` as an app call from `sender`, made by the app `callerApp` (0: a top-level call). */
function call<T>(
  body: () => T,
  callerApp = ISSUER,
  sender: Account = deployer,
  onCompletion = OnCompleteAction.NoOp,
): T {
  const app = ctx.ledger.getApplicationForContract(tokens)
  ctx.ledger.patchGlobalData({ callerApplicationId: callerApp })
  try {
    return ctx.txn.createScope([ctx.any.txn.applicationCall({ appId: app, sender, onCompletion })]).execute(body)
  } finally {
    ctx.ledger.patchGlobalData({ callerApplicationId: 0 })
    ctx.txn.createScope([]).execute(() => undefined)
  }
}

function linked(): void {
  call(() => tokens.setIssuer(ISSUER), 0)
}

type MintArgs = { eventId: string; eventName: string; tierName: string; method: uint64 | number; texts: TokenTexts }
const MINT: MintArgs = {
  eventId: 'EVT-1',
  eventName: 'Launch Party',
  tierName: 'VIP',
  method: CHECK_IN_DOOR,
  texts: TOKEN_TEXTS,
}

function mint(overrides: Partial<MintArgs> = {}, callerApp = ISSUER): uint64 {
  const a = { ...MINT, ...overrides }
  return call(() => tokens.mint(a.eventId, a.eventName, a.tierName, a.method as uint64, a.texts), callerApp)
}

const lastConfig = () => ctx.txn.lastGroup.lastItxnGroup().getAssetConfigInnerTxn()
const noteOf = () => JSON.parse(text(lastConfig().note)) as { properties: Record<string, string> }

describe('set_issuer', () => {
  it('is for the deployer only, and only once', () => {
    expect(() => call(() => tokens.setIssuer(ISSUER), 0, ctx.any.account())).toThrow(
      'Only the deployer can set the issuer',
    )
    linked()
    expect(tokens.issuer.value).toEqual(ISSUER)
    expect(() => call(() => tokens.setIssuer(ISSUER + 1), 0)).toThrow('The issuer is already set')
    expect(tokens.issuer.value).toEqual(ISSUER)
  })
})

describe('mint', () => {
  beforeEach(linked)

  it('creates a 1-of-1 token held and controlled by this app, with zero fee, and returns its id', () => {
    const assetId = mint()
    const config = lastConfig()
    const self = ctx.ledger.getApplicationForContract(tokens).address
    expect(config.createdAsset.id).toEqual(assetId)
    expect([config.total, config.decimals, config.fee]).toEqual([1, 0, 0])
    expect(config.defaultFrozen).toBe(false)
    for (const role of [config.manager, config.reserve, config.freeze, config.clawback]) expect(role).toEqual(self)
    expect(JSON.parse(text(config.note))).toEqual({
      standard: 'arc69',
      description: 'Proof of attendance at Launch Party',
      properties: {
        Event: 'Launch Party',
        'Event ID': 'EVT-1',
        'Ticket Tier': 'VIP',
        'Event Date': TOKEN_TEXTS.eventDate,
        Location: TOKEN_TEXTS.location,
        Attendee: TOKEN_TEXTS.attendee,
        Blockchain: 'Algorand',
        Network: TOKEN_TEXTS.network,
        Attendance: 'door check-in',
      },
    })
  })

  it.each([
    [CHECK_IN_DOOR, 'door check-in'],
    [CHECK_IN_ADMITTED, 'checked in by the organiser'],
    [CHECK_IN_SELF, 'self-declared'],
  ])('says how attendance was recorded (method %s: %s)', (method, words) => {
    mint({ method })
    expect(noteOf().properties.Attendance).toEqual(words)
  })

  it.each([
    ['names the token after the event and tier', { eventName: 'Launch', tierName: 'VIP' }, 'Launch - VIP Ticket'],
    [
      'cuts the name at 32 bytes',
      { eventName: 'Launch Party', tierName: 'General Admission' },
      'Launch Party - General Admission',
    ],
    ['backs off a 2-byte character split at byte 32', { eventName: 'a'.repeat(31) + 'é' }, 'a'.repeat(31)],
    ['keeps a 2-byte character that ends at byte 32', { eventName: 'a'.repeat(30) + 'é' }, 'a'.repeat(30) + 'é'],
    ['backs off a 4-byte emoji split at byte 32', { eventName: 'a'.repeat(30) + '🎉' }, 'a'.repeat(30)],
    ['backs off a 3-byte character split at byte 32', { eventName: 'a'.repeat(30) + '€' }, 'a'.repeat(30)],
  ])('%s', (_, overrides, expected) => {
    mint(overrides)
    expect(text(lastConfig().assetName)).toEqual(expected)
    expect(utf8Length(text(lastConfig().assetName))).toBeLessThanOrEqual(32)
  })

  it.each([
    ['summer-fest_2025', 'SUMMER-F'],
    ['ab', 'AB'],
    ['Mixed9z', 'MIXED9Z'],
    ['exactly8', 'EXACTLY8'],
  ])('uses the upper-cased first 8 bytes of %s as the unit name', (eventId, unitName) => {
    mint({ eventId })
    expect(text(lastConfig().unitName)).toEqual(unitName)
  })

  it('writes the largest note the limits allow, within MAX_NOTE_BYTES, as JSON', () => {
    const long = 'x'.repeat(MAX_TOKEN_TEXT_BYTES)
    mint({
      eventId: 'i'.repeat(MAX_EVENT_ID_BYTES),
      eventName: 'n'.repeat(MAX_NAME_BYTES - 2) + 'é',
      tierName: 't'.repeat(MAX_TIER_NAME_BYTES),
      method: CHECK_IN_ADMITTED,
      texts: { eventDate: long, location: long, attendee: long, network: long },
    })
    const note = text(lastConfig().note)
    expect(utf8Length(note)).toBeLessThanOrEqual(MAX_NOTE_BYTES)
    expect(JSON.parse(note).properties.Location).toEqual(long)
  })

  it.each([
    ['a quote, which would end the string and add keys', 'x","Attendance":"door check-in'],
    ['a backslash, which would start an escape', 'C:\\tickets'],
    ['a \\u escape of a quote', 'x\\u0022'],
    ['a newline', 'two\nlines'],
    ['a tab', 'a\tb'],
    ['a DEL byte', 'del\u007f'],
  ])('refuses a text with %s, so no minter text can shadow "Attendance"', (_, bad) => {
    for (const field of ['eventDate', 'location', 'attendee', 'network'] as const) {
      expect(() => mint({ texts: { ...TOKEN_TEXTS, [field]: bad } }), field).toThrow(NOT_PLAIN)
    }
  })

  it('takes any other text, non-ASCII included, and refuses one byte over the limit', () => {
    const over = { ...TOKEN_TEXTS, location: 'x'.repeat(MAX_TOKEN_TEXT_BYTES + 1) }
    expect(() => mint({ texts: over })).toThrow('Token text too long')
    mint({ texts: { ...TOKEN_TEXTS, location: "Café 'Zé' {12} [a] /b ~ 🎉" } })
    expect(noteOf().properties.Location).toEqual("Café 'Zé' {12} [a] /b ~ 🎉")
  })

  it('is refused to a top-level call and to any app but the issuer', () => {
    expect(() => mint({}, 0)).toThrow(NOT_ISSUER)
    expect(() => mint({}, ISSUER + 1)).toThrow(NOT_ISSUER)
  })

  it('is refused before the deployer has named the issuer', () => {
    ctx.reset()
    deployer = ctx.any.account({ balance: 1_000_000_000 })
    ctx.defaultSender = deployer
    tokens = ctx.contract.create(AttendanceTokens)
    expect(() => mint()).toThrow(NOT_ISSUER)
  })
})

describe('deliver', () => {
  beforeEach(linked)

  const deliver = (token: uint64, receiver: Account, frozen: boolean, callerApp = ISSUER) =>
    call(() => tokens.deliver(token, receiver, frozen), callerApp)

  it('sends the token with a zero-fee transfer, and freezes it there only when asked', () => {
    const assetId = mint()
    const attendee = ctx.any.account()
    deliver(assetId, attendee, false)
    const group = ctx.txn.lastGroup.lastItxnGroup()
    const transfer = group.getAssetTransferInnerTxn(0)
    expect(transfer.xferAsset.id).toEqual(assetId)
    expect(transfer.assetReceiver).toEqual(attendee)
    expect([transfer.assetAmount, transfer.fee]).toEqual([1, 0])
    expect(() => group.getAssetFreezeInnerTxn(1)).toThrow()

    const bound = mint()
    deliver(bound, attendee, true)
    const freeze = ctx.txn.lastGroup.lastItxnGroup().getAssetFreezeInnerTxn()
    expect(freeze.freezeAsset.id).toEqual(bound)
    expect(freeze.freezeAccount).toEqual(attendee)
    expect([freeze.frozen, freeze.fee]).toEqual([true, 0])
  })

  it('is refused to anyone but the issuer', () => {
    const assetId = mint()
    expect(() => deliver(assetId, ctx.any.account(), false, 0)).toThrow(NOT_ISSUER)
    expect(() => deliver(assetId, ctx.any.account(), false, ISSUER + 1)).toThrow(NOT_ISSUER)
  })
})

describe('update and delete', () => {
  it('are for the deployer only', () => {
    const stranger = ctx.any.account()
    expect(() => call(() => tokens.updateApplication(), 0, stranger, OnCompleteAction.UpdateApplication)).toThrow(
      'Only the deployer can update the app',
    )
    expect(() => call(() => tokens.deleteApplication(), 0, stranger, OnCompleteAction.DeleteApplication)).toThrow(
      'Only the deployer can delete the app',
    )
  })
})
