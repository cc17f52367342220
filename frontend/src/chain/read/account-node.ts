/**
 * What an account that signs in the browser asks of the node before it signs: the network's
 * identity (its genesis hash, which the account's key is made for) and who controls an account
 * now (its authorised signer, once rekeyed).
 */
import type { AppConfig } from '../../config'
import { createAlgodRest, type AlgodRest } from '../node/algod-rest'

export interface AccountNode {
  /** The genesis hash of the node's network; read once, asked again after a failure. */
  genesisHash(): Promise<Uint8Array>
  /** The account's authorised signer when it is rekeyed, else null. */
  authAddress(address: string): Promise<string | null>
}

export function accountNodeOver(algod: Pick<AlgodRest, 'getTransactionParams' | 'getAuthAddress'>): AccountNode {
  let genesis: Promise<Uint8Array> | null = null
  return {
    genesisHash() {
      if (!genesis) {
        const asked = algod.getTransactionParams().then((params) => params.genesisHash)
        asked.catch(() => {
          if (genesis === asked) genesis = null
        })
        genesis = asked
      }
      return genesis
    },
    authAddress: (address) => algod.getAuthAddress(address),
  }
}

export function createAccountNode(config: AppConfig, fetchImpl: typeof fetch = fetch.bind(globalThis)): AccountNode {
  return accountNodeOver(createAlgodRest(config.algod, fetchImpl, config.algodFallback))
}
