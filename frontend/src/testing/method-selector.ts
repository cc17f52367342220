/**
 * ARC-4 method selectors of the DynaQR app, derived from its ARC-56 method list: the reference the
 * selectors written out for the read path (read-selectors.ts) and the tests are checked against.
 */
import { methods } from '../../../artifacts/dynaqr/DynaQr.arc56.json'
import { sha512_256 } from '@noble/hashes/sha2.js'

/** The first 4 bytes of SHA-512/256 of the method's signature, e.g. `get_event(string)(…)`. */
export function methodSelector(name: string): Uint8Array {
  const method = methods.find((candidate) => candidate.name === name)
  if (!method) throw new Error(`Unknown DynaQR method ${name}`)
  const signature = `${method.name}(${method.args.map((arg) => arg.type).join(',')})${method.returns.type}`
  return sha512_256(new TextEncoder().encode(signature)).slice(0, 4)
}
