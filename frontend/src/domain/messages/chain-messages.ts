/** Failures of the node, the transaction pool and the network, whatever the action. */
export const CHAIN_MESSAGES = {
  /** The generic failure of a write when nothing more specific is known. */
  transactionFailed: 'Transaction failed',
  unknown: 'Unknown error',
  notConfirmed: (rounds: number | string) => `Transaction not confirmed after ${rounds} rounds`,
  /** Sent, not confirmed yet, and still able to land: the write keeps checking until it knows. */
  pending:
    'Your transaction was sent and is waiting for the network to confirm it. Keep this page open: it is being checked again.',
  /** The transaction's validity window closed without it landing: it never can now. */
  notLanded:
    'The transaction did not go through: the network did not confirm it before it expired. Nothing was charged; you can try again.',
  rejected: (poolError: string) => `Transaction Rejected: ${poolError}`,
  /** Sent, and the network could not be asked whether it landed: it may have been charged. */
  outcomeUnknown:
    'Your transaction was sent, but the network could not be reached to check whether it went through. Check your account or the event before trying again.',
  noTransactionId: 'Node response did not include transaction ID',
  invalidAppId: 'Invalid application ID',
  insufficientBalance: 'Insufficient ALGO balance to pay for this transaction.',
  belowMinimumBalance: 'Below minimum balance: the account needs more ALGO to stay above its minimum balance.',
  notOptedIn: 'Opt in to the token first.',
  expired: 'The transaction expired before it was confirmed. Please retry.',
  feeTooLow: 'Network busy: the fee was too low. Please retry.',
  poolFull: 'Network busy. Please retry in a moment.',
  duplicate: 'This transaction was already submitted.',
  network: 'Cannot reach the Algorand node. Check your connection and try again.',
  contractRejected: 'The DynaQR contract rejected the transaction.',
} as const
