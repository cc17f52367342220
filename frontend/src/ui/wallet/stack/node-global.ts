/**
 * Defly's SDK bundles WalletConnect v1, whose socket transport reads Node's `global` the moment it
 * loads, before Defly's own code aliases it to `window` (as Pera's SDK also does when it loads).
 */
export function provideNodeGlobal(): void {
  const scope = globalThis as typeof globalThis & { global?: typeof globalThis }
  scope.global ??= globalThis
}
