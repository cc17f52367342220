// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { usePolledRead } from './usePolledRead'

afterEach(() => vi.useRealTimers())

describe('usePolledRead', () => {
  it('reads at once, again every period, and again on refresh', async () => {
    vi.useFakeTimers()
    let answer = 1
    const read = vi.fn(async () => answer)
    const { result } = renderHook(() => usePolledRead(read, 1_000))
    await act(async () => {})
    expect(result.current.value).toBe(1)
    answer = 2
    await act(async () => vi.advanceTimersByTime(1_000))
    expect(result.current.value).toBe(2)
    answer = 3
    await act(async () => result.current.refresh())
    expect(result.current.value).toBe(3)
    expect(read).toHaveBeenCalledTimes(3)
  })

  it('has no value and reads nothing while there is nothing to read', async () => {
    const { result } = renderHook(() => usePolledRead<number>(null, 1_000))
    await act(async () => {})
    expect(result.current.value).toBeUndefined()
  })
})
