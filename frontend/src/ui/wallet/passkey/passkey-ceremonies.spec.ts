import { sha256 } from '@noble/hashes/sha2.js'
import { describe, expect, it } from 'vitest'
import { PASSKEY_MESSAGES } from '../../../domain/messages/messages'
import { fakeAuthenticator, passkeyProblemOf } from '../../../testing/fake-passkey'
import { askPasskey, createPasskey, PASSKEY_PRF_SALT, type WebAuthnEnvironment } from './passkey-ceremonies'

const secret = (fill: number) => new Uint8Array(32).fill(fill)

describe('the PRF salt', () => {
  it('is SHA-256 of the versioned app string, the same on every device', () => {
    expect(PASSKEY_PRF_SALT).toEqual(sha256(new TextEncoder().encode('DynaQR passkey account v1')))
  })
})

describe('using an existing passkey', () => {
  it('asks for a passkey of this site with the screen lock and the PRF of the salt, and returns its output', async () => {
    const authenticator = fakeAuthenticator({ passkeys: [secret(1)] })
    const answer = await askPasskey(authenticator.env)
    expect(answer.prfOutput).toHaveLength(32)
    expect(answer.credentialId).toEqual(authenticator.passkeys[0].id)
    const { publicKey } = authenticator.calls[0].options as CredentialRequestOptions
    expect(publicKey?.rpId).toBe('localhost')
    expect(publicKey?.userVerification).toBe('required')
    expect(publicKey?.allowCredentials).toEqual([])
    expect(publicKey?.extensions?.prf?.eval?.first).toEqual(PASSKEY_PRF_SALT)
    expect((publicKey?.challenge as Uint8Array).length).toBe(32)
  })

  it('gives the same output for the same passkey and another for another passkey', async () => {
    const one = fakeAuthenticator({ passkeys: [secret(1)] })
    const other = fakeAuthenticator({ passkeys: [secret(2)] })
    const first = (await askPasskey(one.env)).prfOutput
    expect((await askPasskey(one.env)).prfOutput).toEqual(first)
    expect((await askPasskey(other.env)).prfOutput).not.toEqual(first)
  })

  it('goes straight to the hinted passkey', async () => {
    const authenticator = fakeAuthenticator({ passkeys: [secret(1), secret(2)] })
    const hinted = authenticator.passkeys[1].id
    const answer = await askPasskey(authenticator.env, hinted)
    expect(answer.credentialId).toEqual(hinted)
    const { publicKey } = authenticator.calls[0].options as CredentialRequestOptions
    expect(publicKey?.allowCredentials).toEqual([{ type: 'public-key', id: hinted }])
  })

  it('reports none found (so creating one is offered) when the browser answers NotAllowedError', async () => {
    const problem = await passkeyProblemOf(askPasskey(fakeAuthenticator().env))
    expect(problem.kind).toBe('none-found')
    expect(problem.message).toBe(PASSKEY_MESSAGES.noneFound)
  })

  it('says plainly that a passkey without PRF cannot be used here', async () => {
    const problem = await passkeyProblemOf(askPasskey(fakeAuthenticator({ prf: 'none', passkeys: [secret(1)] }).env))
    expect(problem.kind).toBe('unsupported')
    expect(problem.message).toBe(PASSKEY_MESSAGES.noPrf)
    expect(problem.message).toMatch(/^This passkey can't be used here: /)
  })

  it('says plainly that a browser without WebAuthn cannot use passkeys', async () => {
    const env: WebAuthnEnvironment = { credentials: undefined, rpId: 'localhost', random: (n) => new Uint8Array(n) }
    const problem = await passkeyProblemOf(askPasskey(env))
    expect(problem.kind).toBe('unsupported')
    expect(problem.message).toBe(PASSKEY_MESSAGES.noBrowserSupport)
  })

  it('takes a SecurityError (a page passkeys cannot work on) for an unsupported browser, anything else as a failure', async () => {
    const throwing = (error: Error): WebAuthnEnvironment => ({
      credentials: { get: () => Promise.reject(error), create: () => Promise.reject(error) },
      rpId: '127.0.0.1',
      random: (n) => new Uint8Array(n),
    })
    expect((await passkeyProblemOf(askPasskey(throwing(new DOMException('bad rp', 'SecurityError'))))).kind).toBe(
      'unsupported',
    )
    const failed = await passkeyProblemOf(askPasskey(throwing(new DOMException('odd', 'UnknownError'))))
    expect(failed.kind).toBe('failed')
    expect(failed.message).toBe(PASSKEY_MESSAGES.failed('odd'))
  })
})

describe('creating a passkey', () => {
  it('creates a discoverable passkey for this site with the screen lock, a random user id and the PRF asked', async () => {
    const authenticator = fakeAuthenticator({ prf: 'at-create' })
    await createPasskey(authenticator.env)
    await createPasskey(authenticator.env)
    const [first, second] = authenticator.calls.map((call) => (call.options as CredentialCreationOptions).publicKey!)
    expect(first.rp.id).toBe('localhost')
    expect(first.authenticatorSelection).toMatchObject({
      residentKey: 'required',
      requireResidentKey: true,
      userVerification: 'required',
    })
    expect(first.extensions?.prf?.eval?.first).toEqual(PASSKEY_PRF_SALT)
    expect((first.user.id as Uint8Array).length).toBe(16)
    expect(first.user.id).not.toEqual(second.user.id)
    expect(first.pubKeyCredParams.map((param) => param.alg)).toContain(-8)
  })

  it('uses the PRF output the authenticator returns at creation, with no second request', async () => {
    const authenticator = fakeAuthenticator({ prf: 'at-create' })
    const answer = await createPasskey(authenticator.env)
    expect(authenticator.calls.map((call) => call.kind)).toEqual(['create'])
    expect(answer.credentialId).toEqual(authenticator.passkeys[0].id)
    // The same passkey used later gives the same output.
    expect((await askPasskey(authenticator.env, answer.credentialId)).prfOutput).toEqual(answer.prfOutput)
  })

  it('uses the new passkey once more when the authenticator only says PRF is enabled', async () => {
    const authenticator = fakeAuthenticator({ prf: 'enabled-only' })
    const answer = await createPasskey(authenticator.env)
    expect(authenticator.calls.map((call) => call.kind)).toEqual(['create', 'get'])
    const followUp = (authenticator.calls[1].options as CredentialRequestOptions).publicKey
    expect(followUp?.allowCredentials).toEqual([{ type: 'public-key', id: answer.credentialId }])
    expect(answer.prfOutput).toHaveLength(32)
  })

  it('says plainly that the passkey cannot be used when the authenticator has no PRF', async () => {
    const authenticator = fakeAuthenticator({ prf: 'none' })
    const problem = await passkeyProblemOf(createPasskey(authenticator.env))
    expect(problem.kind).toBe('unsupported')
    expect(problem.message).toBe(PASSKEY_MESSAGES.noPrf)
    expect(authenticator.calls.map((call) => call.kind)).toEqual(['create'])
  })

  it('tells a closed creation apart, and a closed follow-up from a missing passkey', async () => {
    const closedCreate: WebAuthnEnvironment = {
      credentials: {
        get: () => Promise.reject(new DOMException('', 'NotAllowedError')),
        create: () => Promise.reject(new DOMException('', 'NotAllowedError')),
      },
      rpId: 'localhost',
      random: (n) => new Uint8Array(n),
    }
    expect((await passkeyProblemOf(createPasskey(closedCreate))).kind).toBe('create-closed')

    const authenticator = fakeAuthenticator({ prf: 'enabled-only' })
    authenticator.closeNextRequest()
    const problem = await passkeyProblemOf(createPasskey(authenticator.env))
    expect(problem.kind).toBe('failed')
    expect(problem.message).toBe(PASSKEY_MESSAGES.madeContinue)
  })
})
