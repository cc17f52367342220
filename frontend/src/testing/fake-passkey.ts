/**
 * A fake navigator.credentials for the passkey tests: an authenticator holding discoverable
 * passkeys, each with its own secret, whose PRF is HMAC-SHA256(secret, salt) as CTAP's hmac-secret
 * makes it. It can return the PRF output at creation, only say PRF is enabled there, or have no
 * PRF at all, and answers NotAllowedError when no passkey matches, as browsers do.
 */
import { hmac } from '@noble/hashes/hmac.js'
import { sha256 } from '@noble/hashes/sha2.js'
import { expect } from 'vitest'
import type { WebAuthnEnvironment } from '../ui/wallet/passkey/passkey-ceremonies'
import { PasskeyProblem } from '../ui/wallet/passkey/passkey-problem'

export type PrfSupport = 'at-create' | 'enabled-only' | 'none'

interface FakeCredentialRecord {
  id: Uint8Array<ArrayBuffer>
  secret: Uint8Array
}

export interface FakeAuthenticator {
  env: WebAuthnEnvironment
  /** What each ceremony was asked, in order. */
  calls: { kind: 'get' | 'create'; options: CredentialCreationOptions | CredentialRequestOptions }[]
  passkeys: FakeCredentialRecord[]
  /** Makes the next get() fail as if the person closed the request. */
  closeNextRequest(): void
  /** Every PRF output handed out, as the caller received it (the session zeroes them). */
  handedOut: Uint8Array[]
}

const notAllowed = () => new DOMException('The operation either timed out or was not allowed.', 'NotAllowedError')

function bufferOf(source: BufferSource): Uint8Array {
  return source instanceof ArrayBuffer
    ? new Uint8Array(source)
    : new Uint8Array(source.buffer, source.byteOffset, source.byteLength)
}

let counter = 0

export function fakeAuthenticator(
  options: { prf?: PrfSupport; passkeys?: Uint8Array[]; rpId?: string } = {},
): FakeAuthenticator {
  const prf = options.prf ?? 'enabled-only'
  const calls: FakeAuthenticator['calls'] = []
  const handedOut: Uint8Array[] = []
  const passkeys: FakeCredentialRecord[] = (options.passkeys ?? []).map((secret) => ({
    id: new Uint8Array(sha256(secret).slice(0, 16)),
    secret,
  }))
  let closeNext = false

  function prfOutput(record: FakeCredentialRecord, salt: BufferSource | undefined): Uint8Array<ArrayBuffer> | null {
    if (prf === 'none' || !salt) return null
    const output = new Uint8Array(hmac(sha256, record.secret, bufferOf(salt)))
    handedOut.push(output)
    return output
  }

  function credential(record: FakeCredentialRecord, extensions: AuthenticationExtensionsClientOutputs) {
    return {
      type: 'public-key',
      id: String(record.id),
      rawId: record.id.buffer.slice(0),
      getClientExtensionResults: () => extensions,
    } as unknown as PublicKeyCredential
  }

  const credentials: WebAuthnEnvironment['credentials'] = {
    async get(request) {
      calls.push({ kind: 'get', options: request ?? {} })
      if (closeNext) {
        closeNext = false
        throw notAllowed()
      }
      const publicKey = request?.publicKey
      const allowed = publicKey?.allowCredentials ?? []
      const record = allowed.length
        ? passkeys.find((candidate) =>
            allowed.some((entry) => bufferOf(entry.id).every((byte, i) => byte === candidate.id[i])),
          )
        : passkeys[0]
      if (!record) throw notAllowed()
      const output = prfOutput(record, publicKey?.extensions?.prf?.eval?.first)
      return credential(record, output ? { prf: { results: { first: output } } } : {})
    },
    async create(request) {
      calls.push({ kind: 'create', options: request ?? {} })
      const secret = sha256(new TextEncoder().encode(`fake passkey ${counter++} ${Math.random()}`))
      const record = { id: new Uint8Array(sha256(secret).slice(0, 16)), secret }
      passkeys.push(record)
      if (prf === 'none') return credential(record, { prf: { enabled: false } })
      if (prf === 'enabled-only') return credential(record, { prf: { enabled: true } })
      const output = prfOutput(record, request?.publicKey?.extensions?.prf?.eval?.first)
      return credential(record, { prf: { enabled: true, results: output ? { first: output } : undefined } })
    },
  }

  return {
    env: {
      credentials,
      rpId: options.rpId ?? 'localhost',
      random: (length) => crypto.getRandomValues(new Uint8Array(length)),
    },
    calls,
    passkeys,
    handedOut,
    closeNextRequest: () => {
      closeNext = true
    },
  }
}

/** The PasskeyProblem `attempt` fails with; fails the test when it succeeds or fails otherwise. */
export async function passkeyProblemOf(attempt: Promise<unknown>): Promise<PasskeyProblem> {
  const error = await attempt.then(
    () => null,
    (caught: unknown) => caught,
  )
  expect(error).toBeInstanceOf(PasskeyProblem)
  return error as PasskeyProblem
}
