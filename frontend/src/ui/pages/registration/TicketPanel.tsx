/**
 * The attendee's ticket: a QR code of the ticket's secret, made again from the wallet's key
 * signature on any device where the wallet signs. A door device scans it once.
 */
import { useEffect, useState } from 'react'
import type { ChainApi } from '../../../chain'
import { CHECK_IN_MESSAGES } from '../../../domain/check-in-messages'
import { PLAIN_REGISTRATION_MESSAGES } from '../../../domain/registration-page-messages'
import type { DynaEvent, Registration } from '../../../domain/types'
import { Button } from '../../components/Button'
import { qrImageDataUrl } from '../../platform/qr'
import { Card } from '../../components/Card'

/** Large enough to read from a phone held at arm's length in front of a door camera. */
const TICKET_QR_PIXELS = 320

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
  const [image, setImage] = useState<string>()
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState('')

  async function show() {
    setBusy(true)
    setError('')
    const ticket = await chain.showTicket(event, registration)
    if (ticket.ok) setImage(await qrImageDataUrl(ticket.value, TICKET_QR_PIXELS))
    else setError(ticket.error)
    setBusy(false)
  }

  useEffect(() => {
    if (showAtOnce) void show()
    // Once per registration: a new one has a new ticket.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [registration.ticketCommitment])

  return (
    <Card
      className="registration__card registration__ticket"
      titleId="ticket-title"
      title="Your ticket"
      data-testid="ticket"
    >
      {image ? (
        <>
          <img src={image} alt="Your ticket QR code" className="registration__ticket-qr" data-testid="ticket-qr" />
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
