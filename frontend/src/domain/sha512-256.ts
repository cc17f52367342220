/**
 * SHA-512/256 (FIPS 180-4), the hash behind Algorand address checksums. Written here because the
 * js-sha512 package is about 6.5 KB gzipped (every SHA-512 variant, HMAC, streaming), which would
 * be almost half of the /resolve page's JavaScript. Tested against js-sha512 and the FIPS vectors.
 *
 * 64-bit words are held as pairs of unsigned 32-bit halves (high, low). Sums are formed from
 * unreduced halves and the low half's overflow is carried once at the end: storing into a
 * Uint32Array then reduces each half modulo 2^32.
 */

/** Round constants: the first 64 bits of the fractional parts of the cube roots of the first 80 primes. */
const ROUND_CONSTANTS = hexWords(
  '428a2f98d728ae22 7137449123ef65cd b5c0fbcfec4d3b2f e9b5dba58189dbbc ' +
    '3956c25bf348b538 59f111f1b605d019 923f82a4af194f9b ab1c5ed5da6d8118 ' +
    'd807aa98a3030242 12835b0145706fbe 243185be4ee4b28c 550c7dc3d5ffb4e2 ' +
    '72be5d74f27b896f 80deb1fe3b1696b1 9bdc06a725c71235 c19bf174cf692694 ' +
    'e49b69c19ef14ad2 efbe4786384f25e3 0fc19dc68b8cd5b5 240ca1cc77ac9c65 ' +
    '2de92c6f592b0275 4a7484aa6ea6e483 5cb0a9dcbd41fbd4 76f988da831153b5 ' +
    '983e5152ee66dfab a831c66d2db43210 b00327c898fb213f bf597fc7beef0ee4 ' +
    'c6e00bf33da88fc2 d5a79147930aa725 06ca6351e003826f 142929670a0e6e70 ' +
    '27b70a8546d22ffc 2e1b21385c26c926 4d2c6dfc5ac42aed 53380d139d95b3df ' +
    '650a73548baf63de 766a0abb3c77b2a8 81c2c92e47edaee6 92722c851482353b ' +
    'a2bfe8a14cf10364 a81a664bbc423001 c24b8b70d0f89791 c76c51a30654be30 ' +
    'd192e819d6ef5218 d69906245565a910 f40e35855771202a 106aa07032bbd1b8 ' +
    '19a4c116b8d2d0c8 1e376c085141ab53 2748774cdf8eeb99 34b0bcb5e19b48a8 ' +
    '391c0cb3c5c95a63 4ed8aa4ae3418acb 5b9cca4f7763e373 682e6ff3d6b2b8a3 ' +
    '748f82ee5defb2fc 78a5636f43172f60 84c87814a1f0ab72 8cc702081a6439ec ' +
    '90befffa23631e28 a4506cebde82bde9 bef9a3f7b2c67915 c67178f2e372532b ' +
    'ca273eceea26619c d186b8c721c0c207 eada7dd6cde0eb1e f57d4f7fee6ed178 ' +
    '06f067aa72176fba 0a637dc5a2c898a6 113f9804bef90dae 1b710b35131c471b ' +
    '28db77f523047d84 32caab7b40c72493 3c9ebe0a15c9bebc 431d67c49c100d4c ' +
    '4cc5d4becb3e42b6 597f299cfc657e2a 5fcb6fab3ad6faec 6c44198c4a475817',
)

/** The SHA-512/256 initial hash value (FIPS 180-4 5.3.6.2). */
const INITIAL_HASH = hexWords(
  '22312194fc2bf72c 9f555fa3c84c64c2 2393b86b6f53b151 963877195940eabd ' +
    '96283ee2a88effe3 be5e1e2553863992 2b0199fc2c85b8aa 0eb72ddc81c52ca2',
)

const BLOCK_BYTES = 128
const TWO_POW_32 = 2 ** 32

function hexWords(hex: string): Uint32Array {
  const halves = hex.split(' ').flatMap((word) => [word.slice(0, 8), word.slice(8)])
  return Uint32Array.from(halves, (half) => parseInt(half, 16))
}

const carry = (lowSum: number) => Math.floor(lowSum / TWO_POW_32)

// Rotations and shifts of the 64-bit word (high, low) by 0 < n < 64, n !== 32; results unsigned.
function rotrHigh(high: number, low: number, n: number): number {
  return (n < 32 ? (high >>> n) | (low << (32 - n)) : (low >>> (n - 32)) | (high << (64 - n))) >>> 0
}

function rotrLow(high: number, low: number, n: number): number {
  return (n < 32 ? (low >>> n) | (high << (32 - n)) : (high >>> (n - 32)) | (low << (64 - n))) >>> 0
}

const shrHigh = (high: number, n: number) => high >>> n
const shrLow = (high: number, low: number, n: number) => ((low >>> n) | (high << (32 - n))) >>> 0

function padded(message: Uint8Array): Uint8Array {
  const blocks = Math.ceil((message.length + 17) / BLOCK_BYTES)
  const bytes = new Uint8Array(blocks * BLOCK_BYTES)
  bytes.set(message)
  bytes[message.length] = 0x80
  const view = new DataView(bytes.buffer)
  const bits = message.length * 8
  view.setUint32(bytes.length - 8, carry(bits))
  view.setUint32(bytes.length - 4, bits >>> 0)
  return bytes
}

function expandSchedule(view: DataView, offset: number, w: Uint32Array): void {
  for (let i = 0; i < 32; i++) w[i] = view.getUint32(offset + i * 4)
  for (let t = 32; t < 160; t += 2) {
    const [h15, l15, h2, l2] = [w[t - 30], w[t - 29], w[t - 4], w[t - 3]]
    const sigma0High = rotrHigh(h15, l15, 1) ^ rotrHigh(h15, l15, 8) ^ shrHigh(h15, 7)
    const sigma0Low = rotrLow(h15, l15, 1) ^ rotrLow(h15, l15, 8) ^ shrLow(h15, l15, 7)
    const sigma1High = rotrHigh(h2, l2, 19) ^ rotrHigh(h2, l2, 61) ^ shrHigh(h2, 6)
    const sigma1Low = rotrLow(h2, l2, 19) ^ rotrLow(h2, l2, 61) ^ shrLow(h2, l2, 6)
    const low = (sigma1Low >>> 0) + w[t - 13] + (sigma0Low >>> 0) + w[t - 31]
    w[t] = (sigma1High >>> 0) + w[t - 14] + (sigma0High >>> 0) + w[t - 32] + carry(low)
    w[t + 1] = low
  }
}

/** One block into `state` (eight words as high, low pairs). */
function compress(state: Uint32Array, w: Uint32Array): void {
  const v = state.slice()
  for (let t = 0; t < 160; t += 2) {
    const [ah, al, bh, bl, ch, cl, dh, dl, eh, el, fh, fl, gh, gl, hh, hl] = v
    const sum1High = rotrHigh(eh, el, 14) ^ rotrHigh(eh, el, 18) ^ rotrHigh(eh, el, 41)
    const sum1Low = rotrLow(eh, el, 14) ^ rotrLow(eh, el, 18) ^ rotrLow(eh, el, 41)
    const chooseHigh = ((eh & fh) ^ (~eh & gh)) >>> 0
    const chooseLow = ((el & fl) ^ (~el & gl)) >>> 0
    const t1Low = hl + (sum1Low >>> 0) + chooseLow + ROUND_CONSTANTS[t + 1] + w[t + 1]
    const t1High = hh + (sum1High >>> 0) + chooseHigh + ROUND_CONSTANTS[t] + w[t]
    const sum0High = rotrHigh(ah, al, 28) ^ rotrHigh(ah, al, 34) ^ rotrHigh(ah, al, 39)
    const sum0Low = rotrLow(ah, al, 28) ^ rotrLow(ah, al, 34) ^ rotrLow(ah, al, 39)
    const majorityHigh = ((ah & bh) ^ (ah & ch) ^ (bh & ch)) >>> 0
    const majorityLow = ((al & bl) ^ (al & cl) ^ (bl & cl)) >>> 0
    const t2Low = (sum0Low >>> 0) + majorityLow
    const t2High = (sum0High >>> 0) + majorityHigh
    // h <- g <- f <- e <- d + T1, d <- c <- b <- a <- T1 + T2
    v.copyWithin(2, 0, 14)
    v[9] = dl + t1Low
    v[8] = dh + t1High + carry(dl + t1Low)
    v[1] = t1Low + t2Low
    v[0] = t1High + t2High + carry(t1Low + t2Low)
  }
  for (let i = 0; i < 16; i += 2) {
    const low = state[i + 1] + v[i + 1]
    state[i] = state[i] + v[i] + carry(low)
    state[i + 1] = low
  }
}

export function sha512_256(message: Uint8Array): Uint8Array {
  const bytes = padded(message)
  const view = new DataView(bytes.buffer)
  const state = INITIAL_HASH.slice()
  const w = new Uint32Array(160)
  for (let offset = 0; offset < bytes.length; offset += BLOCK_BYTES) {
    expandSchedule(view, offset, w)
    compress(state, w)
  }
  const digest = new Uint8Array(32)
  const out = new DataView(digest.buffer)
  for (let i = 0; i < 8; i++) out.setUint32(i * 4, state[i])
  return digest
}
