/**
 * Discover's first screen as the app grows: 50 listed, upcoming events and then unlisted ones until
 * 100, 1,000 and 10,000 events were created by this run, on one app. At each size a visitor
 * without a wallet loads Discover's first screen through the web app's chain layer (pages of the
 * listed index until PUBLIC_EVENTS_PER_LOAD events or PUBLIC_EVENTS_MAX_PAGES pages, each event's
 * details block), timed and counted in algod requests. The listed index holds only what Discover
 * shows, so both should stay flat.
 */
import type { LocalNetDynaQr } from '../lib/fresh-dynaqr'
import { chainApiFor } from '../lib/node-chain'
import { PUBLIC_EVENTS_MAX_PAGES, PUBLIC_EVENTS_PER_LOAD } from '../../frontend/src/domain/event/event-status'
import { readEventsUntil } from '../../frontend/src/chain/node-api'
import { createEvents, typicalEvent } from './bench-events'
import { countRequests, measured } from './request-counter'
import { median, ms } from './stats'

const LISTED = 50
const CHECKPOINTS = [100, 1_000, 10_000]
const RUNS = 7

export interface DiscoverTiming {
  /** Events this run created so far, LISTED of them listed. */
  eventsCreated: number
  firstScreenMs: number
  firstScreenRequests: number
  eventsShown: number
}

export interface DiscoverScaleResult {
  runs: number
  listed: number
  createSeconds: number
  sizes: DiscoverTiming[]
}

const id = (prefix: string, index: number) => `${prefix}-${String(index).padStart(5, '0')}-QR`

export async function measureDiscoverScale(
  { algorand, appClient, config, fundedAccount }: LocalNetDynaQr,
  checkpoints: readonly number[] = CHECKPOINTS,
): Promise<DiscoverScaleResult> {
  const owner = await fundedAccount(Math.ceil(checkpoints.at(-1)! * 0.25) + 50)
  // A new visitor each load, so no details block is held from an earlier one: a fresh load.
  const firstScreen = () => {
    const visitor = chainApiFor(config, algorand, algorand.account.random())
    return readEventsUntil((before) => visitor.listPublicEvents({ before }), {
      wanted: PUBLIC_EVENTS_PER_LOAD,
      maxPages: PUBLIC_EVENTS_MAX_PAGES,
    })
  }
  const counter = countRequests()
  try {
    let createMs = 0
    const create = async (from: number, to: number, listed: boolean) => {
      const events = Array.from({ length: to - from }, (_, i) => typicalEvent(id(listed ? 'DISC' : 'HIDE', from + i)))
      const started = performance.now()
      await createEvents(appClient, owner, events, { existingCount: from, listed })
      createMs += performance.now() - started
    }
    await create(0, LISTED, true)
    let created = LISTED
    const sizes: DiscoverTiming[] = []
    for (const checkpoint of checkpoints) {
      await create(created, checkpoint, false)
      created = checkpoint
      const warm = await firstScreen()
      if (warm.events.length < PUBLIC_EVENTS_PER_LOAD) {
        throw new Error(`Discover showed ${warm.events.length} events, expected at least ${PUBLIC_EVENTS_PER_LOAD}`)
      }
      const runs = []
      for (let run = 0; run < RUNS; run++) runs.push(await measured(counter, firstScreen))
      sizes.push({
        eventsCreated: checkpoint,
        firstScreenMs: ms(median(runs.map((run) => run.ms))),
        firstScreenRequests: runs[0].requests,
        eventsShown: warm.events.length,
      })
    }
    return { runs: RUNS, listed: LISTED, createSeconds: Math.round(createMs / 100) / 10, sizes }
  } finally {
    counter.restore()
  }
}
