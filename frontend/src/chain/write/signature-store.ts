/** Where the wallet's key signatures (wallet-keys-signature.ts) are kept between views. */
export interface SignatureStore {
  get(name: string): Uint8Array | undefined
  set(name: string, signature: Uint8Array): void
}

/** The page's memory: the store when nothing longer-lived is given. */
export function memorySignatureStore(): SignatureStore {
  const signatures = new Map<string, Uint8Array>()
  return { get: (name) => signatures.get(name), set: (name, signature) => void signatures.set(name, signature) }
}
