/**
 * LocalNet's KMD wallet, asked which accounts it holds before any is connected, so that the person
 * chooses one (KMD's first account owns the demo events that `npm start` seeds).
 */
import { Kmd } from 'algosdk'
import type { AppConfig } from '../../config'
import { shortenAddress } from '../../domain/format'
import { WALLET_MESSAGES } from '../../domain/messages'

export interface KmdAccountChoice {
  address: string
  /** 'Account 1', in KMD's own order, as use-wallet names them too. */
  name: string
  shortAddress: string
  /** The account the demo events belong to: the wallet's first. */
  demoOrganiser: boolean
}

/** The addresses of the wallet's accounts, in KMD's order (the order use-wallet connects them in). */
export async function listKmdAccounts(kmd: AppConfig['kmd']): Promise<string[]> {
  const client = new Kmd(kmd.token, kmd.server, kmd.port)
  const { wallets } = (await client.listWallets()) as { wallets: { id: string; name: string }[] }
  const wallet = wallets.find((candidate) => candidate.name === kmd.wallet)
  if (!wallet) throw new Error(WALLET_MESSAGES.kmdWalletMissing(kmd.wallet))
  const { wallet_handle_token: handle } = (await client.initWalletHandle(wallet.id, '')) as {
    wallet_handle_token: string
  }
  try {
    const { addresses } = (await client.listKeys(handle)) as { addresses?: string[] }
    return addresses ?? []
  } finally {
    await client.releaseWalletHandle(handle).catch(() => undefined)
  }
}

export function kmdAccountChoices(addresses: readonly string[]): KmdAccountChoice[] {
  return addresses.map((address, index) => ({
    address,
    name: WALLET_MESSAGES.kmdAccountName(index + 1),
    shortAddress: shortenAddress(address),
    demoOrganiser: index === 0,
  }))
}
