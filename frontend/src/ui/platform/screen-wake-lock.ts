/**
 * Keeps the screen on with the Screen Wake Lock API while a door scans: a phone that dims and locks
 * between guests stops its camera. The browser drops the lock whenever the page is hidden, so it is
 * asked for again when the page is shown again; where there is no such API, or it is refused
 * (battery saver, a frame without permission), the screen just follows its own settings.
 */

interface WakeLockHost {
  wakeLock?: { request(type: 'screen'): Promise<WakeLockSentinel> }
}

interface VisibilityHost {
  visibilityState: DocumentVisibilityState
  addEventListener(type: 'visibilitychange', listener: () => void): void
  removeEventListener(type: 'visibilitychange', listener: () => void): void
}

/** Holds a screen wake lock until the returned function is called, which releases it. */
export function keepScreenAwake(
  host: WakeLockHost | undefined = globalThis.navigator as WakeLockHost | undefined,
  page: VisibilityHost | undefined = globalThis.document,
): () => void {
  const wakeLock = host?.wakeLock
  if (!wakeLock || !page) return () => undefined
  let held: WakeLockSentinel | null = null
  let stopped = false

  const request = async () => {
    if (stopped || held || page.visibilityState !== 'visible') return
    try {
      const sentinel = await wakeLock.request('screen')
      if (stopped) {
        void sentinel.release().catch(() => undefined)
        return
      }
      held = sentinel
      sentinel.addEventListener('release', () => {
        if (held === sentinel) held = null
      })
    } catch {
      // Refused: the screen follows its own settings.
    }
  }
  const onVisibility = () => void request()

  page.addEventListener('visibilitychange', onVisibility)
  void request()
  return () => {
    stopped = true
    page.removeEventListener('visibilitychange', onVisibility)
    const sentinel = held
    held = null
    if (sentinel) void sentinel.release().catch(() => undefined)
  }
}
