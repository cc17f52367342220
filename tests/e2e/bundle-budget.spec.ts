/**
 * The JavaScript each budgeted route makes Chromium download from a production build configured as
 * a TestNet deployment is (its sponsors' programs included), gzipped as a web server sends it,
 * stays within its budget.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { ROUTE_BUDGETS_KB } from '../../scripts/bench/bundle-budgets'
import { measureRoutes } from '../../scripts/bench/bundle'
import { deployedTestnetSettings } from './support/deployed-settings'
import { servedTemporaryBuild, type TemporaryBuild } from './support/temporary-build'

let build: TemporaryBuild

beforeAll(async () => {
  build = await servedTemporaryBuild('testnet', deployedTestnetSettings())
})
afterAll(async () => {
  await build?.close()
})

describe('bundle budgets', () => {
  it.each(Object.entries(ROUTE_BUDGETS_KB))('%s loads at most %d KB of gzipped JavaScript', async (route, budgetKb) => {
    const [measured] = await measureRoutes(build.baseUrl, build.distDir, inject('chromiumPath'), [route])
    const kb = measured.gzipBytes / 1024
    console.log(`${route}: ${measured.files} scripts, ${kb.toFixed(2)} KB gzipped (budget ${budgetKb} KB)`)
    expect(kb).toBeLessThanOrEqual(budgetKb)
  })
})
