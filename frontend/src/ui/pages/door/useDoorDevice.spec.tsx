// @vitest-environment jsdom
import { act, cleanup, renderHook } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import type { DoorBalanceReturn } from '../../../chain'
import { config } from '../../../config'
import type { DynaEvent } from '../../../domain/event/event'
import { makeEvent, makeFakeChain, type FakeChain } from '../../../testing/fake-chain'
import { ChainContextReact } from '../../chain-hooks/chain-context'
import { useDoorDevice } from './useDoorDevice'

afterEach(cleanup)

async function settle(done: () => boolean) {
  for (let turn = 0; turn < 5_000 && !done(); turn++) {
    await act(() => new Promise<void>((resolve) => setImmediate(resolve)))
  }
}

describe('useDoorDevice', () => {
  it('asks again when its looking restarts while the balance is on its way, and shows the answer', async () => {
    let answer: (outcome: DoorBalanceReturn) => void = () => undefined
    // As the chain layer does, one ask on its way at a time: a second gets the same promise.
    const onItsWay = new Promise<DoorBalanceReturn>((resolve) => (answer = resolve))
    const chain: FakeChain = makeFakeChain({ getDoor: async () => null, returnDoorBalance: () => onItsWay })
    const wrapper = ({ children }: { children: ReactNode }) => (
      <ChainContextReact.Provider value={chain}>{children}</ChainContextReact.Provider>
    )
    const { result, rerender } = renderHook(({ event }: { event: DynaEvent }) => useDoorDevice(event, config.appId), {
      initialProps: { event: makeEvent() },
      wrapper,
    })
    await settle(() => chain.returnDoorBalance.mock.calls.length === 1)
    expect(result.current.state).toEqual({ status: 'loading' })

    // The event read again: a new object, and the looking starts over.
    rerender({ event: makeEvent() })
    await settle(() => chain.returnDoorBalance.mock.calls.length === 2)
    answer({ status: 'returned', amount: 199_000n, owner: 'OWNER', txId: 'TX-BACK' })
    await settle(() => result.current.state.status === 'removed')
    expect(result.current.state).toMatchObject({ status: 'removed', balance: { status: 'returned', amount: 199_000n } })
  })
})
