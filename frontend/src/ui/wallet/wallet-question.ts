/**
 * A question a wallet's connection asks the person (the Mnemonic wallet's 25 words, which KMD
 * account to connect), answered in the page's own dialog: the connection awaits `ask`, and the
 * dialog follows the open question. One question at a time; a new one cancels the one still open.
 * null answers a cancel.
 */
export interface WalletQuestion<Q, A> {
  /** What the dialog shows (the KMD accounts to choose from; nothing for the words). */
  details: Q
  answer(value: A | null): void
}

export interface WalletQuestionChannel<Q, A> {
  ask(details: Q): Promise<A | null>
  /** Follows the open question (null when none); returns the way to stop following. */
  follow(listener: (question: WalletQuestion<Q, A> | null) => void): () => void
}

export function walletQuestion<Q, A>(): WalletQuestionChannel<Q, A> {
  type Listener = (question: WalletQuestion<Q, A> | null) => void
  let open: WalletQuestion<Q, A> | null = null
  const listeners = new Set<Listener>()
  const publish = () => listeners.forEach((listener) => listener(open))
  return {
    ask(details) {
      open?.answer(null)
      return new Promise((resolve) => {
        const question: WalletQuestion<Q, A> = {
          details,
          answer(value) {
            if (open !== question) return
            open = null
            publish()
            resolve(value)
          },
        }
        open = question
        publish()
      })
    },
    follow(listener) {
      listeners.add(listener)
      listener(open)
      return () => listeners.delete(listener)
    },
  }
}
