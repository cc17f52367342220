/**
 * The links the app lets people copy, each with its button's label and its toasts. The event's page
 * is the link to share anywhere; the QR code's link (/resolve) only beside the code itself, since
 * opening it spends the event's scan budget and counts as a scan.
 */
import { SHARE_MESSAGES } from '../../domain/qr/share-link-messages'
import { SHARE_LINK_MESSAGES } from '../../domain/qr/share-link-messages'
import { eventPageUrl, registrationPageUrl } from './event-paths'

export interface ShareLink {
  url: string
  /** The button's text. */
  label: string
  copied: string
  failed: string
  /** The label of the field the link appears in when the clipboard refuses. */
  fieldLabel: string
}

/** The event's public page: what the Events list, Manage and the wizard's success screen share. */
export function eventPageLink(origin: string, eventId: string): ShareLink {
  return {
    url: eventPageUrl(origin, eventId),
    label: SHARE_LINK_MESSAGES.copyEventLink,
    copied: SHARE_MESSAGES.eventLinkCopied,
    failed: SHARE_MESSAGES.shareFailed,
    fieldLabel: SHARE_LINK_MESSAGES.eventLinkField,
  }
}

/** The link the QR code encodes (`{base}/resolve?event={id}`), where the code is shown. */
export function qrCodeLink(resolverUrl: string, copied: string = SHARE_MESSAGES.resolverUrlCopied): ShareLink {
  return {
    url: resolverUrl,
    label: SHARE_LINK_MESSAGES.copyQrLink,
    copied,
    failed: SHARE_MESSAGES.copyResolverUrlFailed,
    fieldLabel: SHARE_LINK_MESSAGES.qrLinkField,
  }
}

/** The attendee's own registration page, which shows their registration again on any device. */
export function registrationLink(origin: string, eventId: string): ShareLink {
  return {
    url: registrationPageUrl(origin, eventId),
    label: SHARE_LINK_MESSAGES.copyRegistrationLink,
    copied: SHARE_MESSAGES.registrationLinkCopied,
    failed: SHARE_MESSAGES.shareFailed,
    fieldLabel: SHARE_LINK_MESSAGES.registrationLinkField,
  }
}

/** A door's check-in screen, to open on the tablet or phone that will scan tickets. */
export function doorScreenLink(url: string): ShareLink {
  return { ...doorLink(url), label: SHARE_LINK_MESSAGES.copyDoorScreenLink }
}

/** A door device's pairing page, to open in the organiser's browser. */
export function pairingLink(url: string): ShareLink {
  return { ...doorLink(url), label: SHARE_LINK_MESSAGES.copyPairingLink }
}

function doorLink(url: string): Omit<ShareLink, 'label'> {
  return {
    url,
    copied: SHARE_LINK_MESSAGES.pairingLinkCopied,
    failed: SHARE_MESSAGES.clipboardUnavailable,
    fieldLabel: SHARE_LINK_MESSAGES.doorLinkField,
  }
}
