/**
 * The passkey account as a use-wallet wallet (WalletId.CUSTOM, named "Passkey"): connect opens the
 * account (or takes the one the panel just opened), resumeSession takes the address a reload left
 * logged in, disconnect drops the key, and both signing entry points go through the session.
 */
import { WalletId, type CustomProvider, type SupportedWallet, type WalletAccount } from '@txnlab/use-wallet-react'
import type { Transaction } from 'algosdk'
import type { AppConfig } from '../../../config'
import { PASSKEY_MESSAGES } from '../../../domain/messages/messages'
import type { PasskeySession } from '../passkey/passkey-session'
import { passkeySessionFor } from '../passkey/passkey-sessions'
import { flattenGroups, type GroupItem } from './passkey-signer'

export const PASSKEY_WALLET_NAME = PASSKEY_MESSAGES.passkey

const accountEntry = (address: string): WalletAccount => ({ name: PASSKEY_MESSAGES.title, address })

type PasskeyProvider = Required<
  Pick<CustomProvider, 'connect' | 'disconnect' | 'resumeSession' | 'signTransactions' | 'transactionSigner'>
>

export function passkeyProvider(session: PasskeySession): PasskeyProvider {
  async function signTransactions<T extends Transaction[] | Uint8Array[]>(groups: T | T[], indexes?: number[]) {
    return session.sign(flattenGroups(groups as GroupItem[] | GroupItem[][]), indexes)
  }
  return {
    async connect(args) {
      const account = session.current() ?? (await session.open({ create: args?.create === true }))
      return [accountEntry(account.address)]
    },
    async disconnect() {
      session.close()
    },
    async resumeSession() {
      const address = session.resume()
      return address ? [accountEntry(address)] : undefined
    },
    signTransactions,
    async transactionSigner(group, indexes) {
      const signed = await signTransactions(group, indexes)
      return indexes.map((index) => {
        const blob = signed[index]
        if (!blob) throw new Error(`transaction ${index} was not signed`)
        return blob
      })
    },
  }
}

/** The use-wallet entry of the passkey wallet for this network and app. */
export function passkeyWallet(config: AppConfig): SupportedWallet {
  return {
    id: WalletId.CUSTOM,
    options: { provider: passkeyProvider(passkeySessionFor(config)) },
    metadata: { name: PASSKEY_WALLET_NAME },
  }
}
