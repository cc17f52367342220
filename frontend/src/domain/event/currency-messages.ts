/** What the organiser reads when choosing the event's currency. */
import type { MoneyUnit } from '../money/amount'

export const CREATE_CURRENCY_MESSAGES = {
  /** The currency as the choice lists it. */
  option: (unit: MoneyUnit) => (unit.assetId === undefined ? unit.code : `${unit.code} (asset ${unit.assetId})`),
  /** Under the choice: what attendees pay in, and what the organiser's account needs. */
  hint: (unit: MoneyUnit) =>
    unit.assetId === undefined
      ? "Attendees pay in ALGO, whose value in dollars moves: a ticket's worth on the day may differ."
      : `Attendees pay in ${unit.code}, and refunds go back in ${unit.code}. If your account does not hold ${unit.code} yet, creating the event opts it in (0.1 ALGO set aside in your account).`,
  otherOption: 'Another asset…',
  otherHint:
    "Any Algorand standard asset, by its number (the asset ID your wallet or an explorer shows). Its issuer's freeze and clawback apply to the payments.",
  assetIdLabel: 'Asset ID',
  useAsset: 'Use this asset',
  invalidAssetId: "Enter the asset's number, as your wallet or an explorer shows it.",
  noSuchAsset: (assetId: bigint) => `No asset ${assetId} exists on this network.`,
  lookupFailed: 'Could not read the asset from the network. Try again.',
  lookingUp: 'Reading the asset…',
} as const
