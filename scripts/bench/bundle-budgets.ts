/**
 * How much JavaScript (KB, gzipped) a route may make a visitor download: `npm test` fails above
 * these (tests/e2e/bundle-budget.spec.ts). /resolve is what a phone loads after scanning a printed
 * code; / is the app's first screen (React, the router, the wallets and the chain client), kept
 * from growing until it is cut down.
 */
export const RESOLVE_JS_BUDGET_KB = 10
export const APP_JS_BUDGET_KB = 365

export const ROUTE_BUDGETS_KB: Readonly<Record<string, number>> = {
  '/resolve?event=DEMO-CONF-2026': RESOLVE_JS_BUDGET_KB,
  '/': APP_JS_BUDGET_KB,
}
