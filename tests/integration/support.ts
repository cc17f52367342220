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
