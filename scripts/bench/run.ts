/**
 * npm run bench — measures and writes bench/results/<date>.json: program sizes, fees and locked
 * MBR per user action, the registration note before and after sealing, JavaScript transferred per
 * route of the production build, opening 1,000 sealed registrations in Chromium and, on a fresh
 * app of its own on LocalNet, opcode budgets by simulate, resolve latency in Chromium, the public
 * pages' JavaScript and first screen on a phone against a bare page (attendee-pages.ts) and one
 * owner's list at 1,000 events; then door check-ins on the timed LocalNet, which it starts (and
 * stops) itself unless one runs, and a newcomer's passkey registration to the ticket on the same
 * timed LocalNet. Without LocalNet the node figures hold the reason instead.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { chromiumPath, serveProductionBuild } from '../lib/headless-app'
import { dynaqrOnLocalNet, webAppEnv, type LocalNetDynaQr } from '../lib/fresh-dynaqr'
import { algorandFor, networkFromEnvironment } from '../lib/network'
import { measureRoutes } from './bundle'
import { actionCosts, programSizes } from './costs'
import { measureOpcodes } from './opcodes'
import { measureResolveLatency } from './resolve-latency'
import { measureScale } from './scale'
import { measureDoorThroughput } from './door-throughput'
import { measurePasskeyAttendee, printPasskeyAttendee } from './passkey-attendee'
import { measureGuestListOpen } from './guest-list-open'
import { measureRegistrationNotes } from './registration-notes'
import {
  printAttendeePages,
  printDoorThroughput,
  printGuestListOpen,
  printOpcodes,
  printRegistrationNotes,
  printResolve,
  printScale,
  printDiscoverScale,
} from './tables'
import { repoRoot as root } from '../lib/paths'
import {
  localNetAnswers as checkoutLocalNetAnswers,
  startLocalNetOrFail,
  stopLocalNet,
} from '../../tests/support/localnet'
import { measureAttendeePages } from './attendee-pages'
import { measureDiscoverScale } from './discover-scale'

// One build directory per run: several runs may share the checkout.
const distDir = `${root}bench/.dist/run-${process.pid}`
/**
 * The DevMode LocalNet of the node figures: the one on AlgoKit's coordinates when it answers, or,
 * with DYNAQR_LOCALNET_SCOPE=checkout, this checkout's own, as the chain tests use it (started here
 * when it is not running, and stopped again at the end).
 */
const ownLocalNet = process.env.DYNAQR_LOCALNET_SCOPE === 'checkout'
const ownLocalNetWasRunning = ownLocalNet && checkoutLocalNetAnswers('devmode')
const localNet = ownLocalNet ? startLocalNetOrFail('devmode') : networkFromEnvironment({})
const algodUrl = `${localNet.algod.server}:${localNet.algod.port}`

async function localNetAnswers(): Promise<boolean> {
  try {
    await algorandFor(localNet).client.algod.status().do()
    return true
  } catch {
    return false
  }
}

/** A benchmark's figures, or why there are none; one failing benchmark does not stop the others. */
async function figures<T>(name: string, measure: () => Promise<T>, print: (figures: T) => void): Promise<T | string> {
  try {
    const measured = await measure()
    print(measured)
    return measured
  } catch (error) {
    console.error(`bench: ${name} failed: ${(error as Error).message}`)
    return `failed: ${(error as Error).message}`
  }
}

/** A benchmark on the DevMode LocalNet's app: its figures, or why there are none. */
async function nodeFigures<T>(
  name: string,
  dynaqr: LocalNetDynaQr | string,
  measure: (dynaqr: LocalNetDynaQr) => Promise<T>,
  print: (figures: T) => void,
): Promise<T | string> {
  if (typeof dynaqr === 'string') return dynaqr
  return figures(name, () => measure(dynaqr), print)
}

async function main() {
  const started = performance.now()
  const sizes = programSizes()
  console.log('\nContract programs')
  console.table([sizes])

  const costs = actionCosts()
  console.log('Fees and locked minimum balance per user action (microALGO)')
  console.table(costs.map((c) => ({ ...c, lockedMicroAlgos: Number(c.lockedMicroAlgos) })))

  const registrationNotes = await figures('registration notes', measureRegistrationNotes, printRegistrationNotes)

  let dynaqr: LocalNetDynaQr | string = `unavailable: no LocalNet answers on ${algodUrl}`
  if (await localNetAnswers()) {
    dynaqr = await dynaqrOnLocalNet(localNet)
  } else {
    console.log(
      `No LocalNet on ${algodUrl}: opcode budgets, resolve latency, the attendee pages and the 1,000-event list are not measured.`,
    )
  }

  const chromium = chromiumPath()
  const buildEnv = typeof dynaqr === 'string' ? {} : webAppEnv(dynaqr.appClient.appId, dynaqr, dynaqr.network)
  const served = await serveProductionBuild(distDir, buildEnv)
  let results
  try {
    const bundles = await measureRoutes(served.baseUrl, distDir, chromium, ['/resolve?event=BENCH', '/', '/generate'])
    console.log('JavaScript transferred per route (all chunks the page loads)')
    console.table(bundles.map((b) => ({ ...b, gzipKB: +(b.gzipBytes / 1024).toFixed(1) })))

    const guestList = await figures(
      'guest list',
      () => measureGuestListOpen(served.baseUrl, distDir, chromium),
      printGuestListOpen,
    )
    const opcodes = await nodeFigures('opcode budgets', dynaqr, measureOpcodes, printOpcodes)
    const resolve = await nodeFigures(
      'resolve latency',
      dynaqr,
      (app) => measureResolveLatency(app, served.baseUrl, distDir, chromium),
      printResolve,
    )
    const attendeePages = await nodeFigures(
      'attendee pages',
      dynaqr,
      (app) => measureAttendeePages(app, served.baseUrl, distDir, chromium),
      printAttendeePages,
    )
    const scale = await nodeFigures('1,000-event list', dynaqr, measureScale, printScale)
    const discoverScale = await nodeFigures(
      'Discover at 100, 1,000 and 10,000 events',
      dynaqr,
      (app) => measureDiscoverScale(app),
      printDiscoverScale,
    )
    const doorCheckIn = await figures('door check-in', measureDoorThroughput, (door) =>
      printDoorThroughput(door, opcodes),
    )
    const passkeyAttendee = await figures(
      'passkey attendee',
      () => measurePasskeyAttendee(chromium),
      printPasskeyAttendee,
    )
    const localNetApp = typeof dynaqr === 'string' ? dynaqr : { algod: algodUrl, appId: dynaqr.appClient.appId }
    results = {
      programs: sizes,
      costs,
      registrationNotes,
      bundles,
      guestList,
      localNet: localNetApp,
      opcodes,
      resolve,
      attendeePages,
      scale,
      discoverScale,
      doorCheckIn,
      passkeyAttendee,
    }
  } finally {
    await served.close()
    rmSync(distDir, { recursive: true, force: true })
    if (ownLocalNet && !ownLocalNetWasRunning) stopLocalNet('devmode')
  }

  mkdirSync(`${root}bench/results`, { recursive: true })
  const file = `${root}bench/results/${new Date().toISOString().replace(/[:.]/g, '-')}.json`
  writeFileSync(
    file,
    JSON.stringify(results, (_k, v) => (typeof v === 'bigint' ? Number(v) : v), 2),
  )
  console.log(`bench: wrote ${file} in ${Math.round((performance.now() - started) / 1000)} s`)
}

main().catch((error: Error) => {
  console.error(`bench failed: ${error.message}`)
  process.exit(1)
})
