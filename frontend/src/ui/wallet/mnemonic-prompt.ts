/**
 * The Mnemonic wallet's question for the 25 words, answered in the page's own dialog instead of
 * the browser's prompt: use-wallet awaits `promptForMnemonic`, and MnemonicDialog shows the
 * question while one is open. null answers a cancel.
 */
import { walletQuestion, type WalletQuestion } from './wallet-question'

const words = walletQuestion<void, string>()

export type MnemonicQuestion = WalletQuestion<void, string>

/** Asks for the words; a question still open is cancelled first. */
export function promptForMnemonic(): Promise<string | null> {
  return words.ask()
}

/** Follows the open question (null when none); returns the way to stop following. */
export function followMnemonicQuestion(listener: (question: MnemonicQuestion | null) => void): () => void {
  return words.follow(listener)
}

/** use-wallet's error when the question was answered with nothing. */
export function isMnemonicCancel(error: unknown): boolean {
  return error instanceof Error && /No mnemonic provided/i.test(error.message)
}

export const MNEMONIC_WORDS = 25

/** The words typed, one space apart, lower case; whatever separated them. */
export function normaliseMnemonic(text: string): string {
  return text.trim().toLowerCase().split(/\s+/).filter(Boolean).join(' ')
}
