/**
 * The messages DynaQR shows people (toasts, alerts, form and failure texts) that the app's shell,
 * the chain layer and several screens share, gathered from their areas' *-messages.ts: each area in
 * a file of its own, so that the build puts each where it is used (the wallet's texts with the
 * wallet panel, the organiser's with the manage page) and a page's first screen carries only what
 * it can show. Texts that only some screens show live in their concept folder's *-messages.ts.
 * Each text is written once; tests/unit/spec-messages.spec.ts checks that the product's error
 * catalogue is covered.
 */

export { ACCESS_MESSAGES, DESTINATION_MESSAGES, RESOLVER_MESSAGES } from '../access/resolver-messages'
export { WALLET_MESSAGES } from './wallet-messages'
export { PASSKEY_MESSAGES } from './passkey-messages'
export { CHAIN_MESSAGES } from './chain-messages'
export { DETAILS_MESSAGES } from './details-messages'
export { MANAGE_MESSAGES } from './manage-page-messages'
export { EVENT_DATA_MESSAGES } from './event-data-messages'
export { ACCESS_PROOF_MESSAGES } from './access-proof-messages'
export { NAVIGATION_MESSAGES } from './navigation-messages'
