/**
 * What a first paint reads the chain with in this browser: the app's settings and details store,
 * and fetch adopting the reads index.html started (ui/app/early-reads.ts).
 */
import { config } from '../../config'
import type { FetchSources } from '../../chain/event-read'
import { withEarlyReads } from '../app/early-reads'
import { metadataStore } from '../platform/storage'

export const browserReadSources = (): FetchSources => ({
  config,
  metadata: metadataStore,
  origin: window.location.origin,
  fetchImpl: withEarlyReads(fetch.bind(globalThis)),
})
