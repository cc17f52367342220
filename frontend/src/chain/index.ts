/**
 * The chain layer's face to the web app's screens: the ChainApi they call, how the app builds it
 * (its reads at once, its write path with the first write), and the few helpers screens need around
 * it (people's messages for errors, paging lists). Nothing here loads algosdk or algokit-utils. The
 * resolver page has its own, lighter face: chain/scan.
 */
export type * from './api'
export { createBrowserChainApi, type BrowserChainOptions } from './browser-chain-api'
export type { AnnouncePending, WalletSigner } from './write/client'
export type { SignatureStore } from './write/signature-store'
export { isUserRejection, isWalletSdkMissing, toUserMessage } from './write/errors'
export { WALLET_SDK_MISSING } from './write/wallet-sdk-missing'
export { eachEventListPage, readEventsUntil } from './read/event-pages'
export { createAccountNode, type AccountNode } from './read/account-node'
export { readEvent, readPublicEvents, readPublicEventsLoad } from './event-read'
export { isResolveServiceFailure } from './scan/resolve-event'
