/**
 * The owner pairs a door device (/events/:eventId/doors/pair?device=ADDRESS), reached from the
 * device's pairing code: a name for the door and the ALGO it gets for its check-in fees, signed
 * with the owner's wallet in one group.
 */
import { useWallet } from '@txnlab/use-wallet-react'
import { useState, type FormEvent } from 'react'
import toast from 'react-hot-toast'
import { useParams, useSearchParams } from 'react-router-dom'
import { isValidAddress } from '../../../domain/algorand-address'
import { algosToMicroAlgos, shortenAddress } from '../../../domain/format'
import { DEFAULT_DOOR_FUNDING_ALGOS, doorFundingText } from '../../../domain/door-funding'
import { MANAGE_MESSAGES } from '../../../domain/messages'
import { CHECK_IN_MESSAGES } from '../../../domain/check-in-messages'
import type { DynaEvent } from '../../../domain/types'
import { useChain } from '../../chain-hooks/useChain'
import { useEvent } from '../../chain-hooks/useEvent'
import { Button, LinkButton } from '../../components/Button'
import { Card } from '../../components/Card'
import { EventLoading, EventNotFound } from '../../components/EventLoadStates'
import { TextField } from '../../components/Field'
import { toastTxSuccess } from '../../components/tx-toast'
import { WalletPanel } from '../../wallet'
import { managePath } from '../../navigation/event-paths'

export default function PairDoorPage() {
  const { eventId = '' } = useParams()
  const [search] = useSearchParams()
  const { state } = useEvent(eventId, MANAGE_MESSAGES.loadFailed)
  if (state.status === 'loading') return <EventLoading testId="pair-loading" />
  if (state.status === 'failed' || !state.value) return <EventNotFound eventId={eventId} testId="pair-not-found" />
  return <PairDoor event={state.value} device={search.get('device') ?? ''} />
}

function PairDoor({ event, device }: { event: DynaEvent; device: string }) {
  const chain = useChain()
  const { activeAddress } = useWallet()
  const [name, setName] = useState('Main entrance')
  const [funding, setFunding] = useState(String(DEFAULT_DOOR_FUNDING_ALGOS))
  const [busy, setBusy] = useState(false)
  const [paired, setPaired] = useState(false)
  const [error, setError] = useState('')
  const isOwner = activeAddress === event.owner

  async function pair(submitted: FormEvent) {
    submitted.preventDefault()
    setBusy(true)
    setError('')
    const result = await chain.addDoor(event, device, name, algosToMicroAlgos(Number(funding) || 0))
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
