/**
 * An event's permanent QR code (its resolver URL), wherever the organiser needs it: shown, saved as
 * a print-resolution PNG or as SVG, and laid out on a printable poster. The code's own link is shown
 * and copied only here, named as the QR code's: every visit to it counts as a scan.
 */
import { useEffect, useState } from 'react'
import toast from 'react-hot-toast'
import { GENERATOR_MESSAGES } from '../../domain/event/create-messages'
import { SHARE_LINK_MESSAGES } from '../../domain/qr/share-link-messages'
import { posterPath } from '../navigation/event-paths'
import { saveText, saveUrl } from '../platform/download'
import { PRINT_QR_PIXELS, qrDownloadName, qrImageDataUrl, qrSvg } from '../platform/qr'
import { Button, LinkButton } from './Button'
import { Card } from './Card'
import { CopyLinkButton } from './CopyLinkButton'
import { qrCodeLink } from '../navigation/share-links'
import './EventQrCard.css'

interface EventQrCardProps {
  eventId: string
  resolverUrl: string
  /** Heading level inside the page: h2 by default. */
  headingLevel?: 2 | 3
}

export function EventQrCard({ eventId, resolverUrl, headingLevel }: EventQrCardProps) {
  const [image, setImage] = useState<string | null>(null)
  useEffect(() => {
    void qrImageDataUrl(resolverUrl).then(setImage, () => setImage(null))
  }, [resolverUrl])

  async function downloadPng() {
    try {
      saveUrl(await qrImageDataUrl(resolverUrl, PRINT_QR_PIXELS), qrDownloadName(eventId))
      toast.success(GENERATOR_MESSAGES.downloaded)
    } catch {
      toast.error(GENERATOR_MESSAGES.noImage)
    }
  }

  async function downloadSvg() {
    try {
      saveText(await qrSvg(resolverUrl), qrDownloadName(eventId, 'svg'), 'image/svg+xml')
      toast.success(GENERATOR_MESSAGES.downloaded)
    } catch {
      toast.error(GENERATOR_MESSAGES.noImage)
    }
  }

  return (
    <Card
      title="QR code"
      subtitle="Print it once: it always sends scanners to the destination you set here."
      headingLevel={headingLevel}
      data-testid="event-qr"
    >
      {image && (
        <img
          className="event-qr__image"
          src={image}
          width={256}
          height={256}
          alt={`QR code for ${resolverUrl}`}
          data-testid="event-qr-image"
        />
      )}
      <p className="event-qr__link-hint muted" id={`event-qr-link-hint-${eventId}`}>
        {SHARE_LINK_MESSAGES.qrLinkHint}
      </p>
      <p className="mono event-qr__url" data-testid="event-qr-url">
        {resolverUrl}
      </p>
      <div className="event-qr__actions">
        <Button size="small" onClick={() => void downloadPng()} data-testid="event-qr-png">
          Download PNG (print)
        </Button>
        <Button size="small" variant="secondary" onClick={() => void downloadSvg()} data-testid="event-qr-svg">
          Download SVG
        </Button>
        <LinkButton variant="secondary" size="small" to={posterPath(eventId)} data-testid="event-qr-poster">
          Printable poster
        </LinkButton>
        <CopyLinkButton
          size="small"
          variant="ghost"
          link={qrCodeLink(resolverUrl)}
          aria-describedby={`event-qr-link-hint-${eventId}`}
          data-testid="event-qr-copy"
        />
      </div>
    </Card>
  )
}
