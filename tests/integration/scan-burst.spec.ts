/**
 * A crowd scanning one poster at the same moment. The DevMode LocalNet makes a block for every
 * transaction, so no two scans could ever share a round there; this file runs on the timed LocalNet,
 * which agrees on a block every few seconds like TestNet. The resolver's own sendSponsoredScan sends
 * as many scans as the event's rate, valid in no round but two, timed to land together in the
 * second: all are counted, one more aimed at that round is refused by the contract, and the
 * sponsor only floats.
 */
import { AlgoAmount } from '@algorandfoundation/algokit-utils/types/amount'
import type { EventRecord } from '../../artifacts/dynaqr/DynaQrClient'
import { SPONSORED_SCAN_FEE_MICROALGOS } from '../../frontend/src/domain/contract/limits'
import {
  createAlgodRest,
  type AlgodRest,
  readEventRecord,
  sendSponsoredScan,
  type ScanSponsor,
  errorText,
} from '../support/chain-internals'
import { dynaqrOnLocalNet, type LocalNetDynaQr } from '../../scripts/lib/fresh-dynaqr'
import { localNetAnswers, startLocalNetOrFail, stopLocalNet } from '../support/localnet'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { contractReasonFor, createEventArgs, uniqueId } from './support'

/** Not the default rate (4), so that only the owner's setting lets the whole burst through. */
const RATE = 5
/** Room for every attempt's burst (a round that closed early may still have counted some scans). */
const DAILY_CAP = 20
const MAX_ATTEMPTS = 3

let alreadyRunning = false
let net: LocalNetDynaQr
/** The deployer owns the event: every transaction takes a round or two here, so no account is funded for it. */
let owner: string

beforeAll(async () => {
  alreadyRunning = localNetAnswers('timed')
  net = await dynaqrOnLocalNet(startLocalNetOrFail('timed'))
  owner = net.deployer.addr.toString()
})

afterAll(() => {
  if (!alreadyRunning) stopLocalNet('timed')
})

type Sent = { txId: string } | { error: unknown }

interface Burst {
  round: bigint
  /** What the node said to each scan of the burst, in the order they were sent. */
  burst: Sent[]
  /** What it said to one more scan, valid in that round alone, sent once that round was under way. */
  extra: Sent
  /** The event's record just before this burst. */
  before: EventRecord
}

/** The node as the resolver sees it, but offering transactions valid from `firstValid` to `lastValid` only. */
function validIn(algod: AlgodRest, firstValid: bigint, lastValid: bigint): AlgodRest {
  return {
    ...algod,
    getTransactionParams: async () => ({ ...(await algod.getTransactionParams()), firstValid, lastValid }),
  }
}

/** The round of the next block the node commits after `round`. */
async function blockAfter(round: bigint): Promise<bigint> {
  return (await net.algorand.client.algod.statusAfterBlock(round).do()).lastRound
}

/**
 * A node fixes what goes into a round's block within half a second of the round's start (its
 * proposal assembly time). A second later, what is sent can only go into the next round's block,
 * and the pool is already running transactions as that block would.
 */
const blockFixed = () => new Promise((resolve) => setTimeout(resolve, 1000))

/** The round a transaction landed in; undefined when the node dropped it (its round closed before it came). */
async function confirmedRound(txId: string): Promise<bigint | undefined> {
  const info = await net.algorand.client.algod
    .pendingTransactionInformation(txId)
    .do()
    .catch(() => undefined)
  return info?.confirmedRound
}

async function sendScan(algod: AlgodRest, sponsor: ScanSponsor, eventId: string): Promise<Sent> {
  return sendSponsoredScan(algod, sponsor, eventId).then(
    (txId) => ({ txId }),
    (error: unknown) => ({ error }),
  )
}

const roundClosed = (error: unknown) => /txn dead/.test(errorText(error))

/**
 * RATE sponsored scans that can only land in one round R, then one more aimed at R alone.
 *
 * The node refuses a transaction whose first valid round has not started, and a round's block is
 * fixed as the round starts; so a window of R alone could only be met by a transaction arriving in
 * the few milliseconds between the two. The burst is sent while round R - 1 is under way, its block
 * already fixed, valid in R - 1 and R: it waits in the pool and all of it goes into R's block. The
 * extra scan goes once R is under way, valid in R alone, and the node runs it behind the burst.
 * When the node was slower than that (the machine is shared), the next rounds are tried.
 */
async function burstInOneRound(algod: AlgodRest, sponsor: ScanSponsor, eventId: string): Promise<Burst> {
  let outcomes: string[] = []
  const told = (sent: Sent, landed?: bigint) =>
    'error' in sent ? errorText(sent.error) : `landed in ${landed ?? 'no round'}`
  for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
    const before = (await readEventRecord(algod, sponsor.appId, eventId))!
    const committed = await blockAfter((await net.algorand.client.algod.status().do()).lastRound)
    const round = committed + 2n
    await blockFixed()
    const burst: Sent[] = []
    for (let i = 0; i < RATE; i++) burst.push(await sendScan(validIn(algod, round - 1n, round), sponsor, eventId))

    await blockAfter(committed)
    await blockFixed()
    const extra = await sendScan(validIn(algod, round, round), sponsor, eventId)

    await blockAfter(round - 1n)
    const landed = await Promise.all(burst.map((s) => ('txId' in s ? confirmedRound(s.txId) : undefined)))
    const late =
      burst.some((s, i) => ('error' in s ? roundClosed(s.error) : landed[i] !== round)) ||
      ('error' in extra && roundClosed(extra.error))
    if (!late) return { round, burst, extra, before }
    outcomes = [...burst.map((s, i) => told(s, landed[i])), `one more: ${told(extra)}`]
  }
  throw new Error(
    `in ${MAX_ATTEMPTS} tries the node did not take a whole burst into one round; ` +
      `the last time, aimed at its round: ${outcomes.join('; ')}`,
  )
}

/**
 * A public event whose owner allows RATE sponsored scans a round and DAILY_CAP a day: created and
 * limited in one group through the typed client, as the owner's wallet would sign it, which saves
 * the rounds a second transaction would wait here.
 */
async function eventAllowingRate(eventId: string): Promise<string> {
  await net.appClient
    .newGroup()
    .createEvent({
      sender: owner,
      args: createEventArgs(net, owner, eventId, { name: 'Doors open', url: 'https://example.com/doors' }),
      maxFee: AlgoAmount.MicroAlgo(10_000),
    })
    .setScanLimits({
      sender: owner,
      args: { eventId, perRound: BigInt(RATE), perDay: BigInt(DAILY_CAP) },
      maxFee: AlgoAmount.MicroAlgo(1_000),
    })
    .send({ populateAppCallResources: true, coverAppCallInnerTransactionFees: true })
  return eventId
}

describe('a burst of sponsored scans in one round', () => {
  it("the event's rate is counted in full in one round, one more is refused, and the sponsor only floats", async () => {
    const eventId = await eventAllowingRate(uniqueId('BURST'))
    const algod = createAlgodRest(net.config.algod)
    const sponsor: ScanSponsor = {
      appId: net.appClient.appId,
      program: net.sponsor.programBase64,
      address: net.sponsor.address,
    }
    const sponsorBefore = await net.balance(sponsor.address)

    const { round, burst, extra, before } = await burstInOneRound(algod, sponsor, eventId)

    expect(burst.map((s) => ('error' in s ? errorText(s.error) : 'sent'))).toEqual(Array(RATE).fill('sent'))
    const txIds = burst.map((s) => (s as { txId: string }).txId)
    expect(new Set(txIds).size).toBe(RATE)
    expect(await Promise.all(txIds.map(confirmedRound))).toEqual(Array(RATE).fill(round))

    expect('error' in extra).toBe(true)
    expect(await contractReasonFor(net, (extra as { error: unknown }).error)).toBe('Sponsored scan rate limit reached')

    const event = (await readEventRecord(algod, sponsor.appId, eventId))!
    expect(event.scanCount - before.scanCount).toBe(BigInt(RATE))
    expect(event.lastSponsoredRound).toBe(round)
    expect(event.sponsoredInRound).toBe(BigInt(RATE))
    expect(before.scanBudget - event.scanBudget).toBe(BigInt(RATE * SPONSORED_SCAN_FEE_MICROALGOS))
    expect(await net.balance(sponsor.address)).toBe(sponsorBefore)
  })
})
