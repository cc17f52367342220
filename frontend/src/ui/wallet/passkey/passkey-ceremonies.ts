/**
 * The WebAuthn ceremonies of a passkey account: using a passkey this site already has
 * (navigator.credentials.get) and creating one (navigator.credentials.create), each asking the
 * passkey's PRF extension to evaluate the app's salt. The passkey belongs to this site's domain
 * (rp id = the page's host name), is discoverable (a resident key, so no user name is typed) and
 * always asks for the screen lock (user verification). Failures come back as PasskeyProblems.
 */
import { sha256 } from '@noble/hashes/sha2.js'
import { PASSKEY_MESSAGES } from '../../../domain/messages/messages'
import { PasskeyProblem } from './passkey-problem'

/**
 * What the passkey is asked to evaluate: fixed and versioned, the same on every device, so a synced
 * passkey gives the same output everywhere. A new version makes new accounts: never change it in place.
 */
export const PASSKEY_PRF_SALT: Uint8Array<ArrayBuffer> = new Uint8Array(
  sha256(new TextEncoder().encode('DynaQR passkey account v1')),
)

/** How long the browser keeps the passkey request open. */
const CEREMONY_TIMEOUT_MS = 120_000
/** The name passkey managers list the passkey under. */
const PASSKEY_USER_NAME = 'DynaQR account'

export interface WebAuthnEnvironment {
  /** navigator.credentials where the browser has WebAuthn; undefined where it has none. */
  credentials: Pick<CredentialsContainer, 'get' | 'create'> | undefined
  /** The relying party: this site's host name. */
  rpId: string
  random(length: number): Uint8Array<ArrayBuffer>
}

export interface PasskeyAnswer {
  credentialId: Uint8Array<ArrayBuffer>
  /** 32 secret bytes: the caller zeroes them once the account is made. */
  prfOutput: Uint8Array
}

export function browserWebAuthn(): WebAuthnEnvironment {
  const hasWebAuthn =
    typeof window !== 'undefined' && typeof window.PublicKeyCredential === 'function' && !!navigator.credentials
  return {
    credentials: hasWebAuthn ? navigator.credentials : undefined,
    rpId: typeof location === 'undefined' ? '' : location.hostname,
    random: (length) => crypto.getRandomValues(new Uint8Array(length)),
  }
}

const prfRequest = () => ({ prf: { eval: { first: PASSKEY_PRF_SALT } } })

/** A view, not a copy: zeroing it zeroes the bytes the browser handed over. */
function bytesOf(source: BufferSource): Uint8Array {
  return source instanceof ArrayBuffer
    ? new Uint8Array(source)
    : new Uint8Array(source.buffer, source.byteOffset, source.byteLength)
}

const domErrorName = (error: unknown) => (error instanceof Error ? error.name : '')

/**
 * Runs one ceremony and sorts out how it ended: the browser's NotAllowedError (no passkey, or the
 * request closed) is `closed`; a browser without WebAuthn, or a page passkeys cannot work on, is
 * unsupported; anything else a failure with the browser's reason.
 */
async function ceremony(
  env: WebAuthnEnvironment,
  run: (credentials: Pick<CredentialsContainer, 'get' | 'create'>) => Promise<Credential | null>,
  closed: (cause?: unknown) => PasskeyProblem,
): Promise<PublicKeyCredential> {
  if (!env.credentials) throw new PasskeyProblem('unsupported', PASSKEY_MESSAGES.noBrowserSupport)
  let credential: Credential | null
  try {
    credential = await run(env.credentials)
  } catch (error) {
    const name = domErrorName(error)
    if (name === 'NotAllowedError' || name === 'AbortError') throw closed(error)
    if (name === 'SecurityError' || name === 'NotSupportedError')
      throw new PasskeyProblem('unsupported', PASSKEY_MESSAGES.noBrowserSupport, { cause: error })
    const reason = error instanceof Error && error.message ? error.message : String(error)
    throw new PasskeyProblem('failed', PASSKEY_MESSAGES.failed(reason), { cause: error })
  }
  if (!credential) throw closed()
  return credential as PublicKeyCredential
}

function prfOutputOf(credential: PublicKeyCredential): Uint8Array | null {
  const first = credential.getClientExtensionResults().prf?.results?.first
  return first ? bytesOf(first) : null
}

/**
 * Uses a passkey of this site: the one the hint names, or any the person picks. The browser
 * answers NotAllowedError both when there is none and when the request was closed.
 */
export async function askPasskey(
  env: WebAuthnEnvironment,
  credentialId?: Uint8Array<ArrayBuffer>,
): Promise<PasskeyAnswer> {
  const publicKeyCredential = await ceremony(
    env,
    (credentials) =>
      credentials.get({
        publicKey: {
          challenge: env.random(32),
          rpId: env.rpId,
          userVerification: 'required',
          timeout: CEREMONY_TIMEOUT_MS,
          allowCredentials: credentialId ? [{ type: 'public-key', id: credentialId }] : [],
          extensions: prfRequest(),
        },
      }),
    (cause) => new PasskeyProblem('none-found', PASSKEY_MESSAGES.noneFound, { cause }),
  )
  const prfOutput = prfOutputOf(publicKeyCredential)
  if (!prfOutput) throw new PasskeyProblem('unsupported', PASSKEY_MESSAGES.noPrf)
  return { credentialId: new Uint8Array(publicKeyCredential.rawId), prfOutput }
}

/**
 * Creates a passkey for this site. An authenticator may evaluate the PRF at creation, or only say
 * that the passkey can: then the new passkey is used once (a get) for its output.
 */
export async function createPasskey(env: WebAuthnEnvironment): Promise<PasskeyAnswer> {
  const created = await ceremony(
    env,
    (credentials) =>
      credentials.create({
        publicKey: {
          rp: { id: env.rpId, name: 'DynaQR' },
          // A random id: nothing about the person is in it, and no account of theirs is replaced.
          user: { id: env.random(16), name: PASSKEY_USER_NAME, displayName: PASSKEY_USER_NAME },
          challenge: env.random(32),
          pubKeyCredParams: [
            { type: 'public-key', alg: -8 },
            { type: 'public-key', alg: -7 },
            { type: 'public-key', alg: -257 },
          ],
          authenticatorSelection: { residentKey: 'required', requireResidentKey: true, userVerification: 'required' },
          attestation: 'none',
          timeout: CEREMONY_TIMEOUT_MS,
          extensions: prfRequest(),
        },
      }),
    (cause) => new PasskeyProblem('create-closed', PASSKEY_MESSAGES.createClosed, { cause }),
  )
  const credentialId = new Uint8Array(created.rawId)
  const prfOutput = prfOutputOf(created)
  if (prfOutput) return { credentialId, prfOutput }
  if (created.getClientExtensionResults().prf?.enabled !== true)
    throw new PasskeyProblem('unsupported', PASSKEY_MESSAGES.noPrf)
  try {
    return await askPasskey(env, credentialId)
  } catch (error) {
    // The passkey exists now: continuing with it opens the account, creating another would not help.
    if (error instanceof PasskeyProblem && error.kind === 'none-found')
      throw new PasskeyProblem('failed', PASSKEY_MESSAGES.madeContinue, { cause: error })
    throw error
  }
}
