/**
 * The one place that turns node and wallet failures into messages for people. A contract's
 * rejection reason is found from its failing pc first (contract-errors.ts, used by runAction);
 * what is left here are the wallet's, the pool's and the network's failures.
 */
import { GUEST_LIST_MESSAGES } from '../../domain/guest-list/guest-list-messages'
import { CHAIN_MESSAGES, PASSKEY_MESSAGES, WALLET_MESSAGES } from '../../domain/messages/messages'
import { WALLET_SDK_MISSING } from './wallet-sdk-missing'

/**
 * A sent write whose outcome is known for certain and worded for people already: it did not land
 * (its validity window closed, or the pool dropped it).
 */
export class NotLandedError extends Error {
  override name = 'NotLandedError'
}

/** A sent write whose outcome could not be learned from the network: it may have landed. Worded for people already. */
export class OutcomeUnknownError extends Error {
  override name = 'OutcomeUnknownError'
}

/** What the app's own signers (the wallets' guard, the passkey account) say when they will not sign; passed on as it is. */
const SIGNER_REFUSALS: readonly string[] = [
  WALLET_MESSAGES.noAccount,
  WALLET_MESSAGES.unsupportedProviderForSigning,
  PASSKEY_MESSAGES.otherAccount,
  PASSKEY_MESSAGES.notThisAccount,
  PASSKEY_MESSAGES.handedOver,
  PASSKEY_MESSAGES.noPrf,
  PASSKEY_MESSAGES.noSafeKeys,
  PASSKEY_MESSAGES.noBrowserSupport,
  PASSKEY_MESSAGES.unreachable,
  GUEST_LIST_MESSAGES.unsteadyWallet,
]

/** ARC-1 / use-wallet SignTxnsError codes other than 4001 (user rejected). */
const WALLET_REFUSAL_CODES = new Set([4100, 4200, 4201, 4300])

function messageOf(error: unknown): string {
  if (error instanceof Error) return error.message
  if (typeof error === 'string') return error
  if (typeof error === 'object' && error !== null && 'message' in error) return String(error.message)
  return ''
}

function codeOf(error: unknown): unknown {
  if (typeof error !== 'object' || error === null) return undefined
  const candidate = error as { code?: unknown; data?: { type?: unknown } }
  return candidate.data?.type ?? candidate.code
}

/** The whole cause chain as one text, so wrapped node errors are still recognised. */
export function errorText(error: unknown): string {
  const parts: string[] = []
  let current: unknown = error
  for (let depth = 0; current && depth < 5; depth++) {
    parts.push(messageOf(current))
    current = (current as { cause?: unknown }).cause
  }
  return parts.join(' | ')
}

/** The HTTP status of the node's answer that failed, wherever it sits in the cause chain; undefined when there was none. */
export function httpStatus(error: unknown): number | undefined {
  let current: unknown = error
  for (let depth = 0; current && typeof current === 'object' && depth < 5; depth++) {
    const candidate = current as { response?: { status?: unknown }; status?: unknown; cause?: unknown }
    const status = candidate.response?.status ?? candidate.status
    if (typeof status === 'number') return status
    current = candidate.cause
  }
  return undefined
}

/** A request that never got an answer: offline, refused, reset, or cut by a timeout. */
const NETWORK_FAILURE =
  /Failed to fetch|fetch failed|NetworkError|ECONNREFUSED|ECONNRESET|ETIMEDOUT|Load failed|network request failed/i

/** A read that may well succeed when asked again: no answer at all, a busy node, or a gateway in trouble. */
export function isTransientReadError(error: unknown): boolean {
  const status = httpStatus(error)
  if (status !== undefined) return status >= 500 || status === 408 || status === 429
  return NETWORK_FAILURE.test(errorText(error))
}

/**
 * The node's refusals that say a group was not, and will not be, taken into its pool: its 400
 * answer to the send, the contract's rejection, or the pool dropping it while it was waited for.
 */
const NODE_REJECTION =
  /Transaction Rejected:|was rejected; pool error|TransactionPool\.Remember|logic eval error|rejected by ApprovalProgram|rejected by logic|overspend|txn dead|round \d+ outside of \d+--\d+|balance \d+ below min|fee \d+ below threshold|fees is less than|less than the minimum|should have been authorized by|overlapping lease|must optin|missing from|pool has reached capacity/

/**
 * The send failed for certain: nothing of the group is on chain or ever will be. Anything else (a
 * lost answer, a busy gateway, a wait that ran out) leaves the group able to land. "Already in
 * ledger" is the opposite of a rejection: the group was sent twice and the first one landed.
 */
export function isDefiniteRejection(error: unknown): boolean {
  const text = errorText(error)
  if (/already in ledger/.test(text)) return false
  if (isUserRejection(error) || isContractRejection(error)) return true
  return httpStatus(error) === 400 || NODE_REJECTION.test(text)
}

/** The assert message of a contract failure, as exposed by the typed client. */
export function contractAssertMessage(error: unknown): string | undefined {
  const text = errorText(error)
  const runtime = /Runtime error when executing \S+ \(appId: \d*\) in transaction \S*: (.+?)(?: \||$)/.exec(text)
  if (runtime) return runtime[1].trim()
  const arc65 = /ERR:(?:[^:\s]*:)?([^|\n]+?)(?:\.? Details|$|\|)/.exec(text)
  return arc65 ? arc65[1].trim() : undefined
}

const CONTRACT_REJECTION = /logic eval error|rejected by ApprovalProgram|rejected by logic|inner tx \d+ failed/

/** The contract refused the call (when simulated before signing, or when the node evaluated it). */
export function isContractRejection(error: unknown): boolean {
  return contractAssertMessage(error) !== undefined || CONTRACT_REJECTION.test(errorText(error))
}

export function isUserRejection(error: unknown): boolean {
  const code = codeOf(error)
  if (code === 4001 || code === 'SIGN_TRANSACTIONS_CANCELLED' || code === 'CONNECT_MODAL_CLOSED') return true
  return /rejected by user|user rejected|cancel+ed by (the )?user|request rejected/i.test(errorText(error))
}

export function isWalletSdkMissing(error: unknown): boolean {
  const text = errorText(error)
  return (
    text.includes(WALLET_SDK_MISSING) ||
    /is not available|Cannot find (module|package) '@perawallet|Failed to fetch dynamically imported module/i.test(text)
  )
}

/** A message for people; `fallback` is used when nothing more specific is known. */
export function toUserMessage(error: unknown, fallback: string = CHAIN_MESSAGES.transactionFailed): string {
  if (error instanceof NotLandedError || error instanceof OutcomeUnknownError) return error.message
  if (isUserRejection(error)) return WALLET_MESSAGES.cancelled
  const code = codeOf(error)
  if (typeof code === 'number' && WALLET_REFUSAL_CODES.has(code)) return WALLET_MESSAGES.refused(messageOf(error))

  const assertMessage = contractAssertMessage(error)
  if (assertMessage) return assertMessage

  const text = errorText(error)
  const refusal = SIGNER_REFUSALS.find((message) => text.includes(message))
  if (refusal) return refusal
  const notConfirmed = /Transaction (?:\S+ )?not confirmed after (\d+) rounds/.exec(text)
  if (notConfirmed) return CHAIN_MESSAGES.notConfirmed(notConfirmed[1])
  if (/overspend/.test(text)) return CHAIN_MESSAGES.insufficientBalance
  if (/balance \d+ below min \d+/.test(text)) return CHAIN_MESSAGES.belowMinimumBalance
  if (/must optin|missing from/.test(text)) return CHAIN_MESSAGES.notOptedIn
  if (/txn dead|round \d+ outside of \d+--\d+/.test(text)) return CHAIN_MESSAGES.expired
  if (/fees is less than|in fees, which is less than the minimum|fee \d+ below threshold/.test(text))
    return CHAIN_MESSAGES.feeTooLow
  if (/transaction already in ledger|overlapping lease/.test(text)) return CHAIN_MESSAGES.duplicate
  if (/transaction pool has reached capacity/.test(text)) return CHAIN_MESSAGES.poolFull
  if (/should have been authorized by/.test(text)) return WALLET_MESSAGES.wrongSigner
  if (CONTRACT_REJECTION.test(text)) return CHAIN_MESSAGES.contractRejected
  const pool = /TransactionPool\.Remember: (.+?)(?: \||$)/.exec(text)
  if (pool) return CHAIN_MESSAGES.rejected(pool[1])
  if (NETWORK_FAILURE.test(text)) return CHAIN_MESSAGES.network
  return fallback
}
