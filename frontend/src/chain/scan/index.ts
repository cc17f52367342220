/**
 * The resolver's face: what /resolve needs to turn a scanned event id into its destination and
 * record the scan, with no React, wallet or SDK code behind it.
 */
export { resolveEvent, type ResolverReader } from './resolve-event'
export { resolverReaderFor } from './chain-reader'
