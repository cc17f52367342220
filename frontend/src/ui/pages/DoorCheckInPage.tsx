/** The owner's door screen: a rotating, signed QR code that attendees scan to confirm attendance. */
import { useWallet } from '@txnlab/use-wallet-react'
import { useState } from 'react'
import { Link, useParams } from 'react-router-dom'
import { config } from '../../config'
import { toUserMessage } from '../../chain/write/errors'
import { DOOR_MESSAGES, MANAGE_MESSAGES } from '../../domain/messages'
import type { DynaEvent } from '../../domain/types'
import { useChain } from '../chain/useChain'
import { EventLoading, EventNotFound } from '../components/EventLoadStates'
import { useEvent } from '../chain/useEvent'
import { toastTxSuccess } from '../components/tx-toast'
import { createDoorKeyStore } from '../platform/door-key'
import { managePath } from './door/door-paths'
import { DoorSetup } from './door/DoorSetup'
import { DoorView } from './door/DoorView'
import { useDoorKey } from './door/useDoorKey'
import './DoorCheckIn.css'

const doorKeys = createDoorKeyStore()

export default function DoorCheckInPage() {
  const { eventId = '' } = useParams()
  const { state, reload, replace } = useEvent(eventId, MANAGE_MESSAGES.loadFailed)

  if (state.status === 'loading') return <EventLoading testId="door-loading" />
  if (state.status === 'failed' || !state.value) return <EventNotFound eventId={eventId} testId="door-not-found" />
  return <OwnerOnly event={state.value} onEvent={replace} onReload={reload} />
}

interface DoorProps {
  event: DynaEvent
  onEvent: (event: DynaEvent) => void
  onReload: () => Promise<void>
}

function OwnerOnly(props: DoorProps) {
  const { activeAddress } = useWallet()
  if (activeAddress === null || activeAddress !== props.event.owner) {
    return (
      <div className="page">
        <section className="card empty-state" data-testid="door-owner-only">
          <h1>Door check-in</h1>
          <p role="alert">{DOOR_MESSAGES.ownerOnly}</p>
          <Link className="btn btn--secondary" to={managePath(props.event.eventId)}>
            Back to Manage
          </Link>
        </section>
      </div>
    )
  }
  return <OwnerDoor {...props} />
}

function OwnerDoor({ event, onEvent, onReload }: DoorProps) {
  const chain = useChain()
  const { state: keyState, setKey } = useDoorKey(doorKeys, config.appId, event.eventId)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string>()

  /**
   * The new key is stored before it is registered and stays stored if registering reports a failure:
   * a write that landed although its confirmation was lost then still finds its key on the reload.
   * A stored key that is not the event's is never used, and the next attempt replaces it.
   */
  async function makeKey() {
    setBusy(true)
    setError(undefined)
    try {
      const created = await doorKeys.create(config.appId, event.eventId)
      if (!created.ok) {
        setError(created.error)
        return
      }
      setKey(created.value)
      const result = await chain.setCheckInKey(event, created.value.publicKey)
      if (result.ok) toastTxSuccess(DOOR_MESSAGES.keyRegistered, result.value.txId)
      else setError(result.error)
      await onReload()
    } catch (thrown) {
      setError(toUserMessage(thrown, DOOR_MESSAGES.keyRegisterFailed))
    } finally {
      setBusy(false)
    }
  }

  if (keyState.status === 'loading') {
    return (
      <div className="page">
        <p className="page-loading" role="status" data-testid="door-loading">
          Reading the door key…
        </p>
      </div>
    )
  }
  if (keyState.status === 'unsupported') {
    return (
      <div className="page">
        <p className="alert alert--danger" role="alert" data-testid="door-crypto-unavailable">
          {DOOR_MESSAGES.cryptoUnavailable}
        </p>
      </div>
    )
  }
  if (!event.active) {
    return (
      <div className="page">
        <section className="card empty-state" data-testid="door-inactive">
          <h1>Door check-in</h1>
          <p role="alert">{DOOR_MESSAGES.eventInactive}</p>
          <Link className="btn btn--secondary" to={managePath(event.eventId)}>
            Back to Manage
          </Link>
        </section>
      </div>
    )
  }
  const { key } = keyState
  if (key && event.checkInKey === key.publicKeyText) {
    return (
      <DoorView event={event} doorKey={key} appId={config.appId} appOrigin={window.location.origin} onEvent={onEvent} />
    )
  }
  return (
    <div className="page">
      <DoorSetup
        eventId={event.eventId}
        keyElsewhere={event.checkInKey !== null}
        busy={busy}
        error={error}
        onMakeKey={() => void makeKey()}
      />
    </div>
  )
}
