/**
 * Which KMD account to connect, asked before connecting: the connection awaits `chooseKmdAccount`,
 * and KmdAccountDialog shows the accounts while the question is open. null answers a cancel.
 */
import { walletQuestion, type WalletQuestion } from './wallet-question'

export interface KmdAccountChoice {
  address: string
  /** 'Account 1', in KMD's own order, as use-wallet names them too. */
  name: string
  shortAddress: string
  /** The account the demo events belong to: the wallet's first. */
  demoOrganiser: boolean
}

const accounts = walletQuestion<KmdAccountChoice[], string>()

export type KmdAccountQuestion = WalletQuestion<KmdAccountChoice[], string>

/** The chosen account's address, or null when the person cancelled. */
export function chooseKmdAccount(choices: KmdAccountChoice[]): Promise<string | null> {
  return accounts.ask(choices)
}

export function followKmdAccountQuestion(listener: (question: KmdAccountQuestion | null) => void): () => void {
  return accounts.follow(listener)
}
