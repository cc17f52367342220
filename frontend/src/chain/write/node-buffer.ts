/**
 * algokit-utils 9 calls the Node `Buffer` global in a few browser code paths (box and ARC-56
 * value decoding, logic error details): provided before any of those run, by the write path that
 * loads it.
 */
import { Buffer } from 'buffer'

const scope = globalThis as typeof globalThis & { Buffer?: typeof Buffer }
scope.Buffer ??= Buffer
