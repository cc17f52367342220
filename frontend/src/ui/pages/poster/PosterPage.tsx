/**
 * A printable poster of an event (/events/:eventId/poster): its name, date, venue and permanent QR
 * code, laid out for an A4 or Letter page; the app's navigation does not print.
 */
import { useEffect, useState } from 'react'
import { useParams } from 'react-router-dom'
import { EVENT_DATA_MESSAGES } from '../../../domain/messages/messages'
import type { DynaEvent } from '../../../domain/event/event'
import { useEvent } from '../../chain-hooks/useEvent'
import { Button } from '../../components/Button'
import { EventLoading, EventNotFound } from '../../components/EventLoadStates'
import { qrImageDataUrl } from '../../platform/qr'
import { eventSchedule } from '../../../domain/event/event-time'
import './PosterPage.css'

/** Large enough for a sharp code across half a printed page. */
const POSTER_QR_PIXELS = 1_024

export default function PosterPage() {
  const { eventId = '' } = useParams()
  const { state } = useEvent(eventId, EVENT_DATA_MESSAGES.loadFailed)
  if (state.status === 'loading') return <EventLoading testId="poster-loading" />
  if (state.status === 'failed' || !state.value) return <EventNotFound eventId={eventId} testId="poster-not-found" />
  return <Poster event={state.value} />
}

function venueLines(event: DynaEvent): string[] {
  const venue = event.metadata.venue
  if (!venue) return []
  const place = [venue.city, venue.state, venue.country].filter((part) => part?.trim()).join(', ')
  return [venue.name, venue.address, place].filter((line): line is string => Boolean(line?.trim()))
}

function Poster({ event }: { event: DynaEvent }) {
  const [image, setImage] = useState<string>()
  useEffect(() => {
    void qrImageDataUrl(event.resolverUrl, POSTER_QR_PIXELS).then(setImage)
  }, [event.resolverUrl])
  const when = eventSchedule(event)

  return (
    <div className="poster" data-testid="poster">
      <div className="poster__sheet">
        <h1 className="poster__title" data-testid="poster-title">
          {event.eventName}
        </h1>
        {when && (
          <p className="poster__when" data-testid="poster-when">
            {when}
          </p>
        )}
        {venueLines(event).map((line) => (
          <p key={line} className="poster__venue">
            {line}
          </p>
        ))}
        {image && (
          <img className="poster__qr" src={image} alt={`QR code for ${event.resolverUrl}`} data-testid="poster-qr" />
        )}
        <p className="poster__hint">Scan with your phone camera</p>
        <p className="poster__url mono">{event.resolverUrl}</p>
      </div>
      <div className="poster__actions no-print">
        <Button onClick={() => window.print()} data-testid="poster-print">
          Print poster
        </Button>
      </div>
    </div>
  )
}
