/**
 * The Node globals wallet SDKs reach for. Defly's SDK bundles WalletConnect v1, whose socket
 * transport reads Node's `global` the moment it loads, before Defly's own code aliases it to
 * `window` (as Pera's SDK also does when it loads); and `Buffer`, which the app provided to every
 * screen before the wallet stack was loaded apart, stays there for the SDKs that use-wallet loads.
 */
import { Buffer } from 'buffer'

export function provideNodeGlobal(): void {
  const scope = globalThis as typeof globalThis & { global?: typeof globalThis; Buffer?: typeof Buffer }
  scope.global ??= globalThis
  scope.Buffer ??= Buffer
}
