/**
 * Owner only: the event's door devices. A device is set up by opening the door screen on it, which
 * shows a pairing code; here the owner sees each paired door, its check-ins and balance, tops it up
 * and revokes it, and whether the balance of a door revoked here has come back yet.
 */
import { useCallback, useState } from 'react'
import type { DoorDevice } from '../../../chain'
import { shortenAddress } from '../../../domain/text/format'
import { algosToMicroAlgos, formatAlgoAmount } from '../../../domain/money/algo'
import { formatDateTime } from '../../../domain/time/date-format'
import { CHECK_IN_MESSAGES } from '../../../domain/check-in/check-in-messages'
import type { DynaEvent } from '../../../domain/event/event'
import type { Result } from '../../../domain/messages/result'
import type { Sent } from '../../../chain'
import { useChain } from '../../chain-hooks/useChain'
import { useChainData } from '../../chain-hooks/useChainData'
import { Button } from '../../components/Button'
import { Card } from '../../components/Card'
import { CopyLinkButton } from '../../components/CopyLinkButton'
import { doorCheckInPath } from '../../navigation/event-paths'
import { doorScreenLink } from '../../navigation/share-links'
import { DOOR_MESSAGES } from '../../../domain/check-in/door-messages'
import { RevokedDoors } from './RevokedDoors'
import { useRevokedDoors } from './useRevokedDoors'

/** What one top-up adds: about 100 more check-ins. */
const TOP_UP_ALGOS = 0.1

interface DoorsCardProps {
  event: DynaEvent
  /** Runs an owner write with its toasts; resolves true once it is confirmed. */
  run: (write: () => Promise<Result<Sent>>, success: string, failure: string) => Promise<boolean>
}

export function DoorsCard({ event, run }: DoorsCardProps) {
  const chain = useChain()
  const load = useCallback(() => chain.listDoors(event), [chain, event])
  const { state, reload } = useChainData(load, { failedMessage: CHECK_IN_MESSAGES.doorsLoadFailed })
  const [busyDoor, setBusyDoor] = useState<string | null>(null)
  const doorLink = new URL(doorCheckInPath(event.eventId), window.location.origin).toString()

  const { revoked, remember } = useRevokedDoors(event)
  const paired = new Set(state.status === 'loaded' ? state.value.map((door) => door.address) : [])

  async function act(door: DoorDevice, write: () => Promise<Result<Sent>>, success: string, failure: string) {
    setBusyDoor(door.address)
    const done = await run(write, success, failure)
    setBusyDoor(null)
    await reload()
    return done
  }

  return (
    <Card title="Door devices" subtitle={CHECK_IN_MESSAGES.atTheDoor} data-testid="doors-card">
      <p>
        To add a door, open this page on the tablet or phone that will scan tickets; it shows a pairing code to scan
        with this wallet.
      </p>
      <p className="mono door-link" data-testid="doors-device-link">
        {doorLink}
      </p>
      <CopyLinkButton link={doorScreenLink(doorLink)} size="small" />
      {state.status === 'failed' && (
        <div className="alert alert--danger" role="alert" data-testid="doors-load-failed">
          <p>{state.error}</p>
          <Button variant="secondary" size="small" onClick={() => void reload()}>
            Try again
          </Button>
        </div>
      )}
      {state.status === 'loaded' && state.value.length === 0 && (
        <p className="muted" data-testid="doors-empty">
          No door device is paired yet.
        </p>
      )}
      {state.status === 'loaded' && state.value.length > 0 && (
        <ul className="doors-list" data-testid="doors-list">
          {state.value.map((door) => (
            <li key={door.address} className="doors-list__item" data-testid="doors-item">
              <div>
                <strong>{door.name}</strong> <span className="mono muted">{shortenAddress(door.address)}</span>
                <p className="muted">
                  {door.checkIns} checked in · balance {formatAlgoAmount(door.balance)} · paired{' '}
                  {formatDateTime(door.pairedAt)}
                </p>
              </div>
              <div className="doors-list__actions">
                <Button
                  variant="secondary"
                  size="small"
                  busy={busyDoor === door.address}
                  onClick={() =>
                    void act(
                      door,
                      () => chain.topUpDoor(door.address, algosToMicroAlgos(TOP_UP_ALGOS)),
                      CHECK_IN_MESSAGES.toppedUp,
                      CHECK_IN_MESSAGES.topUpFailed,
                    )
                  }
                >
                  Add {TOP_UP_ALGOS} ALGO
                </Button>
                <Button
                  variant="danger"
                  size="small"
                  busy={busyDoor === door.address}
                  data-testid="doors-revoke"
                  onClick={() => {
                    if (!window.confirm(DOOR_MESSAGES.revokeQuestion(door.name))) return
                    void act(
                      door,
                      () => chain.removeDoor(event, door.address),
                      CHECK_IN_MESSAGES.revokedToast,
                      CHECK_IN_MESSAGES.revokeFailed,
                    ).then((done) => done && remember({ address: door.address, name: door.name }))
                  }}
                >
                  Revoke
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      {/* A device paired again since is listed above, not here. */}
      <RevokedDoors revoked={revoked.filter(({ door }) => !paired.has(door.address))} />
    </Card>
  )
}
