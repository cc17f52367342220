/**
 * The attendee's ticket: a QR code of the ticket's secret, made again from the wallet's key
 * signature on any device where the wallet signs. A door device scans it once. Once shown it is
 * kept on this device, so it opens again at once, without a signature or a network.
 */
import { useEffect, useState } from 'react'
import type { ChainApi } from '../../../chain'
import { config } from '../../../config'
import { CHECK_IN_MESSAGES } from '../../../domain/check-in/check-in-messages'
import type { DynaEvent } from '../../../domain/event/event'
import type { Registration } from '../../../domain/registration/registration'
import { OFFLINE_TICKET_MESSAGES } from '../../../domain/check-in/offline-ticket-messages'
import { PLAIN_REGISTRATION_MESSAGES } from '../../../domain/registration/registration-page-messages'
import { Button } from '../../components/Button'
import { Card } from '../../components/Card'
import type { SavedTicket } from '../../platform/saved-tickets'
import { KeptTicket } from './KeptTicket'
import { savedTicketFrom } from './saved-ticket-model'
import { useSavedTicket } from './useSavedTicket'

interface TicketPanelProps {
  chain: ChainApi
  event: DynaEvent
  registration: Registration
  /** Show it at once: the wallet signed for this ticket a moment ago, so no new signature is asked. */
  showAtOnce: boolean
  /** A passkey attendee: told their ticket opens with the passkey. */
  plain?: boolean
}

export function TicketPanel({ chain, event, registration, showAtOnce, plain = false }: TicketPanelProps) {
  const saved = useSavedTicket(event.eventId, registration.attendeeAddress)
  const kept = saved.ticket?.commitment === registration.ticketCommitment ? saved.ticket : undefined
  // Shown in this visit: stays on screen where this device's storage would not keep it.
  const [shown, setShown] = useState<SavedTicket>()
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState('')
  const ticket = kept ?? (shown?.commitment === registration.ticketCommitment ? shown : undefined)

  async function show() {
    setBusy(true)
    setError('')
    const code = await chain.showTicket(event, registration)
    if (code.ok) {
      const next = savedTicketFrom(config.appId, event, registration, code.value, Math.floor(Date.now() / 1000))
      saved.keep(next)
      setShown(next)
    } else setError(code.error)
    setBusy(false)
  }

  useEffect(() => {
    if (showAtOnce && !kept) void show()
    // Once per registration: a new one has a new ticket.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [registration.ticketCommitment])

  return (
    <Card
      className="registration__card registration__ticket"
      titleId="ticket-title"
      title={OFFLINE_TICKET_MESSAGES.title}
      data-testid="ticket"
    >
      {ticket ? (
        <>
          <KeptTicket
            ticket={ticket}
            kept={Boolean(kept)}
            onRemove={() => {
              saved.remove(ticket.attendee)
              setShown(undefined)
            }}
          />
          <p>{CHECK_IN_MESSAGES.ticketHint}</p>
        </>
      ) : (
        <>
          <p className="muted">
            {plain ? PLAIN_REGISTRATION_MESSAGES.ticketOpens : CHECK_IN_MESSAGES.ticketNeedsSignature}
          </p>
          <Button
            variant="secondary"
            busy={busy}
            busyLabel="Opening your ticket..."
            onClick={() => void show()}
            data-testid="ticket-show"
          >
            Show my ticket
          </Button>
        </>
      )}
      {error && (
        <p className="field__error" role="alert" data-testid="ticket-error">
          {error}
        </p>
      )}
    </Card>
  )
}
