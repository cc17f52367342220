// @vitest-environment jsdom
import { act, cleanup, renderHook } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import type { CreateEventInput } from '../../domain/event/event'
import { fail, ok } from '../../domain/messages/result'
import { makeFakeChain } from '../../testing/fake-chain'
import { ChainContextReact } from './chain-context'
import { useCreateWithRetry } from './useCreateWithRetry'

/** Only the fields a retry compares: the fake chain reads none. */
const build = (eventId: string) =>
  ({ eventId, eventName: 'Launch', currentUrl: 'https://example.com/a' }) as CreateEventInput

function renderWith(chain: ReturnType<typeof makeFakeChain>) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <ChainContextReact.Provider value={chain}>{children}</ChainContextReact.Provider>
  )
  return renderHook(() => useCreateWithRetry(), { wrapper })
}

afterEach(cleanup)

describe('useCreateWithRetry', () => {
  it('has nothing to retry before a create is sent', () => {
    const { result } = renderWith(makeFakeChain())
    expect(result.current.retriedInput(build)).toBeNull()
  })

  it('retries a failed create under its id, and forgets it once a create succeeds', async () => {
    const chain = makeFakeChain({ createEvent: async () => fail('Network down') })
    const { result } = renderWith(chain)
    await act(async () => void (await result.current.create(build('LAUNCH-1'))))
    expect(result.current.retriedInput(build)?.eventId).toBe('LAUNCH-1')

    chain.createEvent.mockImplementation(async () => ok({ eventId: 'LAUNCH-1' }))
    await act(async () => void (await result.current.create(build('LAUNCH-1'))))
    expect(result.current.retriedInput(build)).toBeNull()
  })
})
