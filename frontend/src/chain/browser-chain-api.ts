/**
 * The web app's ChainApi: its reads start at once over fetch; the write path (algokit-utils, the
 * typed client, signing with the connected wallet) is downloaded with the first write, so that a
 * visitor who only looks at events never loads it.
 */
import type { AppConfig } from '../config'
import type { MetadataStore } from '../domain/details/metadata-schema'
import type { ChainApi } from './api'
import { createChainApi } from './chain-api'
import { createReadContext } from './node/read-context'
import type { AnnouncePending, WalletSigner } from './write/client'
import type { SignatureStore } from './write/signature-store'

export interface BrowserChainOptions {
  /** The connected wallet (null address when none) and its signer. */
  wallet: WalletSigner
  /** Base for resolver links when VITE_RESOLVER_BASE_URL is not set. */
  origin: string
  announcePending?: AnnouncePending
  /** Where the wallet's key signatures are kept for the session; the page's memory when absent. */
  keySignatures?: SignatureStore
  /** The reads' fetch (the page's own, or one that adopts reads started before the app loaded). */
  fetchImpl?: typeof fetch
}

export function createBrowserChainApi(
  config: AppConfig,
  metadata: MetadataStore,
  { wallet, origin, announcePending, keySignatures, fetchImpl }: BrowserChainOptions,
): ChainApi {
  const read = createReadContext(config, metadata, origin, fetchImpl)
  return createChainApi(read, wallet.address, async () =>
    (await import('./write/write-path')).writePathOver(read, wallet, announcePending, keySignatures),
  )
}
