/**
 * Owner only: whether the event pays its attendees' network costs, so that anyone can register with
 * just a passkey, and the budget that pays them: what one attendee costs, how many more it covers,
 * a top-up, and turning it on or off. What is left comes back with the scan budget's after
 * deactivation.
 */
import { attendeeCost, attendeesCovered } from '../../../domain/costs/attendee-costs'
import { formatAlgoAmount } from '../../../domain/money/algo'
import { ATTENDEE_COSTS_MESSAGES } from '../../../domain/event/manage-messages'
import { ATTENDEE_COSTS_TEXTS } from '../../../domain/costs/attendee-costs-messages'
import type { DynaEvent } from '../../../domain/event/event'
import { Button } from '../../components/Button'
import { Card } from '../../components/Card'
import { BudgetTopUpForm } from './BudgetTopUpForm'

export type AttendeeCostsAction = 'toggle' | 'topUp'

interface AttendeeCostsCardProps {
  event: DynaEvent
  busy: AttendeeCostsAction | null
  onToggle: (pays: boolean) => void
  onTopUp: (microAlgos: bigint) => Promise<boolean>
}

export function AttendeeCostsCard({ event, busy, onToggle, onTopUp }: AttendeeCostsCardProps) {
  const cost = attendeeCost({ selfCheckIn: event.settings.selfCheckIn })
  const budget = event.attendeeBudgetMicroAlgos
  const covered = attendeesCovered(budget, cost)
  const pays = event.paysAttendeeCosts

  return (
    <Card title={ATTENDEE_COSTS_TEXTS.title} subtitle={ATTENDEE_COSTS_TEXTS.choiceHint} data-testid="attendee-costs">
      <p data-testid="attendee-costs-status">{pays ? ATTENDEE_COSTS_TEXTS.choice : ATTENDEE_COSTS_TEXTS.off}</p>
      <dl className="kv">
        <div>
          <dt>Budget left</dt>
          <dd data-testid="attendee-costs-budget">{formatAlgoAmount(budget, 3)}</dd>
        </div>
        <div>
          <dt>One attendee</dt>
          <dd data-testid="attendee-costs-per-attendee">about {formatAlgoAmount(cost, 3)}</dd>
        </div>
      </dl>
      <p data-testid="attendee-costs-outlook">
        {ATTENDEE_COSTS_TEXTS.perAttendee(formatAlgoAmount(cost, 3))}{' '}
        {pays && covered === 0 ? ATTENDEE_COSTS_TEXTS.usedUp : ATTENDEE_COSTS_TEXTS.covers(covered)}
      </p>
      <p className="muted">{ATTENDEE_COSTS_TEXTS.depositsBack}</p>
      {event.active && (
        <>
          <BudgetTopUpForm
            testIdPrefix="attendee-costs"
            invalidMessage={ATTENDEE_COSTS_MESSAGES.invalidTopUp}
            busy={busy === 'topUp'}
            disabled={busy !== null}
            onSubmit={onTopUp}
          />
          <div className="page__section-top">
            <Button
              variant={pays ? 'secondary' : 'primary'}
              disabled={busy !== null}
              busy={busy === 'toggle'}
              busyLabel="Saving..."
              onClick={() => onToggle(!pays)}
              data-testid="attendee-costs-toggle"
            >
              {pays ? ATTENDEE_COSTS_TEXTS.turnOff : ATTENDEE_COSTS_TEXTS.turnOn}
            </Button>
          </div>
        </>
      )}
    </Card>
  )
}
