import { useCallback, useEffect, useRef, useState } from 'react'

export type ChainData<T> = { status: 'loading' } | { status: 'loaded'; value: T } | { status: 'failed'; error: string }

export interface ChainDataOptions {
  /** The message stored (and reported) when a load fails. */
  failedMessage: string
  /** Told about every failed load or reload, e.g. to show a toast. */
  onFailed?: (message: string) => void
}

export interface ChainDataStart<T> {
  /** A value read moments ago: shown at once, and the first load is not made. */
  initial?: { value: T }
}

export interface UseChainData<T> {
  state: ChainData<T>
  /** True while a reload runs; the loaded value stays on screen meanwhile. */
  reloading: boolean
  /** Loads again; a failure keeps the value already loaded. */
  reload: () => Promise<void>
  /** Shows a value the screen got from a write, dropping any load still under way. */
  replace: (value: T) => void
}

/**
 * Chain data for a screen: loads when `load` changes (memoise it on what it reads), ignores the
 * answers of loads that a newer load, a replace or unmounting made stale.
 */
export function useChainData<T>(
  load: () => Promise<T>,
  { failedMessage, onFailed, initial }: ChainDataOptions & ChainDataStart<T>,
): UseChainData<T> {
  const [state, setState] = useState<ChainData<T>>(() =>
    initial ? { status: 'loaded', value: initial.value } : { status: 'loading' },
  )
  const [pendingReloads, setPendingReloads] = useState(0)
  const latestLoad = useRef(0)
  const reportFailure = useRef(onFailed)
  useEffect(() => {
    reportFailure.current = onFailed
  })

  const run = useCallback(async () => {
    const mine = ++latestLoad.current
    try {
      const value = await load()
      if (mine === latestLoad.current) setState({ status: 'loaded', value })
    } catch {
      if (mine !== latestLoad.current) return
      setState((previous) => (previous.status === 'loaded' ? previous : { status: 'failed', error: failedMessage }))
      reportFailure.current?.(failedMessage)
    }
  }, [load, failedMessage])

  // The load the initial value stands for: not made, however often the effect runs for it.
  const initialFor = useRef(initial ? run : null)
  useEffect(() => {
    if (initialFor.current === run) return
    initialFor.current = null
    setState({ status: 'loading' })
    void run()
    return () => {
      // A load counter, not a rendered node: bumping it on cleanup marks the running load stale.
      // eslint-disable-next-line react-hooks/exhaustive-deps
      latestLoad.current++
    }
  }, [run])

  const reload = useCallback(async () => {
    setPendingReloads((count) => count + 1)
    await run()
    setPendingReloads((count) => count - 1)
  }, [run])

  const replace = useCallback((value: T) => {
    latestLoad.current++
    setState({ status: 'loaded', value })
  }, [])

  return { state, reloading: pendingReloads > 0, reload, replace }
}
