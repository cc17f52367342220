/**
 * The wizard, the Edit page and the contract agree on a tier's price and quantity. Each row of the
 * table goes through the tier-terms rule, the wizard's Tickets step and the Edit page's check;
 * what they accept is encoded as create_event and update_tier receive it (the ARC-56 argument
 * types) and must be stored by the contract in the emulator as meant. What they refuse is sent to
 * the contract as typed, where it either cannot be encoded, is refused, or (the forms being
 * stricter) is stored: the table says which, so a change on either side fails here.
 */
import type { Account } from '@algorandfoundation/algorand-typescript'
import { TestExecutionContext } from '@algorandfoundation/algorand-typescript-testing'
import { ABIType } from 'algosdk'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import spec from '../../artifacts/dynaqr/DynaQr.arc56.json'
import { contractTiers } from '../support/chain-internals'
import { composeEvent } from '../../frontend/src/domain/records/compose'
import { MAX_TIER_QUANTITY, isValidTierTerms } from '../../frontend/src/domain/tier/tier-terms'
import { eventRecord } from '../../frontend/src/testing/event-record-fixture'
import {
  buildCreateEventInput,
  createDefaultDraft,
  defaultTier,
  isStepComplete,
  type WizardDraft,
} from '../../frontend/src/ui/event-form/wizard'
import { buildEventEdit, tierTermsOf, tierTermsProblem } from '../../frontend/src/ui/pages/edit-event/edit-draft'
import { Harness, tier } from '../../smart_contracts/dynaqr/test-fixtures.algo.test'

const TICKETS_STEP = 3
const EMPTY = Number.NaN

/** What the contract does with a row's price and quantity sent as typed (an empty quantity as 0). */
type ContractOutcome = 'stores' | 'cannot be encoded' | 'refuses'

interface Row {
  terms: string
  price: number
  quantity: number
  /** Tickets the tier has sold: only the Edit page meets a tier that has sold some. */
  sold?: number
  formsAccept: boolean
  contract: ContractOutcome
}

const ROWS: Row[] = [
  { terms: 'an empty quantity (unlimited)', price: 10, quantity: EMPTY, formsAccept: true, contract: 'stores' },
  // The chain reads 0 as unlimited; the forms ask for an empty field to say so.
  { terms: 'a typed quantity of 0', price: 10, quantity: 0, formsAccept: false, contract: 'stores' },
  { terms: 'a quantity of 1', price: 10, quantity: 1, formsAccept: true, contract: 'stores' },
  { terms: 'the largest quantity', price: 10, quantity: MAX_TIER_QUANTITY, formsAccept: true, contract: 'stores' },
  // A uint64 holds more: the bound is the forms' numbers'.
  { terms: 'one over the largest', price: 10, quantity: MAX_TIER_QUANTITY + 1, formsAccept: false, contract: 'stores' },
  { terms: 'a fractional quantity', price: 10, quantity: 2.5, formsAccept: false, contract: 'cannot be encoded' },
  { terms: 'a negative quantity', price: 10, quantity: -1, formsAccept: false, contract: 'cannot be encoded' },
  { terms: 'a price of 0', price: 0, quantity: 5, formsAccept: true, contract: 'stores' },
  { terms: 'a price of 0.01', price: 0.01, quantity: 5, formsAccept: true, contract: 'stores' },
  { terms: 'a negative price', price: -1, quantity: 5, formsAccept: false, contract: 'cannot be encoded' },
  // The contract counts microALGO; the forms take cents.
  { terms: 'a price with 3 decimals', price: 1.005, quantity: 5, formsAccept: false, contract: 'stores' },
  { terms: 'the tickets sold', price: 10, quantity: 2, sold: 2, formsAccept: true, contract: 'stores' },
  { terms: 'below the tickets sold', price: 10, quantity: 1, sold: 2, formsAccept: false, contract: 'refuses' },
  { terms: 'unlimited after sales', price: 10, quantity: EMPTY, sold: 2, formsAccept: true, contract: 'stores' },
]

function argType(method: string, arg: string): ABIType {
  const found = spec.methods.find((m) => m.name === method)?.args.find((a) => a.name === arg)
  if (!found) throw new Error(`no argument ${arg} of ${method} in the ARC-56 spec`)
  return ABIType.from(found.type)
}

/** A value through the ABI encoding the call uses, as the contract decodes it. */
function onTheWire(method: string, arg: string, value: unknown): unknown {
  const type = argType(method, arg)
  return type.decode(type.encode(value as never))
}

function wizardDraft(row: Row): WizardDraft {
  return { ...createDefaultDraft(), ticketTiers: [{ ...defaultTier(), price: row.price, quantity: row.quantity }] }
}

const CHAIN_PRICE = 7_000_000n
const CHAIN_QUANTITY = 9n

/** The event as the Edit page reads it: one tier of 7 ALGO and 9 tickets, `sold` of them sold. */
function editedEvent(sold: number) {
  const record = eventRecord({
    tiers: [['General', CHAIN_PRICE, CHAIN_QUANTITY, true]],
    tierSold: [BigInt(sold), 0n, 0n, 0n, 0n, 0n],
  })
  return composeEvent('EVT-1', record, { metadata: {}, resolverUrl: 'http://x/resolve?event=EVT-1', nowSeconds: 0 })
}

function editPage(row: Row) {
  const event = editedEvent(row.sold ?? 0)
  const terms = tierTermsOf(event).map((term) => ({ ...term, price: row.price, quantity: row.quantity }))
  return { accepts: tierTermsProblem(terms) === null, edit: buildEventEdit(createDefaultDraft(), terms, event, 0) }
}

/** The row's price and quantity as typed, in the contract's units: microALGO, and 0 for an empty quantity. */
function typedForContract(row: Row): [price: number, quantity: number] {
  return [Math.round(row.price * 1_000_000), Number.isNaN(row.quantity) ? 0 : row.quantity]
}

/** A uint64 as the call would send it; integers go as bigint, so a JavaScript number's precision is not the bound. */
const asUint64 = (value: number) =>
  onTheWire('update_tier', 'quantity', Number.isInteger(value) ? BigInt(value) : value)

const ctx = new TestExecutionContext()
let h: Harness
let owner: Account
beforeEach(() => {
  h = new Harness(ctx)
  owner = h.account()
})
afterEach(() => ctx.reset())

/** An event on chain whose single tier is unlimited and free, with `sold` tickets taken. */
function eventWithSales(sold: number) {
  h.createEvent(owner, { tiers: [tier('General')] })
  for (let i = 0; i < sold; i++) h.register(h.account())
}

const storedTier = () => {
  const stored = h.event().tiers[0]
  return [BigInt(stored.price.valueOf()), BigInt(stored.quantity.valueOf())]
}

describe('the tier-terms rule, the wizard, the Edit page and the contract', () => {
  it.each(ROWS)('agree on $terms', (row) => {
    expect(isValidTierTerms(row, row.sold)).toBe(row.formsAccept)
    const edit = editPage(row)
    expect(edit.accepts).toBe(row.formsAccept)
    if (row.sold === undefined) expect(isStepComplete(wizardDraft(row), TICKETS_STEP)).toBe(row.formsAccept)
    if (row.formsAccept) expect(row.contract).toBe('stores')
  })

  it.each(ROWS.filter((row) => row.formsAccept && row.sold === undefined))(
    'create_event stores $terms as the wizard sends it',
    (row) => {
      const input = buildCreateEventInput(wizardDraft(row), { eventId: 'EVT-1', origin: 'http://x', resolverUrl: 'r' })
      const tiers = onTheWire('create_event', 'tiers', contractTiers(input)) as [string, bigint, bigint, boolean][]
      const [, price, quantity] = tiers[0]
      h.createEvent(owner, { tiers: [tier('General', Number(price), Number(quantity))] })
      expect(storedTier()).toEqual([price, quantity])
      expect(storedTier()).toEqual(typedForContract(row).map(BigInt))
    },
  )

  it.each(ROWS.filter((row) => row.formsAccept))('update_tier stores $terms as the Edit page sends it', (row) => {
    eventWithSales(row.sold ?? 0)
    const [change] = editPage(row).edit.tiers
    const price = onTheWire('update_tier', 'price', change.priceMicroAlgos) as bigint
    const quantity = onTheWire('update_tier', 'quantity', BigInt(change.quantity)) as bigint
    h.updateTier(owner, 0, Number(price), Number(quantity))
    expect(storedTier()).toEqual(typedForContract(row).map(BigInt))
  })

  it.each(ROWS.filter((row) => !row.formsAccept))('$terms, sent to the contract as typed: $contract', (row) => {
    eventWithSales(row.sold ?? 0)
    const [price, quantity] = typedForContract(row)
    let sent: [bigint, bigint]
    try {
      sent = [asUint64(price) as bigint, asUint64(quantity) as bigint]
    } catch {
      expect(row.contract).toBe('cannot be encoded')
      return
    }
    let outcome: ContractOutcome = 'stores'
    try {
      h.updateTier(owner, 0, Number(sent[0]), Number(sent[1]))
    } catch (error) {
      expect(String(error)).toMatch('Tier quantity is below the tickets sold')
      outcome = 'refuses'
    }
    expect(outcome).toBe(row.contract)
    if (outcome === 'stores') expect(storedTier()).toEqual(sent)
  })
})
