/**
 * The Mnemonic wallet's question for the 25 words, answered in the page's own dialog instead of
 * the browser's prompt: use-wallet awaits `promptForMnemonic`, and MnemonicDialog shows the
 * question while one is open. null answers a cancel.
 */

export interface MnemonicQuestion {
  answer(mnemonic: string | null): void
}

type Listener = (question: MnemonicQuestion | null) => void

let open: MnemonicQuestion | null = null
const listeners = new Set<Listener>()

function publish() {
  for (const listener of listeners) listener(open)
}

/** Asks for the words; a question still open is cancelled first. */
export function promptForMnemonic(): Promise<string | null> {
  open?.answer(null)
  return new Promise((resolve) => {
    const question: MnemonicQuestion = {
      answer(mnemonic) {
        if (open !== question) return
        open = null
        publish()
        resolve(mnemonic)
      },
    }
    open = question
    publish()
  })
}

/** Follows the open question (null when none); returns the way to stop following. */
export function followMnemonicQuestion(listener: Listener): () => void {
  listeners.add(listener)
  listener(open)
  return () => listeners.delete(listener)
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
