/**
 * The JavaScript each budgeted route makes Chromium download from the production build, gzipped
 * as a web server sends it, stays within its budget.
 */
import { fileURLToPath } from 'node:url'
import { describe, expect, inject, it } from 'vitest'
import { ROUTE_BUDGETS_KB } from '../../scripts/bench/bundle-budgets'
import { measureRoutes } from '../../scripts/bench/bundle'

const distDir = fileURLToPath(new URL('./.dist', import.meta.url))

describe('bundle budgets', () => {
  it.each(Object.entries(ROUTE_BUDGETS_KB))('%s loads at most %d KB of gzipped JavaScript', async (route, budgetKb) => {
    const [measured] = await measureRoutes(inject('baseUrl'), distDir, inject('chromiumPath'), [route])
    const kb = measured.gzipBytes / 1024
    console.log(`${route}: ${measured.files} scripts, ${kb.toFixed(2)} KB gzipped (budget ${budgetKb} KB)`)
    expect(kb).toBeLessThanOrEqual(budgetKb)
  })
})
