/**
 * How long /resolve takes to know where a scan goes, in the same headless Chromium on the
 * production build: against the floor of one plain box read, and against a bare page served
 * beside the build that makes the same box read (bare-page.ts), with and without a phone profile.
 * The page's 1.5 s redirect card is not counted: the resolver page sets a performance mark the
 * moment the destination is known, and the bare page sets the same mark.
 */
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Browser } from 'playwright-core'
import { serviceUrl } from '../../frontend/src/config'
import { eventBoxName, boxPath } from '../../frontend/src/chain/node-api'
import { DESTINATION_KNOWN_MARK } from '../../frontend/src/ui/resolve/destination-known-mark'
import type { LocalNetDynaQr } from '../lib/fresh-dynaqr'
import { launchChromium } from '../lib/headless-app'
import { createEventInput, createEventOrThrow } from '../lib/create-input'
import { chainApiFor } from '../lib/node-chain'
import { BARE_PAGE_PATH, barePageHtml } from './bare-page'
import { scriptSizes } from './bundle'
import { median, ms, percentile } from './stats'
import { RESOLVE_JS_BUDGET_KB } from './bundle-budgets'
import { applyProfile, PHONE_PROFILE, type NetworkProfile } from './phone-profile'

/** Targets: the JavaScript /resolve loads, and its time against the bare page's under the phone profile. */
const RESOLVE_JS_BUDGET_GZIP_BYTES = RESOLVE_JS_BUDGET_KB * 1024
const PHONE_RATIO_TARGET = 1.3

/** Medians of fresh loads of /resolve and of the bare page, alternated so both see the same conditions. */
export interface PageComparison {
  loads: number
  resolveMedianMs: number
  bareMedianMs: number
  /** resolveMedianMs / bareMedianMs. */
  ratio: number
}

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
  /** The scripts the browser requested while resolving a real event, gzipped at level 9. */
  scriptFiles: number
  scriptGzipBytes: number
  scriptBudgetGzipBytes: number
  phoneProfile: NetworkProfile
  phone: PageComparison
  phoneRatioTarget: number
  unthrottled: PageComparison
}

const EVENT_ID = 'BENCH-RESOLVE'
/** Never fetched: the bench answers it itself should a page get as far as the redirect. */
const DESTINATION = 'https://destination.dynaqr.invalid/landing'
const WARM_UP = 5
const COMPARISON_WARM_UP = 2
/** Fresh loads of each page per profile: their medians are compared, and fewer let one slow load move the ratio. */
const COMPARISON_LOADS = 31

/** Creates the event the scans resolve, through the web app's chain layer. */
async function createResolvableEvent({ algorand, config, fundedAccount }: LocalNetDynaQr): Promise<void> {
  const owner = await fundedAccount(5)
  await createEventOrThrow(
    chainApiFor(config, algorand, owner),
    createEventInput(EVENT_ID, 'Resolve latency', DESTINATION),
  )
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
    const url = `${serviceUrl(config.algod)}${boxPath(config.appId, eventBoxName(EVENT_ID))}`
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
  /** URL paths of the scripts the page requested from the build's server. */
  scripts: string[]
}

/** One load of `url` in a fresh browser context (a first-time scanner, nothing cached), until the mark. */
async function loadUntilKnown(
  browser: Browser,
  url: string,
  algodUrl: string,
  profile?: NetworkProfile,
): Promise<Load> {
  const context = await browser.newContext()
  try {
    const page = await context.newPage()
    if (profile) await applyProfile(page, profile)
    const scripts: string[] = []
    page.on('request', (request) => {
      const requested = new URL(request.url())
      if (request.resourceType() === 'script' && requested.origin === new URL(url).origin)
        scripts.push(requested.pathname)
    })
    await page.route(`${new URL(DESTINATION).origin}/**`, (route) => route.fulfill({ body: 'landed' }))
    await page.goto(url, { waitUntil: 'commit' })
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
    return { ...timing, scripts }
  } finally {
    await context.close()
  }
}

async function resolveLoads(browser: Browser, resolveUrl: string, algodUrl: string, loads: number): Promise<Load[]> {
  const times: Load[] = []
  for (let load = 0; load < WARM_UP + loads; load++) {
    const timing = await loadUntilKnown(browser, resolveUrl, algodUrl)
    if (load >= WARM_UP) times.push(timing)
  }
  return times
}

async function comparePages(
  browser: Browser,
  urls: { resolve: string; bare: string },
  algodUrl: string,
  profile?: NetworkProfile,
): Promise<PageComparison> {
  const resolve: number[] = []
  const bare: number[] = []
  for (let load = 0; load < COMPARISON_WARM_UP + COMPARISON_LOADS; load++) {
    const resolveLoad = await loadUntilKnown(browser, urls.resolve, algodUrl, profile)
    const bareLoad = await loadUntilKnown(browser, urls.bare, algodUrl, profile)
    if (load < COMPARISON_WARM_UP) continue
    resolve.push(resolveLoad.known)
    bare.push(bareLoad.known)
  }
  const resolveMedian = median(resolve)
  const bareMedian = median(bare)
  return {
    loads: COMPARISON_LOADS,
    resolveMedianMs: ms(resolveMedian),
    bareMedianMs: ms(bareMedian),
    ratio: Math.round((resolveMedian / bareMedian) * 100) / 100,
  }
}

export async function measureResolveLatency(
  dynaqr: LocalNetDynaQr,
  baseUrl: string,
  distDir: string,
  chromiumPath: string,
  { boxReads = 1_000, loads = 50 } = {},
): Promise<ResolveLatency> {
  await createResolvableEvent(dynaqr)
  const algodUrl = serviceUrl(dynaqr.config.algod)
  const { appId, algod } = dynaqr.config
  const mark = DESTINATION_KNOWN_MARK
  writeFileSync(
    join(distDir, BARE_PAGE_PATH),
    barePageHtml({ algodUrl, token: algod.token, appId, eventId: EVENT_ID, mark }),
  )
  const urls = { resolve: `${baseUrl}/resolve?event=${EVENT_ID}`, bare: `${baseUrl}${BARE_PAGE_PATH}` }

  const browser = await launchChromium(chromiumPath)
  try {
    const reads = await boxReadTimes(browser, baseUrl, dynaqr, boxReads)
    const pageLoads = await resolveLoads(browser, urls.resolve, algodUrl, loads)
    const scripts = scriptSizes(distDir, new Set(pageLoads[0].scripts))
    const phone = await comparePages(browser, urls, algodUrl, PHONE_PROFILE)
    const unthrottled = await comparePages(browser, urls, algodUrl)
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
      firstAlgodRequestP50Ms: ms(
        percentile(
          pageLoads.map((load) => load.firstAlgodRequest),
          50,
        ),
      ),
      scriptFiles: scripts.files,
      scriptGzipBytes: scripts.gzipBytes,
      scriptBudgetGzipBytes: RESOLVE_JS_BUDGET_GZIP_BYTES,
      phoneProfile: PHONE_PROFILE,
      phone,
      phoneRatioTarget: PHONE_RATIO_TARGET,
      unthrottled,
    }
  } finally {
    await browser.close()
  }
}
