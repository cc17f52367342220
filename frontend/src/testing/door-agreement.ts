/** A door device's X25519 key as its browser keeps it: made by WebCrypto, its private half non-extractable. */
import type { KeyAgreement } from '../chain/privacy/sealed-box'

export async function doorAgreement(): Promise<KeyAgreement> {
  const algorithm = { name: 'X25519' } as const
  const pair = (await crypto.subtle.generateKey(algorithm, false, ['deriveBits'])) as CryptoKeyPair
  const publicKey = new Uint8Array(await crypto.subtle.exportKey('raw', pair.publicKey))
  return {
    publicKey,
    async sharedSecret(peer) {
      const peerKey = await crypto.subtle.importKey('raw', new Uint8Array(peer), algorithm, false, [])
      return new Uint8Array(await crypto.subtle.deriveBits({ name: 'X25519', public: peerKey }, pair.privateKey, 256))
    },
  }
}
