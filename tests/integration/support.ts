/** What every chain test file needs: its own DynaQR app, funded accounts, the app's chain layer. */
export { createdEvent, eventInput, registrationForm, tier, uniqueId } from '../support/chain-inputs'
import type { ChainApi } from '../../frontend/src/chain/api'
import { dynaqrOnLocalNet, type LocalNetDynaQr } from '../../scripts/lib/fresh-dynaqr'
import type { SigningAccount } from '../../scripts/lib/network'
import { chainApiFor, memoryStorage } from '../../scripts/lib/node-chain'

export interface Actor {
  account: SigningAccount
  address: string
  chain: ChainApi
  /** The browser storage this actor's web app would hold (event and registration metadata). */
  storage: Storage
}

export interface ChainTestNet extends LocalNetDynaQr {
  actor(algos?: number): Promise<Actor>
}

export async function chainTestNet(): Promise<ChainTestNet> {
  const net = await dynaqrOnLocalNet()
  return {
    ...net,
    async actor(algos = 20) {
      const account = await net.fundedAccount(algos)
      const storage = memoryStorage()
      return { account, address: account.addr.toString(), chain: chainApiFor(net.config, net.algorand, account, { storage }), storage }
    },
  }
}

/**
 * Counts the requests this process sends to algod at `algodUrl`, by wrapping globalThis.fetch.
 * Install it before creating the chain layer to count: algod-rest binds fetch when created.
 */
export function countAlgodRequests(algodUrl: string): { readonly count: number; restore(): void } {
  const original = globalThis.fetch
  let count = 0
  globalThis.fetch = (input, init) => {
    if (String(input instanceof Request ? input.url : input).startsWith(algodUrl)) count++
    return original(input, init)
  }
  return {
    get count() {
      return count
    },
    restore: () => {
      globalThis.fetch = original
    },
  }
}
