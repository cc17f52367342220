/** An event's texts on chain: what the forms say of their size and limits. */

function textTooLong(over: string, limit: string): string {
  return `This text is ${over} ${over === '1' ? 'byte' : 'bytes'} too long: Algorand stores at most ${limit} bytes here. Shorten it to continue.`
}

/**
 * An event's texts on chain (event-note.ts): how many bytes they take, the form's limits and what
 * carrying them costs. Figures arrive formatted ('8,000', '0.002 ALGO').
 */
export const DETAILS_MESSAGES = {
  /** The details do not fit in the notes of one group; nothing was signed. */
  tooLong: (bytes: number, max: number) =>
    `The event's texts take ${bytes.toLocaleString('en-US')} bytes on Algorand, ${(bytes - max).toLocaleString('en-US')} more than the ${max.toLocaleString('en-US')} one transaction group can carry. Shorten the description or the ticket tier texts, then try again. Nothing was sent.`,
  /** Under a text with a limit: how much of it is used. */
  used: (used: string, limit: string) => `${used} of ${limit} bytes`,
  /** Under a text near its limit. */
  left: (left: string) => (left === '1' ? '1 byte left' : `${left} bytes left`),
  /** Under a text past its limit (the field's label says which): the form does not go on until it is shorter. */
  over: textTooLong,
  /** The same where the field is not beside it (a toast). */
  overIn: (label: string, over: string, limit: string) => `${label}: ${textTooLong(over, limit)}`,
  /** What a byte is, said once under the description. */
  bytesExplained:
    'Most letters take 1 byte; accented letters, line breaks and quotes take 2, Chinese, Japanese or Korean characters 3, emoji 4.',
  /** The wizard's last step, where it says what creating costs: the texts' share. */
  creationCost: (notes: number, fee: string) =>
    notes <= 1
      ? "The event's texts fit in the note of the creating transaction: they add nothing to its cost."
      : `The event's texts take ${notes} transaction notes: creating also sends ${notes - 1} ${notes - 1 === 1 ? 'payment' : 'payments'} of 0 ALGO from your account to itself that carry them, each one more network fee of 0.001 ALGO (${fee} in all).`,
  /** The texts are over what one group carries: creating will refuse, so the form says it first. */
  creationTooLong: "The event's texts are longer than Algorand can carry in one transaction group: shorten them first.",
  /** Creating stops here when a step holds a text past its limit. */
  overLimitInStep: (step: string) => `Please shorten the texts that are over their limit in ${step}.`,
} as const
