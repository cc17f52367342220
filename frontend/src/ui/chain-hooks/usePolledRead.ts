import { useCallback, useEffect, useState } from 'react'

/**
 * A value read now and again every `everyMs` while the screen shows it (a balance, a holding):
 * undefined until the first read answers, and while there is nothing to read (`read` null). A new
 * `read` (memoise it on what it reads) reads at once; `refresh` reads again now.
 */
export function usePolledRead<T>(
  read: (() => Promise<T>) | null,
  everyMs: number,
): { value: T | undefined; refresh: () => void } {
  const [value, setValue] = useState<T | undefined>(undefined)
  const [tick, setTick] = useState(0)
  const refresh = useCallback(() => setTick((count) => count + 1), [])

  useEffect(() => {
    if (!read) {
      setValue(undefined)
      return
    }
    let cancelled = false
    void read().then((answer) => {
      if (!cancelled) setValue(answer)
    })
    const timer = setInterval(refresh, everyMs)
    return () => {
      cancelled = true
      clearInterval(timer)
    }
  }, [read, everyMs, tick, refresh])

  return { value, refresh }
}
