import { describe, expect, it } from 'vitest'
import { CHAIN_MESSAGES } from '../../domain/messages/messages'
import { NotLandedError, OutcomeUnknownError, toUserMessage } from './errors'
import { followUntilSettled, READ_ATTEMPTS, unsettledGroup, type ConfirmationNode } from './settle'

/** What algosdk throws for an answer with this HTTP status. */
function httpError(status: number, message = '') {
  return Object.assign(new Error(`Network request error. Received status ${status}${message ? `: ${message}` : ''}`), {
    response: { status },
  })
}

interface Step {
  /** The node's last round at this check. */
  round: bigint
  confirmedRound?: bigint
  poolError?: string
  /** The node does not know the transaction. */
  unknown?: boolean
  /** How many lookups at this check fail in transit before one is answered. */
  failingLookups?: number
}

/**
 * A node whose round and answers about one transaction follow a script, one step per check; a
 * wait for a round moves to the next step and answers with its round.
 */
function scriptedNode(steps: Step[]) {
  let at = 0
  const looked: string[] = []
  const waits: bigint[] = []
  const failuresLeft = steps.map((step) => step.failingLookups ?? 0)
  let backOffs = 0
  const node: ConfirmationNode = {
    lastRound: async () => steps[at].round,
    pendingInfo: async (txId) => {
      looked.push(txId)
      const step = steps[at]
      if (failuresLeft[at] > 0) {
        failuresLeft[at]--
        throw httpError(502)
      }
      if (step.unknown) return null
      return { confirmedRound: step.confirmedRound, poolError: step.poolError ?? '' }
    },
    afterRound: async (round) => {
      waits.push(round)
      at++
      if (at >= steps.length) throw new Error('the node was asked past the end of its script')
      return steps[at].round
    },
    backOff: async () => {
      backOffs++
    },
  }
  return { node, looked, waits, checks: () => at + 1, backOffs: () => backOffs }
}

const group = { txIds: ['PAY', 'CALL'], lastValid: 104n }

async function settled(steps: Step[]) {
  const { node, looked, waits, checks, backOffs } = scriptedNode(steps)
  let announced = 0
  const outcome = await followUntilSettled(node, group, () => announced++).then(
    (confirmation) => ({ confirmation }),
    (error: unknown) => ({ error }),
  )
  return { outcome, announced, looked, waits, checks: checks(), backOffs: backOffs() }
}

/** A node that answers every round, and fails every lookup of the transaction with `error`. */
function nodeFailingLookups(error: unknown) {
  let lookups = 0
  let backOffs = 0
  const node: ConfirmationNode = {
    lastRound: async () => 103n,
    pendingInfo: async () => {
      lookups++
      throw error
    },
    afterRound: async (round) => round + 1n,
    backOff: async () => {
      backOffs++
    },
  }
  return { node, lookups: () => lookups, backOffs: () => backOffs }
}

describe('followUntilSettled', () => {
  it('a group confirmed at the first check is a success, never announced as pending', async () => {
    const { outcome, announced } = await settled([{ round: 103n, confirmedRound: 102n }])
    expect(outcome).toEqual({ confirmation: { confirmedRound: 102n, poolError: '' } })
    expect(announced).toBe(0)
  })

  it('a group still able to land is announced once, followed, and succeeds when it is confirmed', async () => {
    const { outcome, announced, looked, checks } = await settled([
      { round: 102n },
      { round: 103n, unknown: true },
      { round: 104n },
      { round: 105n, confirmedRound: 104n },
    ])
    expect(outcome).toEqual({ confirmation: { confirmedRound: 104n, poolError: '' } })
    expect(announced).toBe(1)
    expect(checks).toBe(4)
    // The app call, the group's last transaction, is the one followed.
    expect(new Set(looked)).toEqual(new Set(['CALL']))
  })

  it('once its last valid round has passed unconfirmed it failed for certain, saying nothing was charged', async () => {
    const { outcome, announced, waits } = await settled([
      { round: 103n },
      { round: 104n },
      { round: 105n },
      { round: 105n },
    ])
    expect(announced).toBe(1)
    expect(outcome).toEqual({ error: new NotLandedError(CHAIN_MESSAGES.notLanded) })
    expect(toUserMessage((outcome as { error: unknown }).error, 'Failed to create event')).toBe(
      CHAIN_MESSAGES.notLanded,
    )
    // Before saying so, the node was waited on past the last valid round.
    expect(waits.at(-1)).toBe(104n)
  })

  it('the last valid round itself still counts as open', async () => {
    const { outcome } = await settled([{ round: 104n }, { round: 105n, confirmedRound: 104n }])
    expect(outcome).toMatchObject({ confirmation: { confirmedRound: 104n } })
  })

  it('a node that does not know the group past its window, asked again once past it: it never landed', async () => {
    const { outcome, announced, looked } = await settled([
      { round: 110n, unknown: true },
      { round: 110n, unknown: true },
    ])
    expect(outcome).toEqual({ error: new NotLandedError(CHAIN_MESSAGES.notLanded) })
    expect(announced).toBe(0)
    expect(looked).toEqual(['CALL', 'CALL'])
  })

  it('a lookup answered by a node behind the one that gave the round is not taken for "it did not land"', async () => {
    // Behind a load balancer: the round came from a node past the window, the lookup from one that
    // had not seen the block holding the group yet. Waited on, the node is past the window and knows it.
    const { outcome, announced, waits } = await settled([
      { round: 106n, unknown: true },
      { round: 106n, confirmedRound: 104n },
    ])
    expect(outcome).toEqual({ confirmation: { confirmedRound: 104n, poolError: '' } })
    expect(announced).toBe(0)
    expect(waits).toEqual([104n])
  })

  it('a node whose wait ends before it is past the window keeps the group open and followed', async () => {
    const { outcome, announced } = await settled([
      { round: 105n, unknown: true },
      { round: 104n, unknown: true },
      { round: 105n, confirmedRound: 104n },
    ])
    expect(outcome).toEqual({ confirmation: { confirmedRound: 104n, poolError: '' } })
    expect(announced).toBe(1)
  })

  it('a group the pool dropped fails with the pool reason', async () => {
    const { outcome } = await settled([
      { round: 102n },
      { round: 103n, poolError: 'txn dead: round 103 outside of 1--2' },
    ])
    expect(outcome).toEqual({
      error: new NotLandedError(CHAIN_MESSAGES.rejected('txn dead: round 103 outside of 1--2')),
    })
  })

  it('a lookup that fails in transit is asked again after a pause, and the group is still followed', async () => {
    const { outcome, backOffs, looked } = await settled([
      { round: 102n, failingLookups: READ_ATTEMPTS - 1 },
      { round: 103n, confirmedRound: 103n },
    ])
    expect(outcome).toEqual({ confirmation: { confirmedRound: 103n, poolError: '' } })
    expect(backOffs).toBe(READ_ATTEMPTS - 1)
    expect(looked).toHaveLength(READ_ATTEMPTS + 1)
  })

  it('a round read that fails in transit is asked again too', async () => {
    let failures = 2
    const node: ConfirmationNode = {
      lastRound: async () => {
        if (failures-- > 0) throw new TypeError('Failed to fetch')
        return 103n
      },
      pendingInfo: async () => ({ confirmedRound: 103n, poolError: '' }),
      afterRound: async (round) => round + 1n,
      backOff: async () => undefined,
    }
    await expect(followUntilSettled(node, group, () => undefined)).resolves.toMatchObject({ confirmedRound: 103n })
  })

  it.each([
    ['no answer at all', new TypeError('Failed to fetch')],
    ['a gateway that keeps failing', httpError(503)],
  ])(
    'a node that cannot be asked (%s) leaves the outcome unknown after a bounded number of tries, never "not landed"',
    async (_, failure) => {
      const { node, lookups, backOffs } = nodeFailingLookups(failure)
      const error = await followUntilSettled(node, group, () => undefined).catch((thrown: unknown) => thrown)
      expect(error).toBeInstanceOf(OutcomeUnknownError)
      expect(error).toMatchObject({ message: CHAIN_MESSAGES.outcomeUnknown, cause: failure })
      expect(toUserMessage(error)).toBe(CHAIN_MESSAGES.outcomeUnknown)
      expect(lookups()).toBe(READ_ATTEMPTS)
      expect(backOffs()).toBe(READ_ATTEMPTS - 1)
    },
  )

  it('a read the node refuses for good is not asked again', async () => {
    const { node, lookups } = nodeFailingLookups(httpError(401, 'Invalid API Token'))
    await expect(followUntilSettled(node, group, () => undefined)).rejects.toBeInstanceOf(OutcomeUnknownError)
    expect(lookups()).toBe(1)
  })
})

function sentTxn(txId: string, lastValid: bigint) {
  return { txID: () => txId, lastValid }
}

const sentTransactions = [sentTxn('PAY', 110n), sentTxn('CALL', 104n)]
const signedByWallet = (txId: string) => txId === 'PAY' || txId === 'CALL'
/** A send's failure as algokit throws it: its message, the cause, and the group it built (or signed). */
const sendFailure = (cause: unknown) =>
  Object.assign(new Error(cause instanceof Error ? cause.message : String(cause), { cause }), {
    sentTransactions,
    response: (cause as { response?: unknown }).response,
  })

describe('unsettledGroup', () => {
  it('reads the ids and the earliest last valid round of a group whose wait ran out', () => {
    const error = sendFailure(new Error('Transaction not confirmed after 4 rounds'))
    expect(unsettledGroup(error, signedByWallet)).toEqual({ txIds: ['PAY', 'CALL'], lastValid: 104n })
  })

  it('also when the group sits deeper in the cause chain', () => {
    const error = new Error('send failed', {
      cause: sendFailure(new Error('Transaction X not confirmed after 4 rounds')),
    })
    expect(unsettledGroup(error, signedByWallet)).toEqual({ txIds: ['PAY', 'CALL'], lastValid: 104n })
  })

  it.each([
    ['the connection dropped on the send', new TypeError('Failed to fetch')],
    ['Node fetch lost the send', new TypeError('fetch failed')],
    ['a 502 from the gateway on the send', httpError(502)],
    ['a 503 on the send', httpError(503)],
    ['a 504 on the send', httpError(504)],
    ['a rate limit during the wait', httpError(429)],
    ['the node unreachable during the wait', new Error('connect ECONNREFUSED 127.0.0.1:4001')],
    [
      'a second send of a group that landed',
      httpError(400, 'TransactionPool.Remember: transaction already in ledger: CALL'),
    ],
  ])('a signed group is followed when the send failed in transit: %s', (_, cause) => {
    expect(unsettledGroup(sendFailure(cause), signedByWallet)).toEqual({ txIds: ['PAY', 'CALL'], lastValid: 104n })
  })

  it.each([
    ['overspend', httpError(400, 'TransactionPool.Remember: transaction CALL: overspend (account X, data {...})')],
    [
      'the contract',
      httpError(400, 'TransactionPool.Remember: transaction CALL: logic eval error: assert failed pc=512'),
    ],
    ['an expired window', httpError(400, 'TransactionPool.Remember: txn dead: round 120 outside of 100--110')],
    ['any other 400 answer', httpError(400, 'something the node did not like')],
    ['the pool while waiting', new Error('Transaction Rejected: fee too low')],
    ['the person, in the wallet', Object.assign(new Error('User rejected the request'), { code: 4001 })],
  ])('a group rejected for certain is not followed: by %s', (_, cause) => {
    expect(unsettledGroup(sendFailure(cause), signedByWallet)).toBeNull()
  })

  it('a group that failed before the wallet signed it (a simulate that could not reach the node) is not followed', () => {
    const error = sendFailure(new TypeError('Failed to fetch'))
    expect(unsettledGroup(error, () => false)).toBeNull()
    expect(unsettledGroup(error, (txId) => txId === 'PAY')).toBeNull()
  })

  it('is null when the sent group is not known', () => {
    expect(unsettledGroup(new Error('Transaction not confirmed after 4 rounds'), signedByWallet)).toBeNull()
    expect(
      unsettledGroup(
        Object.assign(new Error('Transaction not confirmed after 4 rounds'), { sentTransactions: [] }),
        signedByWallet,
      ),
    ).toBeNull()
  })
})
