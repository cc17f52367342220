/** Why a passkey could not be used, worded for people (PASSKEY_MESSAGES), with what the panel offers next. */

export type PasskeyProblemKind =
  /** No passkey answered (none here, or the request was closed): offer to create one. */
  | 'none-found'
  /** Creating a passkey was closed before it finished. */
  | 'create-closed'
  /** This browser or this passkey cannot make an account: offer the other ways. */
  | 'unsupported'
  /** The network could not be asked for what the account is made for. */
  | 'unreachable'
  /** The passkey was asked to approve an action and the request was closed. */
  | 'closed'
  /** The passkey refused to act: another account, an account handed over to another key. */
  | 'refused'
  | 'failed'

/** ARC-1's "user rejected" code: the flows that sign treat a closed request as a cancel. */
const USER_REJECTED = 4001

export class PasskeyProblem extends Error {
  override name = 'PasskeyProblem'
  readonly code: number | undefined

  constructor(
    readonly kind: PasskeyProblemKind,
    message: string,
    options?: ErrorOptions,
  ) {
    super(message, options)
    this.code = kind === 'closed' ? USER_REJECTED : undefined
  }
}

export function isPasskeyProblem(error: unknown): error is PasskeyProblem {
  return error instanceof PasskeyProblem
}

/** No passkey answered, or making one was closed: what to offer next is making one. */
export function offersPasskeyCreate(problem: Pick<PasskeyProblem, 'kind'> | null): boolean {
  return problem?.kind === 'none-found' || problem?.kind === 'create-closed'
}
