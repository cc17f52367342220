/** What the wallet panel and the debug panel show of the node: a balance, and whether the node answers. */
import type { AlgodRest } from '../node/algod-rest'

export interface NetworkStatus {
  status: 'online' | 'offline'
  blockHeight: number
  responseTime: number
}

export async function getBalance(algod: AlgodRest, address: string): Promise<bigint> {
  try {
    return await algod.getAccountAmount(address)
  } catch {
    return 0n // an unreadable balance shows as an empty wallet rather than an error
  }
}

export async function networkStatus(
  algod: AlgodRest,
  clock: () => number = () => performance.now(),
): Promise<NetworkStatus> {
  const started = clock()
  try {
    const lastRound = await algod.getLastRound()
    return { status: 'online', blockHeight: Number(lastRound), responseTime: Math.round(clock() - started) }
  } catch {
    return { status: 'offline', blockHeight: 0, responseTime: 0 }
  }
}
