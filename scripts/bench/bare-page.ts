/**
 * The floor /resolve is measured against: a minimal page, served beside the build, whose inline
 * script makes the resolver's first request for the event box (the same URL and header) and sets
 * the same performance mark once the box value has arrived. No bundle, no framework, no decoding.
 */
import { boxListingPath, eventBoxName } from '../../frontend/src/chain/node-api'

export const BARE_PAGE_PATH = '/bench-bare-resolve.html'

export interface BareBoxRead {
  algodUrl: string
  token: string
  appId: bigint
  eventId: string
  mark: string
}

export function barePageHtml({ algodUrl, token, appId, eventId, mark }: BareBoxRead): string {
  const url = `${algodUrl}${boxListingPath(appId, eventBoxName(eventId))}`
  const headers = token ? { 'X-Algo-API-Token': token } : {}
  return `<!doctype html>
<html lang="en">
  <head><meta charset="UTF-8" /><meta name="viewport" content="width=device-width, initial-scale=1.0" /><title>Bare box read</title></head>
  <body>
    <main><h1>Bare box read</h1></main>
    <script>
      fetch(${JSON.stringify(url)}, { headers: ${JSON.stringify(headers)} })
        .then((response) => response.json())
        .then((page) => {
          if (!page.boxes || !page.boxes[0] || page.boxes[0].value === undefined) throw new Error('no box value')
          performance.mark(${JSON.stringify(mark)})
        })
    </script>
  </body>
</html>
`
}
