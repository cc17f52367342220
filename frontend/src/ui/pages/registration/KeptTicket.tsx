/**
 * A ticket this device keeps: the QR code the door scans with the event's name, date, tier and
 * the attendee's name beside it, and what the attendee can do with it (save it as an image,
 * remove it from this device). Drawn from storage alone: no wallet, no network.
 */
import { useEffect, useState } from 'react'
import toast from 'react-hot-toast'
import { formatSchedule } from '../../../domain/time/date-format'
import { OFFLINE_TICKET_MESSAGES as TEXT } from '../../../domain/check-in/offline-ticket-messages'
import { Button } from '../../components/Button'
import { saveBlob } from '../../platform/download'
import { qrImageDataUrl } from '../../platform/qr'
import type { SavedTicket } from '../../platform/saved-tickets'
import { ticketImage, ticketImageFileName } from '../../platform/ticket-image'
import { opensTheDoor } from './saved-ticket-model'
import './KeptTicket.css'

/** Large enough to read from a phone held at arm's length in front of a door camera. */
export const TICKET_QR_PIXELS = 320

interface KeptTicketProps {
  ticket: SavedTicket
  /** Whether it is kept on this device (storage may refuse it): only then can it be removed. */
  kept: boolean
  onRemove: () => void
}

/** The dates as the app shows them everywhere, in the event's zone; null without a date. */
function ticketSchedule(ticket: SavedTicket): string | null {
  return formatSchedule(ticket.startsAt, ticket.endsAt, ticket.zone)
}

export function KeptTicket({ ticket, kept, onRemove }: KeptTicketProps) {
  const [image, setImage] = useState<{ code: string; url: string }>()
  const [saving, setSaving] = useState(false)
  const opens = opensTheDoor(ticket)
  const schedule = ticketSchedule(ticket)

  useEffect(() => {
    let current = true
    void qrImageDataUrl(ticket.code, TICKET_QR_PIXELS).then((url) => {
      if (current) setImage({ code: ticket.code, url })
    })
    return () => {
      current = false
    }
  }, [ticket.code])

  async function saveImage() {
    setSaving(true)
    try {
      const lines = [schedule, ticket.tierName, ticket.attendeeName].filter((line): line is string => Boolean(line))
      const blob = await ticketImage({ code: ticket.code, title: ticket.eventName, lines, footer: TEXT.imageFooter })
      saveBlob(blob, ticketImageFileName(ticket.eventId))
    } catch {
      toast.error(TEXT.imageFailed)
    }
    setSaving(false)
  }

  function remove() {
    if (!window.confirm(TEXT.removeQuestion)) return
    onRemove()
    toast.success(TEXT.removed)
  }

  return (
    <div className="kept-ticket" data-testid="kept-ticket">
      {opens && image?.code === ticket.code && (
        <img src={image.url} alt={TEXT.qrAlt} className="registration__ticket-qr" data-testid="ticket-qr" />
      )}
      <dl className="kv kept-ticket__facts" data-testid="kept-ticket-facts">
        <div>
          <dt>{TEXT.eventLabel}</dt>
          <dd data-testid="kept-ticket-event">{ticket.eventName}</dd>
        </div>
        {schedule && (
          <div>
            <dt>{TEXT.whenLabel}</dt>
            <dd data-testid="kept-ticket-when">{schedule}</dd>
          </div>
        )}
        <div>
          <dt>{TEXT.tierLabel}</dt>
          <dd data-testid="kept-ticket-tier">{ticket.tierName}</dd>
        </div>
        {ticket.attendeeName && (
          <div>
            <dt>{TEXT.nameLabel}</dt>
            <dd data-testid="kept-ticket-name">{ticket.attendeeName}</dd>
          </div>
        )}
      </dl>
      {kept && <p className="muted kept-ticket__where">{TEXT.keptHere}</p>}
      <div className="kept-ticket__actions">
        {opens && (
          <Button
            variant="secondary"
            size="small"
            busy={saving}
            onClick={() => void saveImage()}
            data-testid="ticket-save-image"
          >
            {TEXT.saveImage}
          </Button>
        )}
        {kept && (
          <Button variant="ghost" size="small" onClick={remove} data-testid="ticket-remove">
            {TEXT.remove}
          </Button>
        )}
      </div>
    </div>
  )
}
