/**
 * One owner's list of events as it grows to 1,000 on one app: the first screen of the Events list
 * and of the Dashboard (the newest page of EVENTS_PAGE_SIZE, with the Dashboard's figures added up)
 * and Analytics' whole list (every page of ALL_EVENTS_PAGE_SIZE), timed and counted in algod
 * requests, through the web app's chain layer.
 */
import type { LocalNetDynaQr } from '../lib/fresh-dynaqr'
import { chainApiFor } from '../lib/node-chain'
import { ALL_EVENTS_PAGE_SIZE, EVENTS_PAGE_SIZE } from '../../frontend/src/domain/event/event-status'
import { summariseEvents } from '../../frontend/src/domain/figures/owner-summary'
import { type ChainApi, eachEventListPage } from '../../frontend/src/chain/node-api'
import { createEvents, typicalEvent } from './bench-events'
import { countRequests, measured, type RequestCounter } from './request-counter'
import { median, ms } from './stats'

const CHECKPOINTS = [10, 100, 1_000]
const RUNS = 5

export interface ListTiming {
  events: number
  wholeListMs: number
  wholeListRequests: number
  firstScreenMs: number
  firstScreenRequests: number
}

export interface ScaleResult {
  /** Timed runs per list; the times are their median. */
  runs: number
  /** Events in the first screen's page. */
  pageSize: number
  /** Events per page of the whole list. */
  wholeListPageSize: number
  /** Wall time to create all the events (eight create_event calls per group). */
  createSeconds: number
  lists: ListTiming[]
}

/** Median time over RUNS runs after one warm-up; the request count of a run (the same every run). */
async function timed(counter: RequestCounter, expected: number, list: () => Promise<unknown[]>) {
  const check = async () => {
    const listed = await list()
    if (listed.length !== expected) throw new Error(`listed ${listed.length} events, expected ${expected}`)
  }
  await check()
  const runs = []
  for (let run = 0; run < RUNS; run++) runs.push(await measured(counter, check))
  return { ms: ms(median(runs.map((run) => run.ms))), requests: runs[0].requests }
}

/** Every page of the owner's events, newest first, as Analytics reads them. */
async function wholeList(chain: ChainApi, owner: string): Promise<unknown[]> {
  const events: unknown[] = []
  const pages = eachEventListPage((before) => chain.listOwnerEvents(owner, { limit: ALL_EVENTS_PAGE_SIZE, before }))
  for await (const page of pages) events.push(...page.events)
  return events
}

/** The newest page and the Dashboard's figures from it. */
async function firstScreen(chain: ChainApi, owner: string): Promise<unknown[]> {
  const page = await chain.listOwnerEvents(owner, { limit: EVENTS_PAGE_SIZE })
  summariseEvents(page.events, Math.floor(Date.now() / 1000))
  return page.events
}

export async function measureScale({
  algorand,
  appClient,
  config,
  fundedAccount,
}: LocalNetDynaQr): Promise<ScaleResult> {
  const owner = await fundedAccount(250)
  const events = Array.from({ length: CHECKPOINTS.at(-1)! }, (_, index) =>
    typicalEvent(`SCALE-EVENT-${String(index).padStart(4, '0')}-QR`),
  )
  const counter = countRequests()
  try {
    const chain = chainApiFor(config, algorand, owner)
    const lists: ListTiming[] = []
    let created = 0
    let createMs = 0
    for (const checkpoint of CHECKPOINTS) {
      const started = performance.now()
      // Unlisted: an owner's list reads them all the same, and Discover's bench counts its own.
      await createEvents(appClient, owner, events.slice(created, checkpoint), { existingCount: created, listed: false })
      createMs += performance.now() - started
      created = checkpoint
      const whole = await timed(counter, checkpoint, () => wholeList(chain, owner.addr.toString()))
      const first = await timed(counter, Math.min(EVENTS_PAGE_SIZE, checkpoint), () =>
        firstScreen(chain, owner.addr.toString()),
      )
      lists.push({
        events: checkpoint,
        wholeListMs: whole.ms,
        wholeListRequests: whole.requests,
        firstScreenMs: first.ms,
        firstScreenRequests: first.requests,
      })
    }
    const createSeconds = Math.round(createMs / 100) / 10
    return { pageSize: EVENTS_PAGE_SIZE, wholeListPageSize: ALL_EVENTS_PAGE_SIZE, runs: RUNS, createSeconds, lists }
  } finally {
    counter.restore()
  }
}
