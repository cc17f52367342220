/**
 * The door device (/events/:eventId/check-in), opened on the tablet or phone that scans tickets.
 * It needs no wallet: on first visit it makes its own key and shows a pairing code for the owner;
 * once paired it scans attendees' tickets and checks them in with that key; once revoked it sends
 * what it holds back to the organiser and says so.
 */
import { lazy, Suspense, useEffect, useState } from 'react'
import { useParams } from 'react-router-dom'
import { config } from '../../../config'
import { EVENT_DATA_MESSAGES } from '../../../domain/messages/messages'
import { CHECK_IN_MESSAGES } from '../../../domain/check-in/check-in-messages'
import type { DynaEvent } from '../../../domain/event/event'
import { DOOR_MESSAGES } from '../../../domain/check-in/door-messages'
import { EventLoading, EventNotFound } from '../../components/EventLoadStates'
import { CopyLinkButton } from '../../components/CopyLinkButton'
import { useEvent } from '../../chain-hooks/useEvent'
import { qrImageDataUrl } from '../../platform/qr'
import { DoorRemoved } from './DoorRemoved'
import { pairDoorPath } from '../../navigation/event-paths'
import { pairingLink } from '../../navigation/share-links'
import { useDoorDevice } from './useDoorDevice'
import { Card } from '../../components/Card'
import type { DoorKey } from '../../platform/door-key'
import { toBase64Url } from '../../../domain/text/base64url'
import './DoorCheckInPage.css'

/** The desk of a paired door (camera, verdicts, guest list): loaded once the device is paired, not for its pairing code. */
const DoorDesk = lazy(() => import('./DoorDesk').then((module) => ({ default: module.DoorDesk })))

export default function DoorCheckInPage() {
  const { eventId = '' } = useParams()
  const { state } = useEvent(eventId, EVENT_DATA_MESSAGES.loadFailed)
  if (state.status === 'loading') return <EventLoading testId="door-loading" />
  if (state.status === 'failed' || !state.value) return <EventNotFound eventId={eventId} testId="door-not-found" />
  return <DoorDevicePage event={state.value} />
}

function DoorDevicePage({ event }: { event: DynaEvent }) {
  const { state: device, recheck } = useDoorDevice(event, config.appId)
  // A door removed from a deactivated event still says where its balance went.
  if (device.status === 'removed') return <DoorRemoved event={event} balance={device.balance} />
  if (!event.active) return <DoorMessage event={event} message={CHECK_IN_MESSAGES.eventInactive} />
  switch (device.status) {
    case 'loading':
      return <EventLoading testId="door-loading" />
    case 'failed':
      return <DoorMessage event={event} message={device.message} />
    case 'unpaired':
      return <Pairing event={event} doorKey={device.key} />
    case 'paired':
      return (
        <Suspense fallback={<EventLoading testId="door-loading" />}>
          <DoorDesk event={event} door={device.door} doorKey={device.key} onNotADoor={recheck} />
        </Suspense>
      )
  }
}

function DoorMessage({ event, message }: { event: DynaEvent; message: string }) {
  return (
    <div className="page">
      <Card className="empty-state" data-testid="door-message">
        <h1>{event.eventName}</h1>
        <p role="alert">{message}</p>
      </Card>
    </div>
  )
}

/**
 * The device's pairing code: the owner scans it (or opens the link) and pairs from their wallet. It
 * names the device's account and carries its X25519 key, which the owner seals the guest list to.
 */
function Pairing({ event, doorKey }: { event: DynaEvent; doorKey: DoorKey }) {
  const guestListKey = doorKey.agreement ? toBase64Url(doorKey.agreement.publicKey) : undefined
  const path = pairDoorPath(event.eventId, doorKey.address, guestListKey)
  const link = new URL(path, window.location.origin).toString()
  const [image, setImage] = useState<string>()
  useEffect(() => {
    void qrImageDataUrl(link, 480).then(setImage)
  }, [link])
  return (
    <div className="page door-pairing" data-testid="door-pairing">
      <Card className="stack">
        <p className="muted">{event.eventName}</p>
        <h1 className="page__title">Pair this door device</h1>
        <p>{DOOR_MESSAGES.pairHint}</p>
        {image && <img className="door-pairing__qr" src={image} alt="Pairing code for this door device" />}
        <p className="mono door-pairing__link" data-testid="door-pairing-link">
          {link}
        </p>
        <CopyLinkButton link={pairingLink(link)} data-testid="door-pairing-copy" />
        <p className="muted" role="status">
          {DOOR_MESSAGES.notPaired}
        </p>
      </Card>
    </div>
  )
}
