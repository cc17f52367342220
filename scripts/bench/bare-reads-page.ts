/**
 * The floor an attendee page is measured against: a minimal page, served beside the build, whose
 * inline script makes the algod requests the app's page makes to draw its first screen (the same
 * URLs, headers and bodies, recorded from the app's page), stage after stage as they depend on each
 * other, and then writes that screen's elements. No bundle, no framework, no decoding.
 */
export interface RecordedRead {
  method: string
  url: string
  /** Only the headers the app sets itself (the node's token, the simulate body's type). */
  headers: Record<string, string>
  /** The request body, base64; none for a GET. */
  body?: string
}

export interface BareReadsPage {
  title: string
  /** Each stage's requests are sent together once every request of the stage before has been answered. */
  stages: RecordedRead[][]
  /** The screen's elements, written into <main> once the last stage is answered. */
  drawnHtml: string
}

/** The headers of a recorded request that the bare page sends too. */
export function appHeaders(headers: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(headers).filter(([name]) => ['x-algo-api-token', 'content-type'].includes(name.toLowerCase())),
  )
}

/** JSON that is also safe inside a <script> element. */
const scriptLiteral = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c')

export function bareReadsPageHtml({ title, stages, drawnHtml }: BareReadsPage): string {
  return `<!doctype html>
<html lang="en">
  <head><meta charset="UTF-8" /><meta name="viewport" content="width=device-width, initial-scale=1.0" /><title>${title}</title></head>
  <body>
    <main></main>
    <script>
      const stages = ${scriptLiteral(stages)}
      const bytes = (base64) => Uint8Array.from(atob(base64), (c) => c.charCodeAt(0))
      const read = ({ method, url, headers, body }) =>
        fetch(url, { method, headers, body: body === undefined ? undefined : bytes(body) }).then((response) => {
          if (!response.ok) throw new Error(method + ' ' + url + ': ' + response.status)
          return response.arrayBuffer()
        })
      ;(async () => {
        for (const stage of stages) await Promise.all(stage.map(read))
        document.querySelector('main').innerHTML = ${scriptLiteral(drawnHtml)}
      })()
    </script>
  </body>
</html>
`
}
