/**
 * How long /resolve takes to know where a scan goes, against the floor of one plain box read, both
 * in the same headless Chromium on the production build. The page's 1.5 s redirect card is not
 * counted: ResolverPage sets a performance mark the moment the destination is known.
 */
import type { Browser } from 'playwright-core'
import { serviceUrl } from '../../frontend/src/config'
import { eventBoxName } from '../../frontend/src/chain/read/box-keys'
import { bytesToBase64 } from '../../frontend/src/chain/read/msgpack'
import type { LocalNetDynaQr } from '../lib/fresh-dynaqr'
import { launchChromium } from '../lib/headless-app'
import { createEventInput } from '../lib/create-input'
import { chainApiFor } from '../lib/node-chain'
import { ms, percentile } from './stats'

export interface ResolveLatency {
  boxReads: number
  boxReadP50Ms: number
  boxReadP95Ms: number
  /** Each load in a new browser context: a first-time scanner, nothing cached. */
  loads: number
  destinationKnownP50Ms: number
  destinationKnownP95Ms: number
  ratioP50: number
  /** Where the page's time goes: navigation start to its first algod request. */
  firstAlgodRequestP50Ms: number
}

/** Set by frontend/src/resolver/ResolverPage.tsx (DESTINATION_KNOWN_MARK). */
const DESTINATION_KNOWN_MARK = 'dynaqr:destination-known'
const EVENT_ID = 'BENCH-RESOLVE'
/** Never fetched: the bench answers it itself should a page get as far as the redirect. */
const DESTINATION = 'https://destination.dynaqr.invalid/landing'
const WARM_UP = 5

/** Creates the event the scans resolve, through the web app's chain layer. */
async function createResolvableEvent({ algorand, config, fundedAccount }: LocalNetDynaQr): Promise<void> {
  const owner = await fundedAccount(5)
  const created = await chainApiFor(config, algorand, owner).createEvent(createEventInput(EVENT_ID, 'Resolve latency', DESTINATION))
  if (!created.ok) throw new Error(`could not create the event to resolve: ${created.error}`)
}

/** Durations of `reads` sequential GET /v2/applications/{id}/box calls, made by the page itself with fetch. */
async function boxReadTimes(
  browser: Browser,
  baseUrl: string,
  { config }: LocalNetDynaQr,
  reads: number,
): Promise<number[]> {
  const page = await browser.newPage()
  try {
    // /resolve without an event id: a page of the build that makes no requests of its own.
    await page.goto(`${baseUrl}/resolve`, { waitUntil: 'networkidle' })
    const boxName = encodeURIComponent(`b64:${bytesToBase64(eventBoxName(EVENT_ID))}`)
    const url = `${serviceUrl(config.algod)}/v2/applications/${config.appId}/box?name=${boxName}`
    const times = await page.evaluate(
      async ({ url, token, count }) => {
        const durations: number[] = []
        for (let index = 0; index < count; index++) {
          const started = performance.now()
          const response = await fetch(url, { headers: { 'X-Algo-API-Token': token } })
          if (!response.ok) throw new Error(`box read failed (${response.status})`)
          await response.json()
          durations.push(performance.now() - started)
        }
        return durations
      },
      { url, token: config.algod.token, count: WARM_UP + reads },
    )
    return times.slice(WARM_UP)
  } finally {
    await page.close()
  }
}

interface Load {
  /** From navigation start to the destination-known mark. */
  known: number
  /** From navigation start to the page's first request to algod: what booting the page costs. */
  firstAlgodRequest: number
}

/** One fresh browser context per load: a first-time scanner, nothing cached. */
async function resolveLoads(browser: Browser, baseUrl: string, algodUrl: string, loads: number): Promise<Load[]> {
  const times: Load[] = []
  for (let load = 0; load < WARM_UP + loads; load++) {
    const context = await browser.newContext()
    try {
      const page = await context.newPage()
      await page.route(`${new URL(DESTINATION).origin}/**`, (route) => route.fulfill({ body: 'landed' }))
      await page.goto(`${baseUrl}/resolve?event=${EVENT_ID}`, { waitUntil: 'commit' })
      await page.waitForFunction((mark) => performance.getEntriesByName(mark).length > 0, DESTINATION_KNOWN_MARK)
      const timing = await page.evaluate(
        ({ mark, algod }) => ({
          known: performance.getEntriesByName(mark)[0].startTime,
          firstAlgodRequest: Math.min(
            ...performance
              .getEntriesByType('resource')
              .filter((entry) => entry.name.startsWith(algod))
              .map((entry) => entry.startTime),
          ),
        }),
        { mark: DESTINATION_KNOWN_MARK, algod: algodUrl },
      )
      if (load >= WARM_UP) times.push(timing)
    } finally {
      await context.close()
    }
  }
  return times
}

export async function measureResolveLatency(
  dynaqr: LocalNetDynaQr,
  baseUrl: string,
  chromiumPath: string,
  { boxReads = 1_000, loads = 50 } = {},
): Promise<ResolveLatency> {
  await createResolvableEvent(dynaqr)
  const browser = await launchChromium(chromiumPath)
  try {
    const reads = await boxReadTimes(browser, baseUrl, dynaqr, boxReads)
    const pageLoads = await resolveLoads(browser, baseUrl, serviceUrl(dynaqr.config.algod), loads)
    const known = pageLoads.map((load) => load.known)
    const boxReadP50Ms = percentile(reads, 50)
    const destinationKnownP50Ms = percentile(known, 50)
    return {
      boxReads: reads.length,
      boxReadP50Ms: ms(boxReadP50Ms),
      boxReadP95Ms: ms(percentile(reads, 95)),
      loads: known.length,
      destinationKnownP50Ms: ms(destinationKnownP50Ms),
      destinationKnownP95Ms: ms(percentile(known, 95)),
      ratioP50: Math.round((destinationKnownP50Ms / boxReadP50Ms) * 10) / 10,
      firstAlgodRequestP50Ms: ms(percentile(pageLoads.map((load) => load.firstAlgodRequest), 50)),
    }
  } finally {
    await browser.close()
  }
}
