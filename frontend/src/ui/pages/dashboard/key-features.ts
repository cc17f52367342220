/** What DynaQR does, in four short paragraphs on the Dashboard. */
export interface KeyFeature {
  title: string
  text: string
}

export const KEY_FEATURES: readonly KeyFeature[] = [
  {
    title: 'Dynamic QR codes',
    text: 'Each QR code encodes a permanent resolver address. Change the destination at any time and printed codes stay valid.',
  },
  {
    title: 'Stored on Algorand',
    text: 'The destination, owner and counters live in a smart contract. Only the owner wallet can change them.',
  },
  {
    title: 'Tickets and attendance tokens',
    text: "Attendees register with a wallet app or just a passkey, pay in the event's currency (USDC, ALGO or another asset) when a ticket has a price, and receive a one-of-one token when they attend.",
  },
  {
    title: 'Scan analytics',
    text: 'Every successful resolve is counted on-chain, so organisers see how often their codes are scanned.',
  },
]
