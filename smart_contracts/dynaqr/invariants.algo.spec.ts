import type { Account } from '@algorandfoundation/algorand-typescript'
import { TestExecutionContext } from '@algorandfoundation/algorand-typescript-testing'
import fc from 'fast-check'
import { afterEach, describe, expect, it } from 'vitest'
import { MAX_TIERS, STATUS_CANCELLED, STATUS_CONFIRMED } from './records.algo'
import { Harness, REGISTRATION_MBR, tier } from './test-fixtures.algo.test'

const ctx = new TestExecutionContext()
afterEach(() => ctx.reset())

const NUM_RUNS = 40
const fresh = () => {
  ctx.reset()
  return new Harness(ctx)
}

/** Runs `op`; returns the error message it was rejected with, or undefined when it succeeded. */
function outcome(op: () => unknown): string | undefined {
  try {
    op()
    return undefined
  } catch (error) {
    return (error as Error).message
  }
}

// Each property replays many generated sequences through the emulator: seconds of work, more on a busy machine.
describe('invariants (fast-check)', { timeout: 60_000 }, () => {
  it('registrations never exceed capacity or tier quantity; refunds give seats back', () => {
    const op = fc.oneof(
      fc.record({ kind: fc.constant('register' as const), who: fc.nat(5), tier: fc.nat(1) }),
      fc.record({ kind: fc.constant('refund' as const), who: fc.nat(5) }),
    )
    const setup = fc.record({
      capacity: fc.integer({ min: 0, max: 4 }),
      quantities: fc.tuple(fc.nat(3), fc.nat(3)),
      prices: fc.tuple(fc.constantFrom(0, 1_000), fc.constantFrom(0, 2_500)),
    })
    fc.assert(
      fc.property(setup, fc.array(op, { maxLength: 24 }), ({ capacity, quantities, prices }, ops) => {
        const h = fresh()
        const owner = h.account()
        h.createEvent(owner, {
          capacity,
          tiers: [tier('A', prices[0], quantities[0]), tier('B', prices[1], quantities[1])],
        })
        const people = Array.from({ length: 6 }, () => h.account())
        // model: per person, undefined = never registered, else the tier and whether still active
        const model = new Map<number, { tier: number; active: boolean }>()
        const active = () => [...model.values()].filter((r) => r.active)

        for (const o of ops) {
          const before = model.get(o.who)
          if (o.kind === 'register') {
            const sold = active().filter((r) => r.tier === o.tier).length
            const expected = before?.active
              ? 'Already registered'
              : capacity > 0 && active().length >= capacity
                ? 'Event is full'
                : quantities[o.tier] > 0 && sold >= quantities[o.tier]
                  ? 'Tier sold out'
                  : undefined
            const price = prices[o.tier]
            const mbr = before ? 0 : REGISTRATION_MBR // a refunded account re-registers in its old box
            const got = outcome(() =>
              h.register(people[o.who], 'EVT-1', { tier: o.tier, ticket: price > 0 ? price : undefined, mbr }),
            )
            expect(got).toEqual(expected)
            if (!expected) model.set(o.who, { tier: o.tier, active: true })
          } else {
            const expected = !before ? 'Not registered' : !before.active ? 'Registration already cancelled' : undefined
            expect(outcome(() => h.refund(owner, people[o.who]))).toEqual(expected)
            if (before && !expected) before.active = false
          }

          const e = h.event()
          expect(e.registeredCount).toEqual(active().length)
          if (capacity > 0) expect(Number(e.registeredCount)).toBeLessThanOrEqual(capacity)
          const sold = [...e.tierSold].map(Number)
          expect(sold).toEqual([0, 1, 2, 3, 4, 5].map((i) => active().filter((r) => r.tier === i).length))
          quantities.forEach((quantity, i) => {
            if (quantity > 0) expect(sold[i]).toBeLessThanOrEqual(quantity)
          })
        }
      }),
      { numRuns: NUM_RUNS },
    )
  })

  it('refund / re-register sequences keep registeredCount = live registrations = sum of tierSold', () => {
    const op = fc.oneof(
      fc.record({ kind: fc.constant('register' as const), who: fc.nat(4), tier: fc.nat(MAX_TIERS - 1) }),
      fc.record({ kind: fc.constant('refund' as const), who: fc.nat(4) }),
    )
    fc.assert(
      fc.property(fc.integer({ min: 0, max: MAX_TIERS }), fc.array(op, { maxLength: 30 }), (tierCount, ops) => {
        const h = fresh()
        const owner = h.account()
        h.createEvent(owner, {
          tiers: Array.from({ length: tierCount }, (_, i) => tier(`T${i}`, i % 2 === 0 ? 0 : 1_000 * i)),
        })
        const people = Array.from({ length: 5 }, () => h.account())
        // model: per person, the tier of the current registration and whether it is cancelled
        const model = new Map<number, { tier: number; cancelled: boolean }>()
        const live = () => [...model.values()].filter((r) => !r.cancelled)

        for (const o of ops) {
          const before = model.get(o.who)
          if (o.kind === 'register') {
            const tierIndex = tierCount === 0 ? 0 : o.tier % tierCount
            const price = tierCount === 0 || tierIndex % 2 === 0 ? 0 : 1_000 * tierIndex
            // exactly the minimum: the box MBR the first time, nothing once a box exists
            const mbr = before ? 0 : REGISTRATION_MBR
            const got = outcome(() =>
              h.register(people[o.who], 'EVT-1', { tier: tierIndex, ticket: price || undefined, mbr }),
            )
            expect(got).toEqual(before && !before.cancelled ? 'Already registered' : undefined)
            if (!got) model.set(o.who, { tier: tierIndex, cancelled: false })
          } else {
            const got = outcome(() => h.refund(owner, people[o.who]))
            expect(got).toEqual(
              !before ? 'Not registered' : before.cancelled ? 'Registration already cancelled' : undefined,
            )
            if (!got) before!.cancelled = true
          }

          const e = h.event()
          const sold = [...e.tierSold].map(Number)
          expect(Number(e.registeredCount)).toEqual(live().length)
          if (tierCount > 0) {
            expect(sold.reduce((a, b) => a + b, 0)).toEqual(Number(e.registeredCount))
            expect(sold).toEqual([0, 1, 2, 3, 4, 5].map((i) => live().filter((r) => r.tier === i).length))
          } else {
            expect(sold).toEqual([0, 0, 0, 0, 0, 0])
          }
          model.forEach((r, who) => {
            const stored = h.registration('EVT-1', people[who])
            expect([stored.status, stored.tierIndex]).toEqual([
              r.cancelled ? STATUS_CANCELLED : STATUS_CONFIRMED,
              r.tier,
            ])
          })
        }
      }),
      { numRuns: NUM_RUNS },
    )
  })

  it('an account gets at most one token per event, minted only after attendance and claimed once', () => {
    type Kind = 'register' | 'confirm' | 'mint' | 'claim' | 'refund'
    const kinds: Kind[] = ['register', 'confirm', 'mint', 'claim', 'refund']
    const op = fc.record({ kind: fc.constantFrom(...kinds), who: fc.nat(2) })
    // A refunded registration may register again; the token minted for it stays the account's,
    // so attending again never mints a second one. One run goes through that path for sure.
    const reRegistration = (
      ['register', 'confirm', 'mint', 'refund', 'register', 'confirm', 'mint', 'claim', 'claim'] as Kind[]
    ).map((kind) => ({ kind, who: 0 }))
    fc.assert(
      fc.property(fc.array(op, { maxLength: 30 }), (ops) => {
        const h = fresh()
        const owner = h.account()
        h.createEvent(owner)
        const people = Array.from({ length: 3 }, () => h.account())
        // per person: the token minted for them at this event and how often it was claimed
        const current = new Map<number, { asset?: bigint; claims: number }>()
        let mints = 0

        for (const o of ops) {
          const who = people[o.who]
          const run = {
            register: () => h.register(who),
            confirm: () => h.attend(who),
            mint: () => h.mint(who),
            claim: () => h.claim(who),
            refund: () => h.refund(owner, who),
          }[o.kind]
          const failed = outcome(run)
          const mine = current.get(o.who)
          if (!failed && o.kind === 'register') current.set(o.who, { asset: mine?.asset, claims: mine?.claims ?? 0 })
          if (!failed && o.kind === 'mint') {
            mints++
            expect(mine!.asset).toBeUndefined() // one token per account and event
            const registration = h.registration('EVT-1', who)
            expect(registration.attendedAt).not.toEqual(0) // minted only after attendance
            mine!.asset = BigInt(registration.assetId.valueOf())
          }
          if (!failed && o.kind === 'claim') mine!.claims++

          people.forEach((person, i) => {
            const model = current.get(i)
            if (!model) return
            const registration = h.registration('EVT-1', person)
            expect(BigInt(registration.assetId.valueOf())).toEqual(model.asset ?? 0n)
            expect(registration.claimed).toBe(model.claims > 0)
            expect(model.claims).toBeLessThanOrEqual(1)
          })
          expect(h.event().mintedCount).toEqual(mints)
        }
        // the tokens app was asked to mint exactly once per token, each a distinct asset
        expect(h.tokenCalls.filter((call) => call.method === 'mint')).toHaveLength(mints)
        const assetIds = [...current.values()].flatMap((model) => (model.asset ? [model.asset] : []))
        expect(new Set(assetIds).size).toEqual(mints)
      }),
      { numRuns: NUM_RUNS, examples: [[reRegistration]] },
    )
  })

  it('only the event owner ever changes the URL', () => {
    const urls = ['https://a.example', 'https://b.example/longer/path', 'http://c.example', 'https://d.example/x']
    const op = fc.record({ sender: fc.nat(3), url: fc.nat(urls.length - 1) })
    fc.assert(
      fc.property(fc.array(op, { maxLength: 20 }), (ops) => {
        const h = fresh()
        const owner = h.account()
        h.createEvent(owner)
        const senders: Account[] = [owner, h.creator, h.account(), h.account()]
        let url = h.event().url
        let updates = 0
        for (const o of ops) {
          const failed = outcome(() => h.updateUrl(senders[o.sender], urls[o.url]))
          expect(failed).toEqual(o.sender === 0 ? undefined : 'Only the event owner can do this')
          if (!failed) {
            url = urls[o.url]
            updates++
          }
          const e = h.event()
          expect([e.url, e.urlUpdateCount, e.owner]).toEqual([url, updates, owner])
        }
      }),
      { numRuns: NUM_RUNS },
    )
  })
})
