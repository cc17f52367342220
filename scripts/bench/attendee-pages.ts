/**
 * What an attendee's phone loads and waits for on the public pages: the gzipped JavaScript each
 * public route (and `/`) requests before anyone touches it, and, under the phone profile, how long
 * the event page takes to show its title, date and Register button and Discover its first card,
 * each against a bare page served beside the build that makes the same algod requests
 * (bare-reads-page.ts). Medians of fresh loads, the app's page and its floor alternated.
 */
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Browser, Request } from 'playwright-core'
import { serviceUrl } from '../../frontend/src/config'
import type { LocalNetDynaQr } from '../lib/fresh-dynaqr'
import { launchChromium } from '../lib/headless-app'
import { algoTier, createEventInput, createEventOrThrow } from '../lib/create-input'
import { chainApiFor } from '../lib/node-chain'
import type { ChainApi } from '../../frontend/src/chain/node-api'
import { appHeaders, bareReadsPageHtml, type RecordedRead } from './bare-reads-page'
import { measureRoutes, type RouteBundle } from './bundle'
import { measurePairedDoor } from './paired-door'
import { DRAWN_MARK, drawnMarkScript } from './drawn-mark'
import { applyProfile, PHONE_PROFILE, type NetworkProfile } from './phone-profile'
import { median, ms } from './stats'

/**
 * What the public pages aim at: at most this much gzipped JavaScript before any interaction (/ has
 * more room), and a first screen within this many times the bare page's time on the phone.
 */
const PUBLIC_JS_TARGET_KB = 120
const HOME_JS_TARGET_KB = 300
const PHONE_RATIO_TARGET = 1.5

const EVENT_ID = 'BENCH-PAGE'
/** Discover's first screen reads the details of every listed event of its first page: this one and a few more. */
const MORE_LISTED_EVENTS = 5
const WARM_UP = 2
const LOADS = 21

export interface RouteScripts {
  route: string
  files: number
  gzipKb: number
  targetKb: number
}

export interface FloorComparison {
  page: string
  /** What the mark waits for. */
  drawn: string
  /** The algod requests per stage, as the bare page makes them. */
  reads: number[]
  loads: number
  pageMedianMs: number
  bareMedianMs: number
  ratio: number
}

export interface AttendeePages {
  scripts: RouteScripts[]
  phoneProfile: NetworkProfile
  phone: FloorComparison[]
  ratioTarget: number
}

/** A public page measured against its floor: where it is, what its first screen is, which requests draw it. */
interface MeasuredPage {
  name: string
  path: string
  drawn: string
  selectors: string[]
  /** The algod requests of each stage, picked from the page's own by their path. */
  stages: ((path: string, method: string) => boolean)[]
  /** What the bare page writes once its reads are answered: the same selectors, with text. */
  drawnHtml: string
}

const PAGES: MeasuredPage[] = [
  {
    name: 'event page',
    path: `/events/${EVENT_ID}`,
    drawn: 'title, date and Register button',
    selectors: [
      '#registration-event-title',
      '[data-testid="registration-when-event"]',
      // The app's form button, or the one the page draws before the app has loaded (ui/first-paint).
      '[data-testid="registration-submit"], [data-testid="first-paint-register"]',
    ],
    stages: [(path) => /\/boxes$/.test(path), (path) => /\/v2\/blocks\/\d+$/.test(path)],
    drawnHtml:
      '<h1 id="registration-event-title">Bench event</h1><p data-testid="registration-when-event">Sat 1 Jan</p>' +
      '<button data-testid="registration-submit">Register</button>',
  },
  {
    name: 'Discover',
    path: '/discover',
    drawn: 'first card',
    selectors: ['[data-testid="discover-card"]'],
    stages: [
      (path) => path === '/v2/transactions/params',
      (path, method) => path === '/v2/transactions/simulate' && method === 'POST',
      (path) => /\/v2\/blocks\/\d+$/.test(path),
    ],
    drawnHtml: '<ul><li data-testid="discover-card">Bench event</li></ul>',
  },
]

const barePath = (page: MeasuredPage) => `/bench-bare-${page.name.toLowerCase().replace(/\W+/g, '-')}.html`

/** A listed event with a date, a venue in its own zone and two tiers, and a few more listed events. */
async function createListedEvents({ algorand, config, fundedAccount }: LocalNetDynaQr): Promise<ChainApi> {
  const owner = await fundedAccount(30)
  const chain = chainApiFor(config, algorand, owner)
  const startsAt = Math.floor(Date.now() / 1000) + 7 * 86_400
  const settings = {
    startsAt,
    endsAt: startsAt + 3 * 3_600,
    checkInOpensBefore: 3_600,
    selfCheckIn: false,
    decideBy: 0,
  }
  const inputs = [
    createEventInput(EVENT_ID, 'Attendee pages bench', 'https://example.com/bench-page', {
      description: 'An evening of talks, measured on a slow phone.',
      maxCapacity: 200,
      ticketTiers: [algoTier('General', 0, 150), algoTier('Supporter', 5, 50)],
      settings,
      extraMetadata: {
        venue: { name: 'Main Hall', address: '1 Chain Street', city: 'Lisbon', state: '', country: 'Portugal' },
        timezone: 'Europe/Lisbon',
      },
    }),
    ...Array.from({ length: MORE_LISTED_EVENTS }, (_, index) =>
      createEventInput(`${EVENT_ID}-${index + 1}`, `Listed event ${index + 1}`, 'https://example.com/listed', {
        ticketTiers: [algoTier('General', 0, 100)],
        settings: {
          ...settings,
          startsAt: startsAt + (index + 1) * 86_400,
          endsAt: startsAt + (index + 1) * 86_400 + 3_600,
        },
        extraMetadata: { venue: { name: 'Studio', address: '', city: 'Porto', state: '', country: 'Portugal' } },
      }),
    ),
  ]
  for (const input of inputs) await createEventOrThrow(chain, input)
  return chain
}

async function recordedRead(request: Request): Promise<RecordedRead> {
  const body = request.postDataBuffer()
  return {
    method: request.method(),
    url: request.url(),
    headers: appHeaders(await request.allHeaders()),
    ...(body ? { body: body.toString('base64') } : {}),
  }
}

/** One unthrottled load of the app's page until drawn: its algod requests, sorted into the page's stages. */
async function readStages(browser: Browser, baseUrl: string, algodUrl: string, page: MeasuredPage) {
  const context = await browser.newContext()
  try {
    const tab = await context.newPage()
    await tab.addInitScript({ content: drawnMarkScript(page.selectors) })
    const requests: Request[] = []
    tab.on('request', (request) => {
      if (request.url().startsWith(algodUrl) && request.method() !== 'OPTIONS') requests.push(request)
    })
    await tab.goto(`${baseUrl}${page.path}`)
    await tab.waitForFunction((mark) => performance.getEntriesByName(mark).length > 0, DRAWN_MARK)
    const stages: RecordedRead[][] = []
    for (const [index, belongs] of page.stages.entries()) {
      const matching = requests.filter((request) => belongs(new URL(request.url()).pathname, request.method()))
      if (matching.length === 0) throw new Error(`${page.name} made no request of its read stage ${index + 1}`)
      const reads = await Promise.all(matching.map(recordedRead))
      stages.push(reads.filter((read, at) => reads.findIndex((other) => other.url === read.url) === at))
    }
    return stages
  } finally {
    await context.close()
  }
}

/** One fresh load (a new browser context, nothing cached) under `profile`, until the drawn mark. */
async function loadUntilDrawn(browser: Browser, url: string, selectors: string[], profile: NetworkProfile) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } })
  try {
    const page = await context.newPage()
    await applyProfile(page, profile)
    await page.addInitScript({ content: drawnMarkScript(selectors) })
    await page.goto(url, { waitUntil: 'commit' })
    await page.waitForFunction((mark) => performance.getEntriesByName(mark).length > 0, DRAWN_MARK, {
      polling: 50,
      timeout: 60_000,
    })
    return await page.evaluate((mark) => performance.getEntriesByName(mark)[0].startTime, DRAWN_MARK)
  } finally {
    await context.close()
  }
}

async function compareWithFloor(
  browser: Browser,
  baseUrl: string,
  page: MeasuredPage,
  reads: number[],
  loads: number,
): Promise<FloorComparison> {
  const app: number[] = []
  const bare: number[] = []
  for (let load = 0; load < WARM_UP + loads; load++) {
    const appTime = await loadUntilDrawn(browser, `${baseUrl}${page.path}`, page.selectors, PHONE_PROFILE)
    const bareTime = await loadUntilDrawn(browser, `${baseUrl}${barePath(page)}`, page.selectors, PHONE_PROFILE)
    if (load < WARM_UP) continue
    app.push(appTime)
    bare.push(bareTime)
  }
  const pageMedian = median(app)
  const bareMedian = median(bare)
  return {
    page: page.name,
    drawn: page.drawn,
    reads,
    loads,
    pageMedianMs: ms(pageMedian),
    bareMedianMs: ms(bareMedian),
    ratio: Math.round((pageMedian / bareMedian) * 100) / 100,
  }
}

/** The public routes whose JavaScript is measured, with their targets. */
function measuredRoutes(eventId: string): [route: string, targetKb: number][] {
  return [
    [`/events/${eventId}`, PUBLIC_JS_TARGET_KB],
    [`/events/${eventId}/register`, PUBLIC_JS_TARGET_KB],
    ['/discover', PUBLIC_JS_TARGET_KB],
    // A fresh browser: the door device before pairing, which draws its pairing code.
    [`/events/${eventId}/check-in`, PUBLIC_JS_TARGET_KB],
    [`/events/${eventId}/poster`, PUBLIC_JS_TARGET_KB],
    ['/', HOME_JS_TARGET_KB],
  ]
}

export async function measureAttendeePages(
  dynaqr: LocalNetDynaQr,
  baseUrl: string,
  distDir: string,
  chromiumPath: string,
  options: { loads?: number } = {},
): Promise<AttendeePages> {
  const owner = await createListedEvents(dynaqr)
  const pages = await measureListedEvents(baseUrl, distDir, chromiumPath, serviceUrl(dynaqr.config.algod), options)
  const door = await measurePairedDoor(owner, EVENT_ID, baseUrl, distDir, chromiumPath)
  const unpaired = pages.scripts.findIndex(({ route }) => route === `/events/${EVENT_ID}/check-in`)
  pages.scripts.splice(unpaired + 1, 0, routeScripts(door, PUBLIC_JS_TARGET_KB))
  return pages
}

function routeScripts(bundle: RouteBundle, targetKb: number): RouteScripts {
  return {
    route: bundle.route,
    files: bundle.files,
    gzipKb: Math.round((bundle.gzipBytes / 1024) * 10) / 10,
    targetKb,
  }
}

/** The measurements on a build whose app already holds the bench's listed events (createListedEvents). */
export async function measureListedEvents(
  baseUrl: string,
  distDir: string,
  chromiumPath: string,
  algodUrl: string,
  { loads = LOADS }: { loads?: number } = {},
): Promise<AttendeePages> {
  const routes = measuredRoutes(EVENT_ID)
  const bundles = await measureRoutes(
    baseUrl,
    distDir,
    chromiumPath,
    routes.map(([route]) => route),
  )
  const scripts = bundles.map((bundle, index) => routeScripts(bundle, routes[index][1]))

  const browser = await launchChromium(chromiumPath)
  try {
    const phone: FloorComparison[] = []
    for (const page of PAGES) {
      const stages = await readStages(browser, baseUrl, algodUrl, page)
      writeFileSync(
        join(distDir, barePath(page)),
        bareReadsPageHtml({ title: `Bare ${page.name}`, stages, drawnHtml: page.drawnHtml }),
      )
      const reads = stages.map((stage) => stage.length)
      phone.push(await compareWithFloor(browser, baseUrl, page, reads, loads))
    }
    return { scripts, phoneProfile: PHONE_PROFILE, phone, ratioTarget: PHONE_RATIO_TARGET }
  } finally {
    await browser.close()
  }
}
