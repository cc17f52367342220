/**
 * npm run bench — measures what can be measured here and writes bench/results/<date>.json:
 * program sizes, fees and locked MBR per user action, and JavaScript transferred per route of
 * the production build. Node-dependent measurements (opcode budgets by simulate, resolve latency,
 * 1,000-event listing) need a LocalNet; without one they are reported as unavailable.
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { measureRoutes } from './bundle'
import { chromiumPath, serveProductionBuild } from '../lib/headless-app'
import { algorandFor, networkFromEnvironment } from '../lib/network'
import { actionCosts, programSizes } from './costs'

const root = fileURLToPath(new URL('../..', import.meta.url))
const distDir = `${root}bench/.dist`

async function localNetAnswers(): Promise<boolean> {
  try {
    await algorandFor(networkFromEnvironment({})).client.algod.status().do()
    return true
  } catch {
    return false
  }
}

async function main() {
  const sizes = programSizes()
  console.log('\nContract programs')
  console.table([sizes])

  const costs = actionCosts()
  console.log('Fees and locked minimum balance per user action (microALGO)')
  console.table(costs.map((c) => ({ ...c, lockedMicroAlgos: Number(c.lockedMicroAlgos) })))

  const served = await serveProductionBuild(distDir)
  const bundles = await measureRoutes(served.baseUrl, distDir, chromiumPath(), ['/resolve?event=BENCH', '/', '/generate'])
  await served.close()
  console.log('JavaScript transferred per route (all chunks the page loads)')
  console.table(bundles.map((b) => ({ ...b, gzipKB: +(b.gzipBytes / 1024).toFixed(1) })))

  const node = (await localNetAnswers())
    ? 'LocalNet answers, but node benchmarks are not implemented yet'
    : 'unavailable: no LocalNet on 127.0.0.1:4001 (the go-algorand build is blocked on these machines)'
  console.log(`Opcode budgets, resolve latency, 1,000-event listing: ${node}\n`)

  mkdirSync(`${root}bench/results`, { recursive: true })
  const file = `${root}bench/results/${new Date().toISOString().replace(/[:.]/g, '-')}.json`
  writeFileSync(
    file,
    JSON.stringify({ programs: sizes, costs, bundles, node }, (_k, v) => (typeof v === 'bigint' ? Number(v) : v), 2),
  )
  console.log(`bench: wrote ${file}`)
}

main().catch((error: Error) => {
  console.error(`bench failed: ${error.message}`)
  process.exit(1)
})
