/**
 * The chain layer's face to the web app's screens: the ChainApi they call, how the app builds it,
 * and the few helpers screens need around it (people's messages for errors, paging lists). The
 * resolver page has its own, lighter face: chain/scan.
 */
export type * from './api'
export { createChainApi } from './chain-api'
export { createAlgorandClient, createChainContext, type AnnouncePending } from './write/client'
export type { SignatureStore } from './write/wallet-keys-signature'
export { logChainFailuresAsWarnings } from './write/browser-logging'
export { isUserRejection, isWalletSdkMissing, toUserMessage } from './write/errors'
export { WALLET_SDK_MISSING } from './write/wallet-sdk-missing'
export { eachEventListPage, readEventsUntil } from './read/event-pages'
export { createAccountNode, type AccountNode } from './read/account-node'
export { isResolveServiceFailure } from './scan/resolve-event'
