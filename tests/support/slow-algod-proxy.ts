/**
 * A loopback HTTP proxy in front of the real algod that plays a slow network: the node and every
 * answer are real, except that a transaction's confirmation reaches the client only after a number
 * of lookups (until then, /v2/transactions/pending/{txid} answers as the node did while the
 * transaction sat in its pool), or never, the node then failing those lookups. It can also lose the
 * answer to a send: the node takes the transactions, the client gets a 502 from the gateway.
 *
 * DevMode makes a block only when a transaction arrives, so a wait for the next block would hang
 * until algod gives up (a minute); the proxy answers it at once with the node's status, as algod
 * does when that wait times out.
 */
import { msgpackRawDecodeAsMap, msgpackRawEncode } from 'algosdk'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

export interface SlowAlgodProxy {
  /** Base URL of the proxy, e.g. http://127.0.0.1:40123 */
  url: string
  port: number
  /**
   * Lookups of any one transaction answered as still pending before its confirmation is passed
   * on; 'unreachable' fails them (HTTP 503) for as long as it is set.
   */
  holdConfirmations(lookups: number | 'unreachable'): void
  /** The next `sends` answers to POST /v2/transactions are lost: the node has the transactions, the client a 502. */
  loseSendAnswers(sends: number): void
  /** How many answers to a send the proxy lost so far. */
  lostSendAnswers(): number
  /** How many lookups of this transaction the proxy answered as pending. */
  heldLookups(txId: string): number
  close(): Promise<void>
}

const PENDING_PATH = /^\/v2\/transactions\/pending\/([A-Z2-7]{52})(?:\?|$)/
/** Set by fetch itself for the forwarded request. */
const HOP_HEADERS = new Set(['host', 'connection', 'content-length', 'transfer-encoding'])
const WAIT_FOR_BLOCK_PATH = /^\/v2\/status\/wait-for-block-after\/\d+/
const SEND_PATH = /^\/v2\/transactions(?:\?|$)/

async function body(request: IncomingMessage): Promise<Uint8Array<ArrayBuffer>> {
  const chunks: Buffer[] = []
  for await (const chunk of request) chunks.push(chunk as Buffer)
  return Uint8Array.from(Buffer.concat(chunks))
}

/** The node's pending answer as it was before the transaction was confirmed: its pool entry only. */
function stillInPool(answer: Uint8Array, json: boolean): Uint8Array {
  if (json) {
    const { txn, 'pool-error': poolError } = JSON.parse(Buffer.from(answer).toString('utf8'))
    return Buffer.from(JSON.stringify({ 'pool-error': poolError, txn }))
  }
  const decoded = msgpackRawDecodeAsMap(answer) as Map<unknown, unknown>
  const pooled = new Map<unknown, unknown>()
  for (const key of ['pool-error', 'txn']) if (decoded.has(key)) pooled.set(key, decoded.get(key))
  return msgpackRawEncode(pooled)
}

function isConfirmed(answer: Uint8Array, json: boolean): boolean {
  if (json) return Boolean(JSON.parse(Buffer.from(answer).toString('utf8'))['confirmed-round'])
  return Boolean((msgpackRawDecodeAsMap(answer) as Map<unknown, unknown>).get('confirmed-round'))
}

export async function startSlowAlgodProxy(algodUrl: string): Promise<SlowAlgodProxy> {
  let hold: number | 'unreachable' = 0
  let sendAnswersToLose = 0
  let sendAnswersLost = 0
  const held = new Map<string, number>()

  async function forward(path: string, request: IncomingMessage): Promise<Response> {
    const headers = new Headers()
    for (const [name, value] of Object.entries(request.headers)) {
      if (typeof value === 'string' && !HOP_HEADERS.has(name)) headers.set(name, value)
    }
    const method = request.method ?? 'GET'
    const payload = method === 'GET' || method === 'HEAD' ? undefined : await body(request)
    return fetch(`${algodUrl}${path}`, { method, headers, body: payload })
  }

  async function reply(response: ServerResponse, answer: Response, bytes?: Uint8Array): Promise<void> {
    const content = bytes ?? new Uint8Array(await answer.arrayBuffer())
    response.writeHead(answer.status, {
      'content-type': answer.headers.get('content-type') ?? 'application/octet-stream',
      'content-length': content.length,
    })
    response.end(content)
  }

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const path = request.url ?? '/'
    if (WAIT_FOR_BLOCK_PATH.test(path)) {
      await reply(response, await forward('/v2/status', request))
      return
    }
    if (SEND_PATH.test(path) && request.method === 'POST' && sendAnswersToLose > 0) {
      sendAnswersToLose--
      const answer = await forward(path, request)
      await answer.arrayBuffer()
      sendAnswersLost++
      response.writeHead(502, { 'content-type': 'application/json' })
      response.end(JSON.stringify({ message: 'bad gateway' }))
      return
    }
    const pending = PENDING_PATH.exec(path)
    if (!pending || hold === 0) {
      await reply(response, await forward(path, request))
      return
    }
    const txId = pending[1]
    if (hold === 'unreachable') {
      response.writeHead(503, { 'content-type': 'application/json' })
      response.end(JSON.stringify({ message: 'service unavailable' }))
      return
    }
    const answer = await forward(path, request)
    const bytes = new Uint8Array(await answer.arrayBuffer())
    const json = !path.includes('format=msgpack')
    const lookups = held.get(txId) ?? 0
    if (answer.ok && isConfirmed(bytes, json) && lookups < hold) {
      held.set(txId, lookups + 1)
      await reply(response, answer, stillInPool(bytes, json))
      return
    }
    await reply(response, answer, bytes)
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      response.writeHead(502, { 'content-type': 'application/json' })
      response.end(JSON.stringify({ message: `proxy: ${String(error)}` }))
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    holdConfirmations(lookups) {
      hold = lookups
    },
    loseSendAnswers(sends) {
      sendAnswersToLose = sends
    },
    lostSendAnswers: () => sendAnswersLost,
    heldLookups: (txId) => held.get(txId) ?? 0,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections()
        server.close((error) => (error ? reject(error) : resolve()))
      }),
  }
}
