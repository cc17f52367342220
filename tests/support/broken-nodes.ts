/**
 * Two nodes that do not answer as algod does, for the tests of what the web app does then: a
 * loopback port nobody listens on, and a gateway that answers every request with 503.
 */
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { ServiceConfig } from '../../frontend/src/config'

export interface BrokenNodes {
  /** A gateway answering 503 (upstream down) to every request. */
  failing: ServiceConfig
  /** A port that was free a moment ago: connections are refused. */
  unreachable: ServiceConfig
  /** Stops the gateway. */
  close(): Promise<void>
}

const loopback = (port: number): ServiceConfig => ({ server: 'http://127.0.0.1', port: String(port), token: '' })

export async function brokenNodes(): Promise<BrokenNodes> {
  const gateway = createServer((_request, response) => response.writeHead(503).end('{"message":"upstream down"}'))
  await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve))
  const closed = createServer()
  await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve))
  const unreachable = loopback((closed.address() as AddressInfo).port)
  await new Promise((resolve) => closed.close(resolve))
  return {
    failing: loopback((gateway.address() as AddressInfo).port),
    unreachable,
    close: () => new Promise((resolve) => gateway.close(() => resolve())),
  }
}
