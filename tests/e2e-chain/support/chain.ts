/**
 * Node-side access to the app the global setup deployed: funded accounts (with their mnemonic for
 * the browser's Mnemonic wallet), KMD's first account (the one the web app's KMD wallet
 * connects), balances, and the web app's own chain layer to create and read events.
 */
import type { AlgorandClient } from '@algorandfoundation/algokit-utils'
import { getApplicationAddress } from 'algosdk'
import { AlgoAmount } from '@algorandfoundation/algokit-utils/types/amount'
import { secretKeyToMnemonic } from 'algosdk'
import { inject } from 'vitest'
import type { DynaEvent } from '../../../frontend/src/domain/event/event'
import type { Registration } from '../../../frontend/src/domain/registration/registration'
import type { ChainApi } from '../../../frontend/src/chain/node-api'
import { registrationByEventId } from '../../../scripts/lib/attendee-flow'
import { localNetAppConfig } from '../../../scripts/lib/fresh-dynaqr'
import { algorandFor, type SigningAccount } from '../../../scripts/lib/network'
import { chainApiFor } from '../../../scripts/lib/node-chain'
import { testLocalNet } from '../../support/localnet'

export interface Actor {
  account: SigningAccount
  address: string
  /** The 25 words, for use-wallet's Mnemonic wallet (fresh accounts only). */
  mnemonic: string
  chain: ChainApi
}

export interface ChainEnv {
  algorand: AlgorandClient
  appId: bigint
  /** A fresh account funded from the LocalNet dispenser with `microAlgos`. */
  fundedActor(microAlgos: bigint): Promise<Actor>
  /** The first account of KMD's default wallet: the demo organiser, the app's account dialog's first. */
  kmdOwner(): Promise<Omit<Actor, 'mnemonic'>>
  /** Every account of KMD's default wallet, in KMD's order. */
  kmdAddresses(): Promise<string[]>
  balance(address: string): Promise<bigint>
  /** The event as the web app reads it, or null. */
  event(eventId: string): Promise<DynaEvent | null>
  /** The attendee's registration for the event as the web app reads it, or null. */
  registration(eventId: string, attendee: string): Promise<Registration | null>
  /** The account of the attendance tokens app the DynaQr app names: the creator of its tokens. */
  tokensAppAddress(): Promise<string>
}

/** ALGO to microALGO, as the app converts prices. */
import { listKmdAccounts } from '../../../frontend/src/ui/wallet/stack/kmd-wallet'
export { algosToMicroAlgos as algos } from '../../../frontend/src/domain/money/algo'

export function chainEnv(): ChainEnv {
  const network = testLocalNet()
  const algorand = algorandFor(network)
  const appId = BigInt(inject('appId'))
  const config = localNetAppConfig(
    appId,
    {
      sponsor: { address: inject('scanSponsorAddress'), programBase64: inject('scanSponsorProgram') },
      attendeeSponsor: { address: inject('attendeeSponsorAddress'), programBase64: inject('attendeeSponsorProgram') },
    },
    network,
  )
  const chainFor = (account: SigningAccount) => chainApiFor(config, algorand, account, { origin: inject('baseUrl') })
  const reader = chainFor({ addr: algorand.account.random().addr, signer: async () => [] })

  return {
    algorand,
    appId,
    async fundedActor(microAlgos) {
      const random = algorand.account.random()
      const account: SigningAccount = { addr: random.addr, signer: random.signer }
      if (microAlgos > 0n) {
        const dispenser = await algorand.account.localNetDispenser()
        await algorand.send.payment({
          sender: dispenser.addr,
          receiver: random.addr,
          amount: AlgoAmount.MicroAlgo(microAlgos),
        })
      }
      return {
        account,
        address: random.addr.toString(),
        mnemonic: secretKeyToMnemonic(random.account.sk),
        chain: chainFor(account),
      }
    },
    async kmdOwner() {
      // No predicate: the wallet's first key, as use-wallet's KMD wallet makes it the active account.
      const first = await algorand.account.kmd.getWalletAccount(network.kmd!.wallet)
      if (!first) throw new Error(`KMD wallet ${network.kmd!.wallet} is missing or has no accounts`)
      const account: SigningAccount = { addr: first.addr, signer: first.signer }
      return { account, address: first.addr.toString(), chain: chainFor(account) }
    },
    kmdAddresses: () => listKmdAccounts(network.kmd!),
    async balance(address) {
      return (await algorand.account.getInformation(address)).balance.microAlgo
    },
    event: (eventId) => reader.getEvent(eventId),
    registration: (eventId, attendee) => registrationByEventId(reader, eventId, attendee),
    async tokensAppAddress() {
      const state = await algorand.app.getGlobalState(appId)
      const tokenApp = state.tokenApp?.value
      if (typeof tokenApp !== 'bigint') throw new Error(`app ${appId} names no attendance tokens app`)
      return getApplicationAddress(tokenApp).toString()
    },
  }
}
