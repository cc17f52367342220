/**
 * Where the tests reach beneath the chain layer's faces (frontend/src/chain/index.ts and
 * node-api.ts): the one file of scripts/ and tests/ that eslint.config.js lets import chain/'s
 * rooms directly. Each part is here because a test checks it on a real node, or builds what it
 * checks from it, where the ChainApi would hide what the test is about.
 */

/** The fetch-only algod client, tried on its own: its fallback node, and raw box reads. */
export { createAlgodRest, type AlgodRest } from '../../frontend/src/chain/node/algod-rest'
/** An event's box as stored, to compare counters and notes field by field. */
export { readEventRecord } from '../../frontend/src/chain/node/box-records'
/** ARC-4 decoding and byte helpers, for decoding the contract's ARC-28 event logs (arc28-events.ts). */
export { decodeArc4, type Arc4Value } from '../../frontend/src/chain/node/arc4-codec'
export { startsWith } from '../../frontend/src/chain/node/bytes'
/** The read context, to word a refusal sent straight through the typed client as the screens would. */
export { createReadContext } from '../../frontend/src/chain/node/read-context'
export { contractReason } from '../../frontend/src/chain/write/actions'
/** The node's error text, to tell a closed round from other failures. */
export { errorText } from '../../frontend/src/chain/write/errors'
/** The resolver's sponsored scan, sent as a crowd would send it, timed to one round. */
export { sendSponsoredScan, type ScanSponsor } from '../../frontend/src/chain/scan/sponsored-scan'
/** The attendee-costs sponsor, to send a sponsored group the web app would never build (refused by the contract). */
export { attendeeSponsor, NO_FEE } from '../../frontend/src/chain/write/attendee-sponsor'
/** create_event's tiers as the web app sends them, for the emulator to store (tier-terms-agreement.spec.ts). */
export { contractTiers } from '../../frontend/src/chain/write/events'
