/**
 * The ticket kept on the attendee's device: shown again at once after a reload, without a network,
 * saved as an image, or removed. In words any attendee reads (a passkey's too). Apart from
 * messages.ts, so that only the registration page carries them.
 */
export const OFFLINE_TICKET_MESSAGES = {
  title: 'Your ticket',
  /** The alternative text of the QR code image. */
  qrAlt: 'Your ticket QR code',
  eventLabel: 'Event',
  whenLabel: 'When',
  tierLabel: 'Ticket',
  nameLabel: 'Name',
  keptHere: 'Kept on this device, so it opens without a connection. Only this device holds it.',
  saveImage: 'Save ticket image',
  imageFailed: 'Could not make the ticket image',
  remove: 'Remove this ticket from this device',
  removeQuestion:
    'Remove this ticket from this device? Your registration stays: you can open the ticket again from this page.',
  removed: 'Ticket removed from this device',
  /** The ticket's state, as the event's records said it when last reached. */
  checking: 'Checking your ticket...',
  offline: 'No connection: this is the ticket as last checked.',
  used: 'You are checked in: this ticket has been used.',
  refunded: 'This registration was cancelled: the ticket no longer opens the door.',
  /** The line under the facts on the saved image. */
  imageFooter: 'Show this code at the entrance. It checks you in once.',
} as const
