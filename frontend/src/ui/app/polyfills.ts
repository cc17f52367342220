/**
 * algokit-utils 9 calls the Node `Buffer` global in a few browser code paths (box and ARC-56
 * value decoding, logic error details). Provide it before any of those run.
 */
import { Buffer } from 'buffer'

const scope = globalThis as typeof globalThis & { Buffer?: typeof Buffer }
scope.Buffer ??= Buffer
