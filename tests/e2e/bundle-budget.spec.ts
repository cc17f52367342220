/**
 * The JavaScript each budgeted route makes Chromium download from a production build configured as
 * a TestNet deployment is (its sponsors' programs included), gzipped as a web server sends it,
 * stays within its budget.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { ROUTE_BUDGETS_KB } from '../../scripts/bench/bundle-budgets'
import { measureRoutes } from '../../scripts/bench/bundle'
import { buildWebApp, serveBuild, type ServedBuild } from '../../scripts/lib/headless-app'
import { deployedTestnetSettings } from './support/deployed-settings'

const distDir = mkdtempSync(join(tmpdir(), 'dynaqr-deployed-build-'))
let served: ServedBuild

beforeAll(async () => {
  await buildWebApp(distDir, 'testnet', deployedTestnetSettings())
  served = await serveBuild(distDir)
})
afterAll(async () => {
  await served?.close()
  rmSync(distDir, { recursive: true, force: true })
})

describe('bundle budgets', () => {
  it.each(Object.entries(ROUTE_BUDGETS_KB))('%s loads at most %d KB of gzipped JavaScript', async (route, budgetKb) => {
    const [measured] = await measureRoutes(served.baseUrl, distDir, inject('chromiumPath'), [route])
    const kb = measured.gzipBytes / 1024
    console.log(`${route}: ${measured.files} scripts, ${kb.toFixed(2)} KB gzipped (budget ${budgetKb} KB)`)
    expect(kb).toBeLessThanOrEqual(budgetKb)
  })
})
