/**
 * The texts of handing a passkey account to a wallet app: the registered attendee's card and the
 * write path that does it. Apart from messages.ts, which every screen loads.
 */

/** Moving a passkey account to a wallet app: the write's refusals (the page's texts are in registration-page-messages.ts). */
export const ACCOUNT_MOVE_MESSAGES = {
  invalidAddress: 'This is not an account address: copy it again from your wallet app.',
  sameAccount: 'This is this account itself: enter the address of your wallet app.',
  needsFunds: 'The move is recorded on Algorand for a small fee, and this account holds nothing to pay it.',
  failed: 'The account could not be moved',
} as const

/**
 * Moving a passkey account to a wallet app of one's own (the attendee opens this themselves, so it
 * may name the wallet). `missing` and `wallet` come formatted.
 */
export const ACCOUNT_MOVE_TEXTS = {
  /** What the attendee sees before opening it: in their words, as the rest of their page. */
  summary: 'Keep your tickets and tokens in an app of your own',
  title: 'Move to a wallet app of your own',
  intro:
    'Your tickets and attendance tokens belong to your passkey account. You can hand that account to a wallet app you install (Pera, Defly, Lute and others): everything stays where it is, and from then on that wallet app uses it.',
  consequences:
    'After the move, your passkey no longer opens this account: only the wallet app does, and DynaQR cannot undo it. Make sure you control that wallet app and have its recovery words.',
  addressLabel: "Your wallet app's account address",
  addressHint: 'Copy it from your wallet app: 58 capital letters and digits.',
  checkFunds: 'I have sent it',
  fund: (missing: string, address: string) =>
    `From your wallet app, send at least ${missing} to this account (${address}); the move then takes its fee from it, and the rest stays in the account.`,
  confirm: (wallet: string) => `Yes, move this account to ${wallet} for good`,
  move: 'Move my account',
  moving: 'Moving…',
  moved: (wallet: string) => `Done: this account is now used by your wallet app (${wallet}).`,
  handedOver: (wallet: string) =>
    `This account was moved to a wallet app (${wallet}): open it there, or connect that wallet here.`,
} as const
