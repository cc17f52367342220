/**
 * A page's first read, made before React arrives (the event page's and Discover's first paint) and
 * handed to the page, which then neither reads it again nor shows it loading. A page load has one.
 */
export interface FirstRead<T> {
  /** What was read: 'event:{id}', 'discover'. */
  key: string
  read: Promise<T>
  /** Set once the read has answered. */
  answer?: { value: T }
}

let kept: FirstRead<unknown> | null = null

export function keepFirstRead<T>(key: string, read: Promise<T>): FirstRead<T> {
  const entry: FirstRead<T> = { key, read }
  kept = entry
  read.then(
    (value) => {
      entry.answer = { value }
    },
    () => {
      if (kept === entry) kept = null
    },
  )
  return entry
}

/** The first read of `key`, while the page has not taken it. */
export function firstRead<T>(key: string): FirstRead<T> | null {
  return kept?.key === key ? (kept as FirstRead<T>) : null
}

/** The page has it: a later visit reads afresh. */
export function releaseFirstRead(key: string): void {
  if (kept?.key === key) kept = null
}

/**
 * `load`, except that its first call answers with the first read, when there is one (however
 * often React runs the effect for it): later loads, reloads, read afresh.
 */
export function startingWith<T>(first: FirstRead<T> | null, load: () => Promise<T>): () => Promise<T> {
  let delivered = Boolean(first?.answer)
  return () => {
    if (!first || delivered) return load()
    return first.read.finally(() => (delivered = true))
  }
}

export const eventReadKey = (eventId: string) => `event:${eventId}`
export const DISCOVER_READ_KEY = 'discover'
