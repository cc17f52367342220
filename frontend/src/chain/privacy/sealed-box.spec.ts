import { x25519 } from '@noble/curves/ed25519.js'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { seal, sealKeyPair, type OpenResult } from './sealed-box'

const encoder = new TextEncoder()
const MESSAGE = encoder.encode('{"name":"Ada Lovelace","email":"ada@example.com","phone":"+44 20"}')
const CONTEXT = encoder.encode('DynaQR guest list {"app":"7","eventId":"EV-1","attendee":"A"}')
const PRIVATE_KEY = Uint8Array.from({ length: 32 }, (_, index) => index + 1)

/** Where each part of a box starts and ends: version ‖ ephemeral key ‖ nonce ‖ ciphertext ‖ tag. */
const VERSION_AT = 0
const EPHEMERAL = [1, 33]
const NONCE = [33, 57]
const TAG_BYTES = 16
const OVERHEAD = 1 + 32 + 24 + TAG_BYTES

const refused: OpenResult = { ok: false, reason: 'refused' }
const malformed: OpenResult = { ok: false, reason: 'malformed' }

function flipped(box: Uint8Array, at: number): Uint8Array {
  const copy = box.slice()
  copy[at] ^= 0x01
  return copy
}

describe('sealed boxes', () => {
  it('open with the recipient key and context they were sealed for', async () => {
    const recipient = await sealKeyPair(PRIVATE_KEY)
    const box = await seal(MESSAGE, recipient.publicKey, CONTEXT)
    expect(box).toHaveLength(OVERHEAD + MESSAGE.length)
    expect(box[VERSION_AT]).toBe(1)
    expect(await recipient.open(box, CONTEXT)).toEqual({ ok: true, plaintext: MESSAGE })
  })

  it('seal an empty message too', async () => {
    const recipient = await sealKeyPair(PRIVATE_KEY)
    const box = await seal(new Uint8Array(), recipient.publicKey, CONTEXT)
    expect(box).toHaveLength(OVERHEAD)
    expect(await recipient.open(box, CONTEXT)).toEqual({ ok: true, plaintext: new Uint8Array() })
  })

  it('never hold the message in the clear, and differ each time (fresh key and nonce)', async () => {
    const recipient = await sealKeyPair(PRIVATE_KEY)
    const first = await seal(MESSAGE, recipient.publicKey, CONTEXT)
    const second = await seal(MESSAGE, recipient.publicKey, CONTEXT)
    expect(first).not.toEqual(second)
    expect(first.slice(...EPHEMERAL)).not.toEqual(second.slice(...EPHEMERAL))
    expect(first.slice(...NONCE)).not.toEqual(second.slice(...NONCE))
    expect(new TextDecoder('latin1').decode(first)).not.toContain('Ada')
  })

  it('give the X25519 public key of the private key', async () => {
    expect((await sealKeyPair(PRIVATE_KEY)).publicKey).toEqual(x25519.getPublicKey(PRIVATE_KEY))
  })

  it('are refused by another key', async () => {
    const recipient = await sealKeyPair(PRIVATE_KEY)
    const other = await sealKeyPair(new Uint8Array(32).fill(42))
    const box = await seal(MESSAGE, recipient.publicKey, CONTEXT)
    expect(await other.open(box, CONTEXT)).toEqual(refused)
  })

  it('are refused in another context: a box copied into another registration does not open', async () => {
    const recipient = await sealKeyPair(PRIVATE_KEY)
    const box = await seal(MESSAGE, recipient.publicKey, CONTEXT)
    const otherAttendee = encoder.encode('DynaQR guest list {"app":"7","eventId":"EV-1","attendee":"B"}')
    expect(await recipient.open(box, otherAttendee)).toEqual(refused)
    expect(await recipient.open(box, new Uint8Array())).toEqual(refused)
  })

  it.each<[string, number]>([
    ['the ephemeral key', EPHEMERAL[0]],
    ['the last byte of the ephemeral key', EPHEMERAL[1] - 1],
    ['the nonce', NONCE[0]],
    ['the last byte of the nonce', NONCE[1] - 1],
    ['the ciphertext', NONCE[1]],
    ['the last byte of the ciphertext', OVERHEAD - TAG_BYTES + MESSAGE.length - 1],
    ['the tag', OVERHEAD - TAG_BYTES + MESSAGE.length],
    ['the last byte of the tag', OVERHEAD + MESSAGE.length - 1],
  ])('are refused with %s altered', async (_label, at) => {
    const recipient = await sealKeyPair(PRIVATE_KEY)
    const box = await seal(MESSAGE, recipient.publicKey, CONTEXT)
    expect(await recipient.open(flipped(box, at), CONTEXT)).toEqual(refused)
    // The original still opens: the refusal was the alteration's.
    expect((await recipient.open(box, CONTEXT)).ok).toBe(true)
  })

  it('are not read as boxes with another version', async () => {
    const recipient = await sealKeyPair(PRIVATE_KEY)
    const box = await seal(MESSAGE, recipient.publicKey, CONTEXT)
    expect(await recipient.open(flipped(box, VERSION_AT), CONTEXT)).toEqual(malformed)
    const zero = box.slice()
    zero[VERSION_AT] = 0
    expect(await recipient.open(zero, CONTEXT)).toEqual(malformed)
  })

  it('are refused when truncated, and not read as boxes below the header and tag', async () => {
    const recipient = await sealKeyPair(PRIVATE_KEY)
    const box = await seal(MESSAGE, recipient.publicKey, CONTEXT)
    expect(await recipient.open(box.slice(0, -1), CONTEXT)).toEqual(refused)
    expect(await recipient.open(box.slice(0, OVERHEAD), CONTEXT)).toEqual(refused)
    expect(await recipient.open(box.slice(0, OVERHEAD - 1), CONTEXT)).toEqual(malformed)
    expect(await recipient.open(box.slice(0, 1), CONTEXT)).toEqual(malformed)
    expect(await recipient.open(new Uint8Array(), CONTEXT)).toEqual(malformed)
  })

  it('are refused with the ephemeral key written another way for the same X25519 point (its unused top bit set)', async () => {
    const recipient = await sealKeyPair(PRIVATE_KEY)
    const box = await seal(MESSAGE, recipient.publicKey, CONTEXT)
    const highBit = box.slice()
    highBit[EPHEMERAL[1] - 1] ^= 0x80
    expect(await recipient.open(highBit, CONTEXT)).toEqual(refused)
  })

  it('are refused with a longer tail', async () => {
    const recipient = await sealKeyPair(PRIVATE_KEY)
    const box = await seal(MESSAGE, recipient.publicKey, CONTEXT)
    expect(await recipient.open(new Uint8Array([...box, 0]), CONTEXT)).toEqual(refused)
  })

  it('are refused with an ephemeral key of small order (an all-zero shared secret)', async () => {
    const recipient = await sealKeyPair(PRIVATE_KEY)
    const box = await seal(MESSAGE, recipient.publicKey, CONTEXT)
    const lowOrder = box.slice()
    lowOrder.fill(0, EPHEMERAL[0], EPHEMERAL[1])
    expect(await recipient.open(lowOrder, CONTEXT)).toEqual(refused)
  })

  it('take only 32-byte keys', async () => {
    await expect(seal(MESSAGE, new Uint8Array(31), CONTEXT)).rejects.toThrow('32 bytes')
    await expect(sealKeyPair(new Uint8Array(33))).rejects.toThrow('32 bytes')
  })

  it('refuse to seal to a key of small order, which any key could open', async () => {
    await expect(seal(MESSAGE, new Uint8Array(32), CONTEXT)).rejects.toThrow()
  })
})

/** sealed-box.ts as a fresh module, which picks its X25519 for the `crypto` in place when it first seals. */
async function freshModule(): Promise<typeof import('./sealed-box')> {
  vi.resetModules()
  return import('./sealed-box')
}

const realCrypto = globalThis.crypto
/** A `crypto` without WebCrypto's subtle API (as in an insecure context), or with one that lacks X25519. */
function withoutWebCryptoX25519(subtle: SubtleCrypto | undefined) {
  vi.stubGlobal('crypto', {
    getRandomValues: <T extends ArrayBufferView>(array: T) => realCrypto.getRandomValues(array),
    subtle,
  })
}

describe('X25519 from WebCrypto and from @noble/curves', () => {
  afterEach(() => {
    vi.unstubAllGlobals()
    vi.restoreAllMocks()
  })

  it('uses WebCrypto where it has X25519', async () => {
    const derive = vi.spyOn(realCrypto.subtle, 'deriveBits')
    const web = await freshModule()
    const recipient = await web.sealKeyPair(PRIVATE_KEY)
    const box = await web.seal(MESSAGE, recipient.publicKey, CONTEXT)
    expect(await recipient.open(box, CONTEXT)).toEqual({ ok: true, plaintext: MESSAGE })
    expect(derive).toHaveBeenCalled()
  })

  it("falls back to the library where there is no WebCrypto, and both make the same keys and open each other's boxes", async () => {
    const web = await freshModule()
    const webRecipient = await web.sealKeyPair(PRIVATE_KEY)
    const sealedByWeb = await web.seal(MESSAGE, webRecipient.publicKey, CONTEXT)

    withoutWebCryptoX25519(undefined)
    const noble = await freshModule()
    const nobleRecipient = await noble.sealKeyPair(PRIVATE_KEY)
    expect(nobleRecipient.publicKey).toEqual(webRecipient.publicKey)
    const sealedByNoble = await noble.seal(MESSAGE, nobleRecipient.publicKey, CONTEXT)
    expect(await nobleRecipient.open(sealedByWeb, CONTEXT)).toEqual({ ok: true, plaintext: MESSAGE })
    expect(await nobleRecipient.open(flipped(sealedByWeb, NONCE[0]), CONTEXT)).toEqual(refused)

    vi.unstubAllGlobals()
    expect(await webRecipient.open(sealedByNoble, CONTEXT)).toEqual({ ok: true, plaintext: MESSAGE })
    expect(await webRecipient.open(sealedByNoble, encoder.encode('another context'))).toEqual(refused)
  })

  it('falls back to the library where WebCrypto lacks X25519', async () => {
    const unsupported = {
      importKey: () => Promise.reject(new DOMException('Unrecognized name', 'NotSupportedError')),
      generateKey: () => Promise.reject(new DOMException('Unrecognized name', 'NotSupportedError')),
    } as unknown as SubtleCrypto
    withoutWebCryptoX25519(unsupported)
    const noble = await freshModule()
    const recipient = await noble.sealKeyPair(PRIVATE_KEY)
    expect(recipient.publicKey).toEqual(x25519.getPublicKey(PRIVATE_KEY))
    const box = await noble.seal(MESSAGE, recipient.publicKey, CONTEXT)
    expect(await recipient.open(box, CONTEXT)).toEqual({ ok: true, plaintext: MESSAGE })
  })
})
