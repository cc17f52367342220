/**
 * One owner's list of events as it grows to 1,000 on one app: the whole list and the first screen
 * (the newest FIRST_SCREEN), timed and counted in algod requests, through the web app's chain layer.
 */
import type { LocalNetDynaQr } from '../lib/fresh-dynaqr'
import { chainApiFor } from '../lib/node-chain'
import { createEvents, typicalEvent } from './bench-events'
import { countRequests, measured, type RequestCounter } from './request-counter'
import { median, ms } from './stats'

export const FIRST_SCREEN = 12
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
  firstScreen: number
  /** Timed runs per list; the times are their median. */
  runs: number
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

export async function measureScale({ algorand, appClient, config, fundedAccount }: LocalNetDynaQr): Promise<ScaleResult> {
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
      await createEvents(appClient, owner, events.slice(created, checkpoint), { existingCount: created })
      createMs += performance.now() - started
      created = checkpoint
      const whole = await timed(counter, checkpoint, () => chain.listOwnerEvents(owner.addr.toString()))
      const first = await timed(counter, Math.min(FIRST_SCREEN, checkpoint), () =>
        chain.listOwnerEvents(owner.addr.toString(), { limit: FIRST_SCREEN }),
      )
      lists.push({
        events: checkpoint,
        wholeListMs: whole.ms,
        wholeListRequests: whole.requests,
        firstScreenMs: first.ms,
        firstScreenRequests: first.requests,
      })
    }
    return { firstScreen: FIRST_SCREEN, runs: RUNS, createSeconds: Math.round(createMs / 100) / 10, lists }
  } finally {
    counter.restore()
  }
}
