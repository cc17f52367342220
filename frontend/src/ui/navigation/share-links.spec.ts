import { describe, expect, it } from 'vitest'
import { SHARE_LINK_MESSAGES } from '../../domain/qr/share-link-messages'
import { SHARE_MESSAGES } from '../../domain/qr/share-link-messages'
import { doorScreenLink, eventPageLink, pairingLink, qrCodeLink, registrationLink } from './share-links'

describe('share links', () => {
  it("shares the event's page, never the QR code's link", () => {
    const link = eventPageLink('https://app.example/', 'ALGO SUMMIT/1')
    expect(link).toEqual({
      url: 'https://app.example/events/ALGO%20SUMMIT%2F1',
      label: 'Copy event link',
      copied: 'Event link copied to clipboard',
      failed: 'Unable to share event link',
      fieldLabel: 'Link to the event page',
    })
    expect(link.url).not.toContain('/resolve')
  })

  it("names the QR code's link as the code's, with the resolver's toasts", () => {
    const resolverUrl = 'https://app.example/resolve?event=ALGO-1'
    expect(qrCodeLink(resolverUrl)).toEqual({
      url: resolverUrl,
      label: 'Copy QR code link',
      copied: 'Resolver URL copied',
      failed: 'Unable to copy resolver URL',
      fieldLabel: "The QR code's link",
    })
    expect(qrCodeLink(resolverUrl, SHARE_MESSAGES.resolverUrlCopiedToClipboard).copied).toBe(
      'Resolver URL copied to clipboard!',
    )
  })

  it('gives the attendee their registration page, and the door devices their own links', () => {
    expect(registrationLink('https://app.example', 'ALGO-1')).toMatchObject({
      url: 'https://app.example/events/ALGO-1/register',
      label: 'Copy link',
      copied: 'Registration link copied',
    })
    const door = 'https://app.example/events/ALGO-1/check-in'
    expect(doorScreenLink(door)).toMatchObject({ url: door, label: 'Copy door screen link' })
    expect(pairingLink(door)).toMatchObject({ url: door, label: 'Copy pairing link' })
    expect(pairingLink(door).copied).toBe(SHARE_LINK_MESSAGES.pairingLinkCopied)
  })
})
