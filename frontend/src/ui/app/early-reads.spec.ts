// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createAlgodRest } from '../../chain/node/algod-rest'
import { eventBoxName } from '../../chain/node/box-keys'
import { structFieldOffset } from '../../chain/node/contract-structs'
import { parseConfig } from '../../config'
import { eventRecord } from '../../testing/event-record-fixture'
import { encodeEventRecord } from '../../testing/fake-write-context'
import { earlyReadsScript, withEarlyReads, type EarlyRead } from './early-reads'

const config = parseConfig({ VITE_ALGOD_NETWORK: 'localnet', VITE_APP_ID: '1234' })
const OFFSET = structFieldOffset('EventRecord', 'detailsRound')
const OWNER = 'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAY5HFKQ'

const base64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes))

/** The URLs the app's own read path asks for (algod-rest over a fetch that records them). */
async function appRequests(read: (algod: ReturnType<typeof createAlgodRest>) => Promise<unknown>) {
  const asked: [string, RequestInit | undefined][] = []
  const fetchImpl = (async (url: string, init?: RequestInit) => {
    asked.push([url, init])
    return new Response('{}', { status: 404 })
  }) as unknown as typeof fetch
  await read(createAlgodRest(config.algod, fetchImpl)).catch(() => undefined)
  return asked
}

/** The event box's listing page as algod answers it, holding a record whose details are in `round`. */
function boxPage(eventId: string, round: bigint) {
  const name = eventBoxName(eventId)
  const value = encodeEventRecord(eventRecord({ detailsRound: round, owner: OWNER }))
  return { boxes: [{ name: base64(name), value: base64(value) }] }
}

/** Runs the inline script as index.html would, on `path`, answering the box listing with `page`. */
async function runScriptAt(path: string, page: unknown = { boxes: [] }) {
  const calls: [string, RequestInit][] = []
  vi.stubGlobal('fetch', (url: string, init: RequestInit) => {
    calls.push([url, init])
    return Promise.resolve(new Response(JSON.stringify(url.includes('/boxes?') ? page : {})))
  })
  window.history.replaceState(null, '', path)
  new Function(earlyReadsScript(config, OFFSET)!)()
  await new Promise((resolve) => setTimeout(resolve, 10))
  return calls
}

afterEach(() => {
  vi.unstubAllGlobals()
  delete window.__dynaqrEarlyReads
  window.history.replaceState(null, '', '/')
})

describe('earlyReadsScript', () => {
  it.each(['EV-1', 'ÉVÉNEMENT-ü-🎫', 'a+b=c&d'])(
    "reads an event page's box and then its details' block, as the read path asks for them, for %j",
    async (eventId) => {
      const [[boxUrl, boxInit]] = await appRequests((algod) => algod.getBox(config.appId, eventBoxName(eventId)))
      const [[blockUrl]] = await appRequests((algod) => algod.getBlockTransactions(9_876_543_210n))
      const calls = await runScriptAt(`/events/${encodeURIComponent(eventId)}`, boxPage(eventId, 9_876_543_210n))
      expect(calls).toEqual([
        [boxUrl, { headers: boxInit?.headers }],
        [blockUrl, { headers: boxInit?.headers }],
      ])
      expect(window.__dynaqrEarlyReads?.map((read) => read.url)).toEqual([boxUrl, blockUrl])
    },
  )

  it('reads the same on the registration page, with a trailing slash', async () => {
    expect(await runScriptAt('/events/EV-1/register/', boxPage('EV-1', 7n))).toHaveLength(2)
  })

  it('reads no block for a box that is not the event, or an event whose details round is unknown', async () => {
    expect(await runScriptAt('/events/EV-1', boxPage('EV-10', 7n))).toHaveLength(1)
    expect(await runScriptAt('/events/EV-1', boxPage('EV-1', 0n))).toHaveLength(1)
    expect(await runScriptAt('/events/EV-1', { boxes: [] })).toHaveLength(1)
  })

  it("reads Discover's transaction parameters, as its simulate call asks for them", async () => {
    const [[paramsUrl, init]] = await appRequests((algod) => algod.getTransactionParams())
    expect(await runScriptAt('/discover')).toEqual([[paramsUrl, { headers: init?.headers }]])
  })

  it('reads nothing on the other pages', async () => {
    for (const path of ['/', '/events', '/events/EV-1/manage', '/events/EV-1/check-in', '/discovery', '/resolve']) {
      expect(await runScriptAt(path)).toEqual([])
    }
    expect(window.__dynaqrEarlyReads).toBeUndefined()
  })

  it('is left out when no application id is configured', () => {
    expect(earlyReadsScript(parseConfig({}), OFFSET)).toBeNull()
  })
})

describe('withEarlyReads', () => {
  it("gives each early read's response to the first GET of its URL, once, and sends the rest", async () => {
    const early: EarlyRead[] = [{ url: 'https://node/a', response: Promise.resolve(new Response('early')) }]
    const sent: string[] = []
    const fetchImpl = withEarlyReads(
      (async (url: string) => {
        sent.push(url)
        return new Response('sent')
      }) as unknown as typeof fetch,
      () => early,
    )
    expect(await (await fetchImpl('https://node/a', { method: 'POST' })).text()).toBe('sent')
    expect(await (await fetchImpl('https://node/a')).text()).toBe('early')
    expect(await (await fetchImpl('https://node/a')).text()).toBe('sent')
    expect(await (await fetchImpl('https://node/b')).text()).toBe('sent')
    expect(sent).toEqual(['https://node/a', 'https://node/a', 'https://node/b'])
  })
})
