/** The node benchmarks' tables as `npm run bench` prints them. */
import type { AttendeePages } from './attendee-pages'
import type { DoorThroughput } from './door-throughput'
import type { GuestListOpen } from './guest-list-open'
import type { MethodBudget } from './opcodes'
import type { NoteSize } from './registration-notes'
import type { Budget } from './simulated-budget'
import type { PageComparison, ResolveLatency } from './resolve-latency'
import { profileLabel } from './phone-profile'
import type { ScaleResult } from './scale'
import type { DiscoverScaleResult } from './discover-scale'

/** Share of the pooled budget above which a method is called out. */
const NEAR_BUDGET = 0.85

const share = (consumed: number, pooled: number) => `${Math.round((consumed / pooled) * 100)}%`

/** The pool a budget's group reaches on-chain, or a mark that it runs out before. */
const pool = (budget: Budget) => (budget.exceeded ? 'runs out' : budget.pooled)

export function printOpcodes(budgets: MethodBudget[]): void {
  console.log('Opcode budget per method, by simulate (consumed; pool = 700 per app call, op-up inner calls included)')
  console.table(
    budgets.map(({ method, typical, worst }) => ({
      method,
      typical: typical.consumed,
      'typical pool': pool(typical),
      worst: worst.consumed,
      'worst pool': pool(worst),
      'worst used': worst.exceeded ? '' : share(worst.consumed, worst.pooled),
    })),
  )
  for (const { method, typical, worst, simulateOnly } of budgets) {
    if (simulateOnly) {
      console.log(`  ${method} is read by simulate, which lends it the budget it needs`)
      continue
    }
    for (const [which, budget] of [
      ['typical', typical],
      ['worst', worst],
    ] as const) {
      if (budget.exceeded) {
        console.log(
          `  ${method} (${which}) needs ${budget.consumed}, more than the op-ups it asks for give it: ` +
            'it fails on-chain (measured with budget lent by simulate)',
        )
      } else if (budget.consumed > NEAR_BUDGET * budget.pooled) {
        console.log(`  ${method} (${which}) uses ${share(budget.consumed, budget.pooled)} of its pooled budget`)
      }
    }
  }
}

export function printResolve(latency: ResolveLatency): void {
  console.log(
    `Resolve latency in headless Chromium (ms): ${latency.boxReads} box reads by fetch from the page, ` +
      `${latency.loads} loads of /resolve each in a new browser context (redirect delay not counted)`,
  )
  console.table([
    { measure: 'box read (floor)', p50: latency.boxReadP50Ms, p95: latency.boxReadP95Ms },
    { measure: '/resolve: first algod request', p50: latency.firstAlgodRequestP50Ms, p95: '' },
    { measure: '/resolve: destination known', p50: latency.destinationKnownP50Ms, p95: latency.destinationKnownP95Ms },
  ])
  console.log(`  destination known / box read at p50: ${latency.ratioP50}×`)

  const kb = (bytes: number) => (bytes / 1024).toFixed(1)
  const withinBudget = latency.scriptGzipBytes <= latency.scriptBudgetGzipBytes ? 'within' : 'OVER'
  console.log(
    `/resolve JavaScript: ${kb(latency.scriptGzipBytes)} KB gzipped in ${latency.scriptFiles} file(s), ` +
      `${withinBudget} the ${kb(latency.scriptBudgetGzipBytes)} KB budget`,
  )
  const phone = profileLabel(latency.phoneProfile)
  console.log(
    `Destination known, /resolve against a bare page making the same box read (median ms of ${latency.phone.loads} fresh loads each)`,
  )
  const row = ({ resolveMedianMs, bareMedianMs, ratio }: PageComparison) => ({
    '/resolve': resolveMedianMs,
    'bare page': bareMedianMs,
    ratio: `${ratio}×`,
  })
  console.table([
    { profile: phone, ...row(latency.phone) },
    { profile: 'unthrottled', ...row(latency.unthrottled) },
  ])
  const meetsTarget = latency.phone.ratio <= latency.phoneRatioTarget ? 'meets' : 'MISSES'
  console.log(
    `  phone profile: ${latency.phone.ratio}× the bare page, ${meetsTarget} the ${latency.phoneRatioTarget}× target`,
  )
}

export function printAttendeePages(pages: AttendeePages): void {
  console.log('Gzipped JavaScript each public route (and /) requests before anyone touches it')
  console.table(
    pages.scripts.map(({ route, files, gzipKb, targetKb }) => ({
      route,
      files,
      KB: gzipKb,
      target: `≤ ${targetKb}: ${gzipKb <= targetKb ? 'meets' : 'MISSES'}`,
    })),
  )
  const [first] = pages.phone
  console.log(
    `First screen under the ${profileLabel(pages.phoneProfile)} profile against a bare page making the same algod ` +
      `requests (median ms of ${first?.loads ?? 0} fresh loads each, alternated)`,
  )
  console.table(
    pages.phone.map(({ page, drawn, reads, pageMedianMs, bareMedianMs, ratio }) => ({
      page,
      'drawn when': drawn,
      'requests per stage': reads.join(' → '),
      'page ms': pageMedianMs,
      'bare page ms': bareMedianMs,
      ratio: `${ratio}×`,
      target: `≤ ${pages.ratioTarget}×: ${ratio <= pages.ratioTarget ? 'meets' : 'MISSES'}`,
    })),
  )
}

export function printScale(scale: ScaleResult): void {
  console.log(
    `One owner's events, listed through the chain layer (median ms of ${scale.runs} runs; algod requests); ` +
      `first screen (Events, Dashboard) = newest ${scale.pageSize}; ` +
      `whole list (Analytics) = every page of ${scale.wholeListPageSize}; ` +
      `creating the events took ${scale.createSeconds} s`,
  )
  console.table(
    scale.lists.map((list) => ({
      events: list.events,
      'whole list ms': list.wholeListMs,
      'whole list requests': list.wholeListRequests,
      'first screen ms': list.firstScreenMs,
      'first screen requests': list.firstScreenRequests,
    })),
  )
}

export function printDiscoverScale(scale: DiscoverScaleResult): void {
  console.log(
    `Discover's first screen for a visitor without a wallet (median ms of ${scale.runs} fresh loads; algod ` +
      `requests), ${scale.listed} events listed and the rest unlisted; creating the events took ${scale.createSeconds} s`,
  )
  console.table(
    scale.sizes.map((size) => ({
      'events created': size.eventsCreated,
      'first screen ms': size.firstScreenMs,
      'first screen requests': size.firstScreenRequests,
      'events shown': size.eventsShown,
    })),
  )
}

export function printRegistrationNotes(notes: NoteSize[]): void {
  console.log(
    'Registration note in bytes: the plaintext JSON written before sealing (details public) ' +
      'against the ARC-2 note with the details sealed to the guest-list key',
  )
  console.table(
    notes.map((note) => ({
      registration: note.registration,
      plaintext: note.plaintextBytes,
      sealed: note.sealedBytes,
      ratio: `${note.ratio}×`,
      'note limit': note.noteLimitBytes,
    })),
  )
}

export function printGuestListOpen(open: GuestListOpen): void {
  const x25519 = open.webCryptoX25519 ? "WebCrypto's X25519" : "@noble/curves' X25519 (no WebCrypto X25519)"
  console.log(
    `Opening ${open.registrations.toLocaleString('en')} sealed registrations in headless Chromium with the ` +
      `organiser's key (median ms of ${open.runs} fresh pages each; ${x25519})`,
  )
  const meets = (value: number) => (value <= open.targetMs ? 'meets' : 'MISSES')
  console.table([
    {
      measure: 'open all at once (Promise.all)',
      ms: open.parallelOpenMs,
      target: `≤ ${open.targetMs}: ${meets(open.parallelOpenMs)}`,
    },
    {
      measure: 'open one after another',
      ms: open.sequentialOpenMs,
      target: `≤ ${open.targetMs}: ${meets(open.sequentialOpenMs)}`,
    },
    { measure: 'seal them (the attendees’ side, for scale)', ms: open.sealMs, target: '' },
  ])
}

/** The door figures, with check_in's opcode cost from the opcode table when it was measured. */
export function printDoorThroughput(door: DoorThroughput, opcodes: MethodBudget[] | string): void {
  console.log(
    `Door check-in on the timed LocalNet: ${door.attendees} attendees, ${door.doors.length} doors at once, ` +
      `each keeping ${door.inFlightPerDoor} check-ins in flight; latency from DoorChain.checkIn to 'recorded' ` +
      `(check-ins landed in ${door.rounds} rounds)`,
  )
  const rate = (perMinute: number) =>
    `≥ ${door.targetPerMinute}: ${perMinute >= door.targetPerMinute ? 'meets' : 'MISSES'}`
  const checkIn = typeof opcodes === 'string' ? undefined : opcodes.find((row) => row.method === 'check_in')
  console.table([
    ...door.doors.map((d) => ({
      measure: `${d.door}: check-ins per minute (${d.checkIns} in ${d.seconds} s)`,
      value: d.perMinute,
      target: rate(d.perMinute),
    })),
    ...door.doors.map((d) => ({
      measure: `${d.door}: scan to checked in, p50 / p95 ms`,
      value: `${d.p50Ms} / ${d.p95Ms}`,
      target: '',
    })),
    { measure: 'both doors: scan to checked in, p50 / p95 ms', value: `${door.p50Ms} / ${door.p95Ms}`, target: '' },
    {
      measure: 'check_in opcodes, typical / worst (of the 700 one call pools)',
      value: checkIn
        ? `${checkIn.typical.consumed} / ${checkIn.worst.consumed}`
        : `not measured (${opcodes as string})`,
      target: '',
    },
  ])
}
