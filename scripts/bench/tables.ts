/** The node benchmarks' tables as `npm run bench` prints them. */
import type { MethodBudget } from './opcodes'
import type { PageComparison, ResolveLatency } from './resolve-latency'
import type { ScaleResult } from './scale'

/** Share of the pooled budget above which a method is called out. */
const NEAR_BUDGET = 0.85

const share = (consumed: number, pooled: number) => `${Math.round((consumed / pooled) * 100)}%`

export function printOpcodes(budgets: MethodBudget[]): void {
  console.log('Opcode budget per method, by simulate (consumed; pool = 700 per app call, op-up inner calls included)')
  console.table(
    budgets.map(({ method, typical, worst }) => ({
      method,
      typical: typical.consumed,
      'typical pool': typical.pooled,
      worst: worst.consumed,
      'worst pool': worst.pooled,
      'worst used': share(worst.consumed, worst.pooled),
    })),
  )
  for (const { method, typical, worst } of budgets) {
    for (const [which, budget] of [
      ['typical', typical],
      ['worst', worst],
    ] as const) {
      if (budget.consumed > budget.pooled) {
        console.log(
          `  ${method} (${which}) needs ${budget.consumed} but its group pools ${budget.pooled}: ` +
            'it fails on-chain without op-up calls',
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
  const { cpuSlowdown, latencyMs, bytesPerSecond } = latency.phoneProfile
  const phone = `phone (CPU ${cpuSlowdown}× slower, ${(bytesPerSecond * 8) / 1e6} Mbit/s, ${latencyMs} ms latency)`
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

export function printScale(scale: ScaleResult): void {
  console.log(
    `One owner's events, listed through the chain layer (median ms of ${scale.runs} runs; algod requests); ` +
      `first screen = newest ${scale.pageSize}, whole list = every page of ${scale.pageSize}; ` +
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
