/**
 * The door screen once the organiser has revoked this device: it says so, and what became of the
 * balance the device held, which it sends back to the organiser.
 */
import { DOOR_MESSAGES } from '../../../domain/check-in/door-messages'
import { formatAlgoAmount } from '../../../domain/money/algo'
import type { DynaEvent } from '../../../domain/event/event'
import { Card } from '../../components/Card'
import type { BalanceBack } from './door-watch'

export function DoorRemoved({ event, balance }: { event: DynaEvent; balance: BalanceBack }) {
  return (
    <div className="page">
      <Card className="empty-state" data-testid="door-removed">
        <h1>{event.eventName}</h1>
        <p role="alert">{DOOR_MESSAGES.removed}</p>
        <p role="status" data-testid="door-balance-back">
          {balanceText(balance)}
        </p>
      </Card>
    </div>
  )
}

function balanceText(balance: BalanceBack): string {
  switch (balance.status) {
    case 'checking':
      return DOOR_MESSAGES.balanceReturning
    case 'returned':
      return DOOR_MESSAGES.balanceReturned(formatAlgoAmount(balance.amount))
    case 'nothing':
      return DOOR_MESSAGES.balanceNothing
    case 'not-yet':
      return DOOR_MESSAGES.balanceNotYet
  }
}
