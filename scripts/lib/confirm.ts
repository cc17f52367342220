/**
 * How a script confirms a send to MainNet: `--yes` on the command line confirms; at a terminal the
 * person types the confirmation words out; without a terminal and without `--yes` nothing is sent.
 */
import { createInterface } from 'node:readline/promises'

export type ConfirmationStep = 'confirmed' | 'ask' | 'refused'

export function confirmationStep(argv: readonly string[], isTerminal: boolean): ConfirmationStep {
  if (argv.includes('--yes')) return 'confirmed'
  return isTerminal ? 'ask' : 'refused'
}

/** The words typed confirm only when they are the words asked for (spaces around them aside). */
export function isTypedConfirmation(typed: string, words: string): boolean {
  return typed.trim() === words
}

/** Confirms from the command line or, at a terminal, by asking for `words` to be typed. */
export function confirmFromTerminal(argv: readonly string[], words: string): () => Promise<boolean> {
  return async () => {
    const step = confirmationStep(argv, process.stdin.isTTY === true)
    if (step !== 'ask') return step === 'confirmed'
    const prompt = createInterface({ input: process.stdin, output: process.stdout })
    try {
      return isTypedConfirmation(await prompt.question(`Type '${words}' to send: `), words)
    } finally {
      prompt.close()
    }
  }
}
