// @vitest-environment jsdom
import { act, cleanup, renderHook } from '@testing-library/react'
import { StrictMode, type ReactNode } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import type { DynaEvent } from '../../domain/event/event'
import { makeEvent, makeFakeChain } from '../../testing/fake-chain'
import { eventReadKey, keepFirstRead, releaseFirstRead } from '../first-paint/first-read'
import { ChainContextReact } from './chain-context'
import { useEvent } from './useEvent'

const first = makeEvent({ eventId: 'EV-1', eventName: 'Read before the app loaded' })
const fresh = makeEvent({ eventId: 'EV-1', eventName: 'Read by the app' })

function renderEvent(chain: ReturnType<typeof makeFakeChain>) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <StrictMode>
      <ChainContextReact.Provider value={chain}>{children}</ChainContextReact.Provider>
    </StrictMode>
  )
  return renderHook(() => useEvent('EV-1', 'Failed to load'), { wrapper })
}

afterEach(() => {
  cleanup()
  releaseFirstRead(eventReadKey('EV-1'))
})

describe("useEvent and the event page's first read", () => {
  it('starts loaded from a first read that has answered, without reading the event again', async () => {
    const read = keepFirstRead(eventReadKey('EV-1'), Promise.resolve(first)).read
    await read
    const chain = makeFakeChain({ getEvent: async () => fresh })
    const { result } = renderEvent(chain)
    expect(result.current.state).toEqual({ status: 'loaded', value: first })
    await act(async () => {})
    expect(result.current.state).toEqual({ status: 'loaded', value: first })
    expect(chain.getEvent).not.toHaveBeenCalled()
  })

  it('waits for a first read still on its way instead of asking again', async () => {
    let answer: (event: DynaEvent) => void = () => {}
    keepFirstRead(eventReadKey('EV-1'), new Promise<DynaEvent>((resolve) => (answer = resolve)))
    const chain = makeFakeChain({ getEvent: async () => fresh })
    const { result } = renderEvent(chain)
    expect(result.current.state).toEqual({ status: 'loading' })
    await act(async () => answer(first))
    expect(result.current.state).toEqual({ status: 'loaded', value: first })
  })

  it('reads the event afresh once the first read has been taken, and on a reload', async () => {
    await keepFirstRead(eventReadKey('EV-1'), Promise.resolve(first)).read
    const chain = makeFakeChain({ getEvent: async () => fresh })
    renderEvent(chain).unmount()
    const { result } = renderEvent(chain)
    await act(async () => {})
    expect(result.current.state).toEqual({ status: 'loaded', value: fresh })
    await act(() => result.current.reload())
    expect(chain.getEvent).toHaveBeenCalledWith('EV-1')
  })
})
