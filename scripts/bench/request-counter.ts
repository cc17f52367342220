/**
 * Counts the HTTP requests this process makes (all, or those to addresses starting with
 * `urlPrefix`), by wrapping globalThis.fetch (which algosdk and the web app's algod-rest both use).
 * Install it before creating the clients to be counted: algod-rest binds fetch when it is created.
 */
export interface RequestCounter {
  readonly requests: number
  restore(): void
}

export function countRequests(urlPrefix = ''): RequestCounter {
  const original = globalThis.fetch
  let requests = 0
  globalThis.fetch = (input, init) => {
    if (String(input instanceof Request ? input.url : input).startsWith(urlPrefix)) requests++
    return original(input, init)
  }
  return {
    get requests() {
      return requests
    },
    restore: () => {
      globalThis.fetch = original
    },
  }
}

/** Time and requests of one run of `work`. */
export async function measured(
  counter: RequestCounter,
  work: () => Promise<unknown>,
): Promise<{ ms: number; requests: number }> {
  const before = counter.requests
  const started = performance.now()
  await work()
  return { ms: performance.now() - started, requests: counter.requests - before }
}
