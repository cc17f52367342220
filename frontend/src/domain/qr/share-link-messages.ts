/**
 * The buttons that copy a link, and the fields that show it when the clipboard refuses. The event's
 * page is the link to share; the QR code's own link (the resolver's) stays beside the code, since
 * every visit to it counts as a scan. Apart from messages.ts, which the app's first screen loads:
 * only the pages with such a button carry them.
 */
export const SHARE_LINK_MESSAGES = {
  copyEventLink: 'Copy event link',
  /** The same button's name where several events are listed. */
  copyEventLinkFor: (eventName: string) => `Copy event link for ${eventName}`,
  eventLinkField: 'Link to the event page',
  copyQrLink: 'Copy QR code link',
  qrLinkField: "The QR code's link",
  /** Beside the QR code's link: why it is not the link to share. */
  qrLinkHint: "The QR code's link: opening it counts as a scan. To invite people, share the event link.",
  copyRegistrationLink: 'Copy link',
  registrationLinkField: 'Your registration link',
  copyPairingLink: 'Copy pairing link',
  pairingLinkCopied: 'Pairing link copied',
  copyDoorScreenLink: 'Copy door screen link',
  doorLinkField: 'Door device link',
} as const

/** Copying links: the toasts (the buttons' own texts are in share-link-messages.ts). */
export const SHARE_MESSAGES = {
  clipboardUnavailable: 'Clipboard unavailable',
  resolverUrlCopiedToClipboard: 'Resolver URL copied to clipboard!',
  resolverUrlCopied: 'Resolver URL copied',
  copyResolverUrlFailed: 'Unable to copy resolver URL',
  eventLinkCopied: 'Event link copied to clipboard',
  registrationLinkCopied: 'Registration link copied',
  shareFailed: 'Unable to share event link',
} as const
