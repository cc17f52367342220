// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { boxListingPath } from '../../chain/node/algod-core'
import { eventBoxName } from '../../chain/node/box-keys'
import { parseConfig, serviceUrl } from '../../config'
import { earlyBoxReadScript, withEarlyBoxRead, type EarlyBoxRead } from './early-box-read'

const config = parseConfig({ VITE_ALGOD_NETWORK: 'localnet', VITE_APP_ID: '1234' })

/** Runs the inline script as index.html would, on the given address; returns the fetches it made. */
function runScriptAt(path: string, script = earlyBoxReadScript(config)!) {
  const fetchCalls: [string, RequestInit][] = []
  vi.stubGlobal('fetch', (url: string, init: RequestInit) => {
    fetchCalls.push([url, init])
    return Promise.resolve(new Response('{}'))
  })
  window.history.replaceState(null, '', path)
  new Function(script)()
  return fetchCalls
}

afterEach(() => {
  vi.unstubAllGlobals()
  delete window.__dynaqrEarlyBoxRead
  window.history.replaceState(null, '', '/')
})

describe('earlyBoxReadScript', () => {
  it.each(['EV-1', '  PADDED  ', 'ÉVÉNEMENT-ü-🎫', 'a+b/c=d?&#%', 'x'.repeat(32)])(
    'requests exactly the URL the page reader asks for first, for %j',
    (eventId) => {
      const calls = runScriptAt(`/resolve?event=${encodeURIComponent(eventId)}`)
      const expected = `${serviceUrl(config.algod)}${boxListingPath(config.appId, eventBoxName(eventId.trim()))}`
      expect(calls).toEqual([[expected, { headers: { 'X-Algo-API-Token': config.algod.token } }]])
      expect(window.__dynaqrEarlyBoxRead?.url).toBe(expected)
    },
  )

  it('reads nothing away from /resolve or without an event id', () => {
    for (const path of ['/', '/events/EV-1', '/resolver?event=EV-1', '/resolve', '/resolve?event=%20']) {
      expect(runScriptAt(path)).toEqual([])
    }
    expect(window.__dynaqrEarlyBoxRead).toBeUndefined()
  })

  it('also runs on /resolve/ with a trailing slash', () => {
    expect(runScriptAt('/resolve/?event=EV-1')).toHaveLength(1)
  })

  it('is left out when no application id is configured', () => {
    expect(earlyBoxReadScript(parseConfig({}))).toBeNull()
  })

  it('sends no token header when the node needs none', () => {
    const script = earlyBoxReadScript(parseConfig({ VITE_ALGOD_NETWORK: 'testnet', VITE_APP_ID: '7' }))!
    const [[url, init]] = runScriptAt('/resolve?event=EV-1', script)
    expect(url.startsWith('https://testnet-api.4160.nodely.dev/v2/applications/7/boxes?prefix=')).toBe(true)
    expect(init).toEqual({ headers: {} })
  })

  it('cannot close its script element, whatever the configured server', () => {
    const script = earlyBoxReadScript(
      parseConfig({ VITE_APP_ID: '1', VITE_ALGOD_SERVER: 'http://x</script><script>alert(1)' }),
    )!
    expect(script).not.toContain('</script>')
  })
})

describe('withEarlyBoxRead', () => {
  const early = (url: string): EarlyBoxRead => ({ url, response: Promise.resolve(new Response('early')) })

  it('answers the first request for the early URL with the early response, then asks the network', async () => {
    const network = vi.fn(async () => new Response('network'))
    const adopted = withEarlyBoxRead(network, early('http://node/box'))
    expect(await (await adopted('http://node/box', { headers: {} })).text()).toBe('early')
    expect(network).not.toHaveBeenCalled()
    expect(await (await adopted('http://node/box')).text()).toBe('network')
    expect(network).toHaveBeenCalledTimes(1)
  })

  it('passes other requests and other methods through', async () => {
    const network = vi.fn(async () => new Response('network'))
    const adopted = withEarlyBoxRead(network, early('http://node/box'))
    expect(await (await adopted('http://node/other')).text()).toBe('network')
    expect(await (await adopted('http://node/box', { method: 'POST' })).text()).toBe('network')
    expect(await (await adopted('http://node/box')).text()).toBe('early')
  })

  it('passes everything through when there was no early read', async () => {
    const network = vi.fn(async () => new Response('network'))
    expect(await (await withEarlyBoxRead(network, undefined)('http://node/box')).text()).toBe('network')
  })
})
