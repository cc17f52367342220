/** What every read needs: the settings, the node over REST, the optional indexer, and this browser's metadata. */
import type { AppConfig } from '../../config'
import type { MetadataStore } from '../../domain/details/metadata-schema'
import { createAlgodRest, type AlgodRest } from './algod-rest'
import { createIndexerRest, type IndexerRest } from './indexer-rest'

export interface ReadContext {
  config: AppConfig
  /** Box reads, simulate and the sponsored scan, shared with the resolver page. */
  algodRest: AlgodRest
  /** Null when no indexer is configured: every screen works without one. */
  indexerRest: IndexerRest | null
  metadata: MetadataStore
  /** Base for resolver links when VITE_RESOLVER_BASE_URL is not set. */
  origin: string
}

export function createReadContext(
  config: AppConfig,
  metadata: MetadataStore,
  origin: string,
  fetchImpl: typeof fetch = fetch.bind(globalThis),
): ReadContext {
  return {
    config,
    algodRest: createAlgodRest(config.algod, fetchImpl, config.algodFallback),
    indexerRest: config.indexer ? createIndexerRest(config.indexer, fetchImpl) : null,
    metadata,
    origin,
  }
}
