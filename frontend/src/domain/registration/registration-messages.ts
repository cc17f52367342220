/**
 * The texts of registering and attending: the registration page's form and completion, and the
 * chain layer's writes behind them. Apart from messages.ts, which every screen loads, so that only
 * the registration page and the write path carry them.
 */

import { WALLET_MESSAGES } from '../messages/messages'

export { ATTENDANCE_MESSAGES } from './attendance-messages'

export const REGISTRATION_MESSAGES = {
  /** A refund that also closed the event to the attendee's account. */
  cancelledAndClosed:
    'The organizer cancelled this registration, refunded it and closed this event to this account: it cannot register again.',
  connectWallet: WALLET_MESSAGES.connectFirst,
  walletNotConnected: WALLET_MESSAGES.notConnected,
  requiredFields: 'Please fill in all required fields',
  invalidEmail: 'Please enter a valid email address',
  eventNotFound: 'Event not found',
  eventInactive: 'Event is not active',
  invalidTier: 'Invalid ticket tier',
  alreadyRegistered: 'Already registered',
  loadFailed: 'Failed to load event details',
  registrationLoadFailed: 'Failed to load the registration',
  /** Amounts already formatted as ALGO with 4 decimals. */
  insufficientBalance: (required: string, available: string) =>
    `Insufficient ALGO balance. Required: ${required}, Available: ${available}`,
  /** The tier's on-chain price moved after the page showed it; nothing was signed. `price` as offered ('12 ALGO', 'Free'). */
  priceChanged: (price: string) =>
    `The ticket price changed since this page loaded (now ${price}). Nothing was sent: check the new price and register again.`,
  success: 'Registration successful! You will receive an attendance token when you attend the event.',
  failed: 'Registration failed',
  cancelFailed: 'Could not cancel the registration',
  onWaitlist: (paid: boolean) =>
    paid
      ? 'You are on the waitlist. If a seat frees up, the organiser offers it to the waitlist in order, and your payment, held until then, goes to them. You can leave the waitlist at any time and get it back at once.'
      : 'You are on the waitlist. If a seat frees up, the organiser offers it to the waitlist in order, and this page shows your ticket.',
  /** On an event whose free tickets need only a passkey, where the chosen ticket is paid. */
  paidNeedsWallet: (currency: string) =>
    `This ticket is paid for in ${currency}, so buying it takes a wallet app that holds some. The free tickets need only a passkey.`,
  /** A ticket priced in an asset the account holds too little of: `missing` comes formatted ('5.00 USDC'). */
  needsCurrency: (currency: string, missing: string) =>
    `This ticket is paid in ${currency}, and this account holds too little: ${missing} more is needed. Nothing was sent.`,
  currencyFrozen: (currency: string) =>
    `This ticket is paid in ${currency}, and its issuer has frozen this account's ${currency}, so it cannot pay. Nothing was sent.`,
  /** Where the attendee pays the costs and the account cannot: `missing` comes formatted. */
  needsAlgo: (missing: string) =>
    `Registering for this event needs an account holding ALGO: its organiser does not cover network costs, and ${missing} more is needed.`,
  /** Under the attendee's registration link on the completion page. */
  keepLink:
    'Your registration and ticket live on Algorand: open this link on any device and connect this wallet to see them again.',
  /** Before signing, where the organiser approves each registration: what happens to the payment. */
  approvalNotice: (paid: boolean) =>
    paid
      ? 'The organiser approves each registration. Your payment is held until they decide: it goes to the organiser if they approve, and comes back to your wallet if they decline.'
      : 'The organiser approves each registration: your ticket appears here once they do.',
  /** After registering for an event whose organiser approves each registration. */
  sentForApproval: "Registration sent: it now waits for the organiser's approval.",
  /** The completion page while the organiser has not decided. */
  waitingForApproval: (paid: boolean) =>
    paid
      ? 'The organiser approves each registration. Your ticket appears on this page once they do. Your payment is held until then, and comes back to your wallet if they decline.'
      : 'The organiser approves each registration. Your ticket appears on this page once they do.',
  /** The completion page once the organiser declined the registration. */
  declined: (paid: boolean) =>
    paid
      ? 'The organiser declined this registration. Your payment was returned to your wallet.'
      : 'The organiser declined this registration.',
  /** After `declined`, where the organiser also closed the event to the account. */
  closedAfterDecline: 'This event is closed to this account: it cannot register again.',
  /** The step the attendee waits on before the ticket. */
  approvalStep: "Wait for the organiser's approval: this page shows your ticket once they approve.",
  /** The side panel's payment text, where the organiser approves each registration. */
  /** `currency`: what the event's tickets are paid in (ALGO, USDC). */
  heldPayment: (currency: string) =>
    `Paid tickets are paid in ${currency} to the DynaQR app, in one step with your registration. The app holds the payment until the organiser decides: it goes to the organiser if they approve, and back to you if they decline.`,
  /** The form is filled; a wallet is the last thing needed. Amounts already formatted. */
  connectLast: (total: string, deposit: string) =>
    `Last step: connect the wallet that will hold your ticket, then complete your registration. It costs ${total}, plus a ${deposit} deposit for your registration record, which stays with it.`,
} as const
