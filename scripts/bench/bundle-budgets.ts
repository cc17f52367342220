/**
 * How much JavaScript (KB, gzipped) a route may make a visitor download: `npm test` fails above
 * these (tests/e2e/bundle-budget.spec.ts). /resolve is what a phone loads after scanning a printed
 * code; / is the app's first screen (React, the router, the wallets and the chain client, all in one
 * chunk), kept from growing until it is cut down by loading the wallet stack and the write path only
 * when a visitor acts. It grew twice: by about 4 KB (364.4 -> 368.4 KB) for the passkey account,
 * whose WebAuthn ceremonies run straight from the click on "Continue with a passkey" (a browser may
 * refuse a passkey request that first waits for a script to download), and by about 4 KB
 * (368.4 -> 372.5 KB) for the attendee sponsor's groups, the waitlist, guest check-in, the account
 * move and the event texts' splitting, all in the one chunk's chain layer.
 */
export const RESOLVE_JS_BUDGET_KB = 10
export const APP_JS_BUDGET_KB = 375

export const ROUTE_BUDGETS_KB: Readonly<Record<string, number>> = {
  '/resolve?event=DEMO-CONF-2026': RESOLVE_JS_BUDGET_KB,
  '/': APP_JS_BUDGET_KB,
}
