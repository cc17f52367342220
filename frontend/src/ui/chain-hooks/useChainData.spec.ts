// @vitest-environment jsdom
import { act, cleanup, renderHook } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { useChainData } from './useChainData'

/** A load whose answers the test hands out, in whatever order it likes. */
function controlledLoads<T>() {
  const pending: { resolve: (value: T) => void; reject: (error: Error) => void }[] = []
  const load = vi.fn(() => new Promise<T>((resolve, reject) => pending.push({ resolve, reject })))
  return { load, pending }
}

afterEach(cleanup)

describe('useChainData', () => {
  it('is loading, then loaded with the value', async () => {
    const { load, pending } = controlledLoads<string>()
    const { result } = renderHook(() => useChainData(load, { failedMessage: 'Failed' }))
    expect(result.current.state).toEqual({ status: 'loading' })
    await act(async () => pending[0].resolve('event'))
    expect(result.current.state).toEqual({ status: 'loaded', value: 'event' })
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('fails with its message and reports it', async () => {
    const onFailed = vi.fn()
    const { load, pending } = controlledLoads<string>()
    const { result } = renderHook(() => useChainData(load, { failedMessage: 'Failed to load', onFailed }))
    await act(async () => pending[0].reject(new Error('node down')))
    expect(result.current.state).toEqual({ status: 'failed', error: 'Failed to load' })
    expect(onFailed).toHaveBeenCalledWith('Failed to load')
  })

  it('ignores the answer of a load that a newer load replaced', async () => {
    const first = controlledLoads<string>()
    const second = controlledLoads<string>()
    const { result, rerender } = renderHook(({ load }) => useChainData(load, { failedMessage: 'Failed' }), {
      initialProps: { load: first.load },
    })
    rerender({ load: second.load })
    await act(async () => second.pending[0].resolve('new'))
    await act(async () => first.pending[0].resolve('old'))
    expect(result.current.state).toEqual({ status: 'loaded', value: 'new' })
  })

  it('reloads with the value still shown, and keeps it when the reload fails', async () => {
    const onFailed = vi.fn()
    const { load, pending } = controlledLoads<string>()
    const { result } = renderHook(() => useChainData(load, { failedMessage: 'Failed', onFailed }))
    await act(async () => pending[0].resolve('v1'))

    let reloaded: Promise<void> = Promise.resolve()
    act(() => {
      reloaded = result.current.reload()
    })
    expect(result.current.reloading).toBe(true)
    expect(result.current.state).toEqual({ status: 'loaded', value: 'v1' })
    await act(async () => {
      pending[1].reject(new Error('timeout'))
      await reloaded
    })
    expect(result.current.reloading).toBe(false)
    expect(result.current.state).toEqual({ status: 'loaded', value: 'v1' })
    expect(onFailed).toHaveBeenCalledWith('Failed')

    await act(async () => {
      const again = result.current.reload()
      pending[2].resolve('v2')
      await again
    })
    expect(result.current.state).toEqual({ status: 'loaded', value: 'v2' })
  })

  it('shows a replaced value, and a load still under way does not overwrite it', async () => {
    const { load, pending } = controlledLoads<string>()
    const { result } = renderHook(() => useChainData(load, { failedMessage: 'Failed' }))
    act(() => result.current.replace('from a write'))
    await act(async () => pending[0].resolve('stale read'))
    expect(result.current.state).toEqual({ status: 'loaded', value: 'from a write' })
  })

  it('drops the answer that arrives after unmounting', async () => {
    const onFailed = vi.fn()
    const { load, pending } = controlledLoads<string>()
    const { unmount } = renderHook(() => useChainData(load, { failedMessage: 'Failed', onFailed }))
    unmount()
    await act(async () => pending[0].reject(new Error('late')))
    expect(onFailed).not.toHaveBeenCalled()
  })
})
