import { useEffect, useRef, useState } from 'react'
import { Link } from 'react-router-dom'
import { doorCodeLink } from '../../../domain/door-code'
import { DOOR_MESSAGES } from '../../../domain/messages'
import type { DynaEvent } from '../../../domain/types'
import { useChain } from '../../chain/useChain'
import { Button } from '../../components/Button'
import type { DoorKey } from '../../platform/door-key'
import { qrImageDataUrl } from '../../platform/qr'
import { EVENT_REFRESH_INTERVAL_MS } from './door-clock'
import { managePath } from './door-paths'
import { useDoorCode } from './useDoorCode'

const DOOR_QR_WIDTH = 720

interface DoorViewProps {
  event: DynaEvent
  doorKey: DoorKey
  appId: bigint
  /** The app's origin: the QR links to the event's registration page there. */
  appOrigin: string
  /** Told about every fresh read of the event (the counts, and a key rotated elsewhere). */
  onEvent: (event: DynaEvent) => void
}

/** The screen at the entrance: a QR code that changes every window, and the live attendance count. */
export function DoorView({ event, doorKey, appId, appOrigin, onEvent }: DoorViewProps) {
  const chain = useChain()
  const { code, secondsLeft, onDeviceClock, signingFailed } = useDoorCode(chain, appId, event.eventId, doorKey)
  const link = code ? doorCodeLink(appOrigin, code) : null
  const qrImage = useQrImage(link)
  const screenRef = useRef<HTMLDivElement>(null)
  useEventRefresh(event.eventId, onEvent)

  function enterFullScreen() {
    screenRef.current?.requestFullscreen?.().catch(() => {})
  }

  return (
    <div className="door" ref={screenRef} data-testid="door-view">
      <header className="door__header">
        <h1 className="door__title">{event.eventName}</h1>
        <p className="door__intro">Scan to confirm your attendance</p>
      </header>

      <div className="door__qr">
        {qrImage ? (
          <img src={qrImage} alt="Door check-in QR code" data-testid="door-qr-image" />
        ) : (
          <p className="muted" role="status">
            Preparing the door code…
          </p>
        )}
      </div>
      {link && (
        <p className="door__code mono" data-testid="door-code-text">
          {link}
        </p>
      )}
      {secondsLeft !== null && (
        <p className="door__countdown" data-testid="door-countdown" aria-live="off">
          New code in {secondsLeft} s
        </p>
      )}
      {signingFailed && (
        <p className="alert alert--danger" role="alert" data-testid="door-signing-failed">
          {DOOR_MESSAGES.signingFailed}
        </p>
      )}
      {onDeviceClock && (
        <p className="alert alert--warning" role="status" data-testid="door-device-clock">
          {DOOR_MESSAGES.clockUnavailable}
        </p>
      )}

      <dl className="door__counts">
        <div className="stat">
          <dt className="stat__label">Attended</dt>
          <dd className="stat__value" data-testid="door-attended">
            {event.attendedCount}
          </dd>
        </div>
        <div className="stat">
          <dt className="stat__label">Registered</dt>
          <dd className="stat__value" data-testid="door-registered">
            {event.registeredCount}
          </dd>
        </div>
      </dl>

      <div className="door__actions">
        <Button variant="secondary" onClick={enterFullScreen} data-testid="door-fullscreen">
          Full screen
        </Button>
        <Link className="btn btn--ghost" to={managePath(event.eventId)} data-testid="door-manage-link">
          Back to Manage
        </Link>
      </div>
    </div>
  )
}

function useQrImage(text: string | null): string | null {
  const [image, setImage] = useState<{ text: string; dataUrl: string } | null>(null)
  useEffect(() => {
    if (!text) return
    let current = true
    qrImageDataUrl(text, DOOR_QR_WIDTH).then(
      (dataUrl) => {
        if (current) setImage({ text, dataUrl })
      },
      () => {},
    )
    return () => {
      current = false
    }
  }, [text])
  return image?.dataUrl ?? null
}

/**
 * Reads the event again every few seconds, one read at a time (on a slow node, answers arriving out
 * of order would show an older count); a failed read keeps what the screen shows.
 */
function useEventRefresh(eventId: string, onEvent: (event: DynaEvent) => void) {
  const chain = useChain()
  const latestOnEvent = useRef(onEvent)
  useEffect(() => {
    latestOnEvent.current = onEvent
  })
  useEffect(() => {
    let reading = false
    let mounted = true
    const timer = setInterval(() => {
      if (reading) return
      reading = true
      chain
        .getEvent(eventId)
        .then(
          (fresh) => {
            if (fresh && mounted) latestOnEvent.current(fresh)
          },
          () => {},
        )
        .finally(() => {
          reading = false
        })
    }, EVENT_REFRESH_INTERVAL_MS)
    return () => {
      mounted = false
      clearInterval(timer)
    }
  }, [chain, eventId])
}
