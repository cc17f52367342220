/**
 * The chain layer's face to Node programs: the scripts (deploy, seed, the bench) and the chain
 * tests. They drive the very ChainApi the web app uses, built here at once with its write path (no
 * import() to wait for, algosdk and algokit-utils load with it), and the few parts beneath it that
 * the scripts measure or need on their own: the node's paths and box names the bench times, the
 * guest-list sealing it costs, a ticket's commitment, a door device's address and signer. scripts/
 * and tests/ import the chain only from here or from index.ts (eslint.config.js): the one
 * exception is tests/support/chain-internals.ts, where the chain tests reach further in, each
 * import there said why. The web app never imports this file: its face is index.ts.
 */
import type { AlgorandClient } from '@algorandfoundation/algokit-utils'
import type { AppConfig } from '../config'
import type { MetadataStore } from '../domain/details/metadata-schema'
import type { ChainApi } from './api'
import { createChainApi } from './chain-api'
import { writePathOf } from './write/chain-writes'
import { createChainContext, type AnnouncePending, type WalletSigner } from './write/client'

export type * from './api'
export type { AnnouncePending, WalletSigner } from './write/client'
export { eachEventListPage, readEventsUntil } from './read/event-pages'
export { shownOnPublicList } from './read/listed-event-records'
export { createAlgorandClient, CONFIRMATION_ROUNDS } from './write/client'
export { doorAddress, doorSigner } from './write/door-device'
export { openGuestDetails, sealGuestContact, sealKeyPair } from './privacy/guest-list'
export { ticketCommitment } from './privacy/wallet-keys'
export { boxListingPath, boxPath } from './node/algod-core'
export { eventBoxName } from './node/box-keys'
export { sameBytes } from './node/bytes'

/**
 * The web app's ChainApi signing with `wallet`, over `algorand` (the scripts' own client, or one
 * made from `config`), its write path ready from the start.
 */
export function createNodeChainApi(
  config: AppConfig,
  metadata: MetadataStore,
  wallet: WalletSigner,
  origin: string,
  algorand?: AlgorandClient,
  announcePending?: AnnouncePending,
): ChainApi {
  const ctx = createChainContext(config, metadata, wallet, origin, algorand, announcePending)
  return createChainApi(ctx, ctx.sender, async () => writePathOf(ctx))
}
