import { describe, expect, it } from 'vitest'
import { CHAIN_MESSAGES } from '../../domain/messages'
import { NotLandedError, toUserMessage } from './errors'
import { followUntilSettled, unsettledGroup, type ConfirmationNode } from './settle'

/** A node whose round and answers about one transaction follow a script, one step per check. */
function scriptedNode(steps: { round: bigint; confirmedRound?: bigint; poolError?: string; unknown?: boolean }[]) {
  let at = 0
  const looked: string[] = []
  const node: ConfirmationNode = {
    lastRound: async () => steps[at].round,
    pendingInfo: async (txId) => {
      looked.push(txId)
      const step = steps[at]
      if (step.unknown) return null
      return { confirmedRound: step.confirmedRound, poolError: step.poolError ?? '' }
    },
    afterRound: async () => {
      at++
      if (at >= steps.length) throw new Error('the node was asked past the end of its script')
    },
  }
  return { node, looked, checks: () => at + 1 }
}

const group = { txIds: ['PAY', 'CALL'], lastValid: 104n }

async function settled(steps: Parameters<typeof scriptedNode>[0]) {
  const { node, looked, checks } = scriptedNode(steps)
  let announced = 0
  const outcome = await followUntilSettled(node, group, () => announced++).then(
    (confirmation) => ({ confirmation }),
    (error: unknown) => ({ error }),
  )
  return { outcome, announced, looked, checks: checks() }
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
    const { outcome, announced } = await settled([{ round: 103n }, { round: 104n }, { round: 105n }])
    expect(announced).toBe(1)
    expect(outcome).toEqual({ error: new NotLandedError(CHAIN_MESSAGES.notLanded) })
    expect(toUserMessage((outcome as { error: unknown }).error, 'Failed to create event')).toBe(
      CHAIN_MESSAGES.notLanded,
    )
  })

  it('the last valid round itself still counts as open', async () => {
    const { outcome } = await settled([{ round: 104n }, { round: 105n, confirmedRound: 104n }])
    expect(outcome).toMatchObject({ confirmation: { confirmedRound: 104n } })
  })

  it('a node that does not know the group past its window: it never landed', async () => {
    const { outcome, announced } = await settled([{ round: 110n, unknown: true }])
    expect(outcome).toEqual({ error: new NotLandedError(CHAIN_MESSAGES.notLanded) })
    expect(announced).toBe(0)
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

  it('a node that cannot be asked is not taken for an answer', async () => {
    const node: ConfirmationNode = {
      lastRound: async () => 200n,
      pendingInfo: async () => {
        throw new TypeError('Failed to fetch')
      },
      afterRound: async () => undefined,
    }
    await expect(followUntilSettled(node, group, () => undefined)).rejects.toThrow('Failed to fetch')
  })
})

function sentTxn(txId: string, lastValid: bigint) {
  return { txID: () => txId, lastValid }
}

describe('unsettledGroup', () => {
  it('reads the ids and the earliest last valid round of a group whose wait ran out', () => {
    const error = Object.assign(new Error('Transaction not confirmed after 4 rounds'), {
      sentTransactions: [sentTxn('PAY', 110n), sentTxn('CALL', 104n)],
    })
    expect(unsettledGroup(error)).toEqual({ txIds: ['PAY', 'CALL'], lastValid: 104n })
  })

  it('also when the wait ran out deeper in the cause chain', () => {
    const error = Object.assign(
      new Error('send failed', { cause: new Error('Transaction X not confirmed after 4 rounds') }),
      {
        sentTransactions: [sentTxn('CALL', 9n)],
      },
    )
    expect(unsettledGroup(error)).toEqual({ txIds: ['CALL'], lastValid: 9n })
  })

  it('is null for any other failure, or when the sent group is not known', () => {
    const sentTransactions = [sentTxn('CALL', 9n)]
    expect(unsettledGroup(Object.assign(new Error('overspend'), { sentTransactions }))).toBeNull()
    expect(unsettledGroup(new Error('Transaction not confirmed after 4 rounds'))).toBeNull()
    expect(
      unsettledGroup(Object.assign(new Error('Transaction not confirmed after 4 rounds'), { sentTransactions: [] })),
    ).toBeNull()
  })
})
