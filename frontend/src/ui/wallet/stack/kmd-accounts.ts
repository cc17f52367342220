/**
 * Which of LocalNet's KMD accounts to connect, asked before any is connected: the accounts as the
 * dialog lists them (KMD's first owns the demo events that `npm start` seeds), and the question.
 * Loaded on the first KMD connection.
 */
import type { AppConfig } from '../../../config'
import { shortenAddress } from '../../../domain/text/format'
import { KMD_ACCOUNT_MESSAGES } from '../../../domain/wallet/kmd-account-messages'
import { chooseKmdAccount, type KmdAccountChoice } from '../kmd-account-prompt'
import { listKmdAccounts } from './kmd-wallet'

export function kmdAccountChoices(addresses: readonly string[]): KmdAccountChoice[] {
  return addresses.map((address, index) => ({
    address,
    name: KMD_ACCOUNT_MESSAGES.accountName(index + 1),
    shortAddress: shortenAddress(address),
    demoOrganiser: index === 0,
  }))
}

/** Lists the wallet's accounts and asks which to connect: its address, or null when the person cancelled. */
export async function askKmdAccount(kmd: AppConfig['kmd']): Promise<string | null> {
  const addresses = await listKmdAccounts(kmd)
  // use-wallet's own words for an empty wallet, which the connection reports as 'No accounts found in KMD'.
  if (addresses.length === 0) throw new Error('No accounts found')
  return chooseKmdAccount(kmdAccountChoices(addresses))
}
