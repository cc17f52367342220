/** LocalNet's KMD wallet asked, through algosdk's client, which accounts it holds. */
import { Kmd } from 'algosdk'
import type { AppConfig } from '../../../config'
import { KMD_ACCOUNT_MESSAGES } from '../../../domain/wallet/kmd-account-messages'

/** The addresses of the wallet's accounts, in KMD's order (the order use-wallet connects them in). */
export async function listKmdAccounts(kmd: AppConfig['kmd']): Promise<string[]> {
  const client = new Kmd(kmd.token, kmd.server, kmd.port)
  const { wallets } = (await client.listWallets()) as { wallets: { id: string; name: string }[] }
  const wallet = wallets.find((candidate) => candidate.name === kmd.wallet)
  if (!wallet) throw new Error(KMD_ACCOUNT_MESSAGES.walletMissing(kmd.wallet))
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
