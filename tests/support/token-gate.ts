/**
 * A private algod as a deployer may have one: a loopback endpoint that answers only requests
 * carrying its own secret token, passing them on to the real node with the node's token. Tests use
 * it to follow where a deployer's token goes.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

export interface TokenGate {
  server: string
  port: string
  token: string
  close(): Promise<void>
}

async function body(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = []
  for await (const chunk of request) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks)
}

export async function startTokenGate(node: { url: string; token: string }, token: string): Promise<TokenGate> {
  const server = createServer((request, response) => void answerProxied(request, response))
  async function answerProxied(request: IncomingMessage, response: ServerResponse) {
    if (request.headers['x-algo-api-token'] !== token) {
      response.writeHead(401).end('{"message":"Invalid API Token"}')
      return
    }
    const sent = await body(request)
    const answer = await fetch(`${node.url}${request.url}`, {
      method: request.method,
      headers: { 'X-Algo-API-Token': node.token, 'Content-Type': request.headers['content-type'] ?? '' },
      body: sent.length > 0 ? Uint8Array.from(sent) : undefined,
    })
    response.writeHead(answer.status, { 'Content-Type': answer.headers.get('content-type') ?? '' })
    response.end(Buffer.from(await answer.arrayBuffer()))
  }
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    server: 'http://127.0.0.1',
    port: String((server.address() as AddressInfo).port),
    token,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}
