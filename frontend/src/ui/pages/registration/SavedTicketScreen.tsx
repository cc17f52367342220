/**
 * The registration page while only this device's kept ticket is known: at once after a reload,
 * before any account is connected, and where the network is out of reach (a venue's basement).
 * What the chain says later (the ticket used, the registration cancelled) is noted quietly.
 */
import type { ReactNode } from 'react'
import { OFFLINE_TICKET_MESSAGES } from '../../../domain/check-in/offline-ticket-messages'
import { CHECK_IN_MESSAGES } from '../../../domain/check-in/check-in-messages'
import { Card } from '../../components/Card'
import type { SavedTicket } from '../../platform/saved-tickets'
import { KeptTicket } from './KeptTicket'
import { opensTheDoor, savedTicketNotice } from './saved-ticket-model'
import type { ChainAnswer } from './useTicketReconciliation'

interface SavedTicketScreenProps {
  ticket: SavedTicket
  answer: ChainAnswer
  onRemove: () => void
  /** What lets the attendee open the rest of their registration (the account panel). */
  children?: ReactNode
}

export function SavedTicketScreen({ ticket, answer, onRemove, children }: SavedTicketScreenProps) {
  const notice = savedTicketNotice(ticket, answer)
  return (
    <div className="page registration">
      <div className="registration__complete" data-testid="saved-ticket">
        <Card
          className="registration__card registration__ticket"
          titleId="ticket-title"
          title={OFFLINE_TICKET_MESSAGES.title}
          data-testid="ticket"
        >
          {notice && (
            <p className="muted" role="status" data-testid="saved-ticket-notice">
              {notice}
            </p>
          )}
          <KeptTicket ticket={ticket} kept onRemove={onRemove} />
          {opensTheDoor(ticket) && <p>{CHECK_IN_MESSAGES.ticketHint}</p>}
        </Card>
        {children}
      </div>
    </div>
  )
}
