/**
 * The proof page's steps for an nft-gated QR code: ask the chain layer for a challenge, have the
 * wallet sign it (never sent), resolve with that proof, and say where the scanner goes or why not.
 */
import type { ChainApi } from '../../../chain'
import { toUserMessage } from '../../../chain'
import { ACCESS_MESSAGES, ACCESS_PROOF_MESSAGES, RESOLVER_MESSAGES } from '../../../domain/messages/messages'
import { checkDestinationUrl } from '../../../domain/access/url-safety'

/** The wallet's part: the signed transaction, or null when it did not sign for this account. */
export type SignProof = (transaction: Uint8Array) => Promise<Uint8Array | null>

export type ProofAttempt =
  { passed: true; href: string; hostname: string; eventName?: string } | { passed: false; message: string }

const refused = (message: string): ProofAttempt => ({ passed: false, message })

/**
 * Whom to ask: the account the app last recorded, when the connected wallet holds it (a wallet with
 * several accounts), else the wallet's active account. The record only chooses; the signature proves.
 */
export function proverAddress(recorded: string | null, walletAccounts: string[], active: string | null): string | null {
  return recorded && walletAccounts.includes(recorded) ? recorded : active
}

export async function proveAccess(
  chain: ChainApi,
  eventId: string,
  address: string,
  sign: SignProof,
): Promise<ProofAttempt> {
  let request: Awaited<ReturnType<ChainApi['accessProofRequest']>>
  try {
    request = await chain.accessProofRequest(eventId, address)
  } catch {
    return refused(ACCESS_MESSAGES.checkFailed)
  }
  let signedTransaction: Uint8Array | null
  try {
    signedTransaction = await sign(request.transaction)
  } catch (error) {
    return refused(toUserMessage(error))
  }
  if (!signedTransaction) return refused(ACCESS_PROOF_MESSAGES.notSigned)

  const result = await chain.resolve(eventId, { proof: { challenge: request.challenge, signedTransaction } })
  if (!result.success) return refused(result.error ?? ACCESS_MESSAGES.checkFailed)
  const destination = checkDestinationUrl(result.redirectUrl ?? '')
  if (!destination.ok) return refused(RESOLVER_MESSAGES.unsafeDestination)
  return { passed: true, href: destination.href, hostname: destination.hostname, eventName: result.eventName }
}
