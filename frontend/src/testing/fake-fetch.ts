/** A fetch that answers from a table of path → [status, body], recording what was asked and with which headers. */
export function fakeFetch(routes: Record<string, [number, unknown]>) {
  const asked: string[] = []
  const headers: Record<string, string>[] = []
  const impl = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input))
    const path = decodeURIComponent(url.pathname + url.search)
    asked.push(path)
    headers.push({ ...(init?.headers as Record<string, string> | undefined) })
    const [status, body] = routes[path] ?? [500, { message: `unexpected ${path}` }]
    return new Response(JSON.stringify(body), { status })
  }) as typeof fetch
  return { impl, asked, headers }
}
