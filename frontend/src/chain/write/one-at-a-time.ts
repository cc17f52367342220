/**
 * Runs one task per key at a time: a call made while that key's task runs gets the same promise
 * instead of starting a second one; once it settles, the next call starts afresh.
 */
export function oneAtATime<T>(): (key: string, task: () => Promise<T>) => Promise<T> {
  const running = new Map<string, Promise<T>>()
  return (key, task) => {
    const current = running.get(key)
    if (current) return current
    const started = task().finally(() => running.delete(key))
    running.set(key, started)
    return started
  }
}
