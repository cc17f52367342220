/**
 * The owner pairs a door device (/events/:eventId/doors/pair?device=ADDRESS&key=KEY), reached from
 * the device's pairing code: a name for the door and the ALGO it gets for its check-in fees, signed
 * with the owner's wallet in one group, and (unless the owner unticks it) the event's guest list,
 * sealed to the device's own key `key`, so that the door can find guests by name.
 */
import { useState, type FormEvent } from 'react'
import toast from 'react-hot-toast'
import { useParams, useSearchParams } from 'react-router-dom'
import { isValidAddress } from '../../../domain/text/algorand-address'
import { fromBase64Url } from '../../../domain/text/base64url'
import { shortenAddress } from '../../../domain/text/format'
import { algosToMicroAlgos } from '../../../domain/money/algo'
import { DEFAULT_DOOR_FUNDING_ALGOS, doorFundingText } from '../../../domain/check-in/door-funding'
import { MANAGE_MESSAGES } from '../../../domain/messages/messages'
import { CHECK_IN_MESSAGES } from '../../../domain/check-in/check-in-messages'
import type { DynaEvent } from '../../../domain/event/event'
import { useChain } from '../../chain-hooks/useChain'
import { useEvent } from '../../chain-hooks/useEvent'
import { Button, LinkButton } from '../../components/Button'
import { Card } from '../../components/Card'
import { EventLoading, EventNotFound } from '../../components/EventLoadStates'
import { TextField } from '../../components/Field'
import { toastTxSuccess } from '../../components/tx-toast'
import { WalletPanel } from '../../wallet'
import { managePath } from '../../navigation/event-paths'
import { DOOR_MESSAGES } from '../../../domain/check-in/door-messages'
import { useWalletAccount } from '../../wallet/wallet-account'

export default function PairDoorPage() {
  const { eventId = '' } = useParams()
  const [search] = useSearchParams()
  const { state } = useEvent(eventId, MANAGE_MESSAGES.loadFailed)
  if (state.status === 'loading') return <EventLoading testId="pair-loading" />
  if (state.status === 'failed' || !state.value) return <EventNotFound eventId={eventId} testId="pair-not-found" />
  return (
    <PairDoor
      event={state.value}
      device={search.get('device') ?? ''}
      guestListKey={doorGuestListKey(search.get('key'))}
    />
  )
}

const GUEST_LIST_KEY_BYTES = 32

/** The door's X25519 key from the link, or null when it carries none that can be used. */
function doorGuestListKey(text: string | null): Uint8Array | null {
  const key = text ? fromBase64Url(text) : null
  return key?.length === GUEST_LIST_KEY_BYTES ? key : null
}

function PairDoor({
  event,
  device,
  guestListKey,
}: {
  event: DynaEvent
  device: string
  guestListKey: Uint8Array | null
}) {
  const chain = useChain()
  const { activeAddress } = useWalletAccount()
  const [name, setName] = useState('Main entrance')
  const [funding, setFunding] = useState(String(DEFAULT_DOOR_FUNDING_ALGOS))
  const [busy, setBusy] = useState(false)
  const [paired, setPaired] = useState(false)
  const [error, setError] = useState('')
  const canShare = guestListKey !== null && Boolean(event.sealKey)
  const [share, setShare] = useState(true)
  const isOwner = activeAddress === event.owner

  async function pair(submitted: FormEvent) {
    submitted.preventDefault()
    setBusy(true)
    setError('')
    const sharedKey = canShare && share && guestListKey ? guestListKey : undefined
    const result = await chain.addDoor(event, device, name, algosToMicroAlgos(Number(funding) || 0), sharedKey)
    setBusy(false)
    if (!result.ok) {
      setError(result.error)
      toast.error(CHECK_IN_MESSAGES.pairFailed)
      return
    }
    toastTxSuccess(CHECK_IN_MESSAGES.paired, result.value.txId)
    setPaired(true)
  }

  return (
    <div className="page stack">
      <Card title="Pair a door device" subtitle={event.eventName} data-testid="pair-door">
        {!isValidAddress(device) ? (
          <p role="alert">{CHECK_IN_MESSAGES.invalidDevice}</p>
        ) : paired ? (
          <div className="stack" data-testid="pair-door-done">
            <p role="status">
              {CHECK_IN_MESSAGES.paired}: {name}. The device switches to its scanner by itself.
            </p>
            <LinkButton variant="secondary" to={managePath(event.eventId)}>
              Back to Manage
            </LinkButton>
          </div>
        ) : !isOwner ? (
          <p role="alert" data-testid="pair-door-owner-only">
            {CHECK_IN_MESSAGES.ownerOnly}
          </p>
        ) : (
          <form className="stack" onSubmit={(submitted) => void pair(submitted)}>
            <p>
              Device account <span className="mono">{shortenAddress(device)}</span>: it can check tickets in for this
              event and nothing else, and you can revoke it at any time from the Manage page.
            </p>
            <TextField
              id="pair-door-name"
              data-testid="pair-door-name"
              label="Door name"
              required
              value={name}
              onChange={(changed) => setName(changed.target.value)}
            />
            <TextField
              id="pair-door-funding"
              data-testid="pair-door-funding"
              label="ALGO for its check-in fees"
              type="number"
              min="0.1"
              step="0.1"
              hint={doorFundingText(Number(funding) || 0)}
              value={funding}
              onChange={(changed) => setFunding(changed.target.value)}
            />
            {canShare ? (
              <div className="field">
                <label>
                  <input
                    type="checkbox"
                    checked={share}
                    onChange={(changed) => setShare(changed.target.checked)}
                    aria-describedby="pair-door-share-hint"
                    data-testid="pair-door-share"
                  />{' '}
                  {DOOR_MESSAGES.shareGuestList}
                </label>
                <span className="field__hint" id="pair-door-share-hint">
                  {DOOR_MESSAGES.shareGuestListHint}
                </span>
              </div>
            ) : (
              <p className="muted" data-testid="pair-door-no-share">
                {event.sealKey ? DOOR_MESSAGES.doorCannotReceiveGuestList : DOOR_MESSAGES.noGuestListToShare}
              </p>
            )}
            {error && (
              <p className="field__error" role="alert" data-testid="pair-door-error">
                {error}
              </p>
            )}
            <Button type="submit" busy={busy} busyLabel="Pairing..." data-testid="pair-door-submit">
              Pair this device
            </Button>
          </form>
        )}
      </Card>
      <WalletPanel />
    </div>
  )
}
