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

/** What an account can spend above its minimum balance, and the address that signs for it when rekeyed. */
export interface AccountControl {
  spendable: bigint
  authAddress: string | null
}

export async function accountControl(algod: AlgodRest, address: string): Promise<AccountControl> {
  const [spendable, authAddress] = await Promise.all([
    algod.getSpendableBalance(address),
    algod.getAuthAddress(address),
  ])
  return { spendable, authAddress }
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
