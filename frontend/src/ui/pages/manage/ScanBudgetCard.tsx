/**
 * Owner only: the event's scan budget, which pays for the counts of wallet-less scans. It shows what
 * is left and how far it goes, the limits that bound how fast anyone can spend it, a top-up, and the
 * withdrawal of what is left once the event is deactivated (with the attendee budget's rest).
 */
import { useEffect, useState, type FormEvent } from 'react'
import { formatCount } from '../../../domain/text/format'
import { formatAlgoAmount } from '../../../domain/money/algo'
import { MICRO_ALGOS_PER_ALGO } from '../../../domain/contract/limits'
import type { DynaEvent } from '../../../domain/event/event'
import { SCAN_BUDGET_MESSAGES } from '../../../domain/event/manage-messages'
import { countingOutlook, daysAtDailyCap, scanLimitsProblem, sponsoredScansLeft } from '../../../domain/qr/scan-budget'
import { Button } from '../../components/Button'
import { Card } from '../../components/Card'
import { TextField } from '../../components/Field'
import { BudgetTopUpForm } from './BudgetTopUpForm'

export type ScanBudgetAction = 'limits' | 'topUp' | 'withdraw'

interface ScanBudgetCardProps {
  event: DynaEvent
  /** The action being sent, if any. */
  busy: ScanBudgetAction | null
  onSetLimits: (perRound: number, perDay: number) => Promise<boolean>
  onTopUp: (microAlgos: bigint) => Promise<boolean>
  onWithdraw: () => void
}

export function ScanBudgetCard({ event, busy, onSetLimits, onTopUp, onWithdraw }: ScanBudgetCardProps) {
  const budget = event.scanBudgetMicroAlgos
  const { perRound, perDay, sponsoredToday } = event.scanLimits
  const scansLeft = sponsoredScansLeft(budget)

  return (
    <Card
      title="Scan budget"
      subtitle="Pays the small network fee that counts each scan of your QR code; the scanner pays nothing."
      data-testid="scan-budget"
    >
      <dl className="kv">
        <div>
          <dt>Budget left</dt>
          <dd data-testid="scan-budget-left">{formatAlgoAmount(budget, 3)}</dd>
        </div>
        <div>
          <dt>Scans it still counts</dt>
          <dd data-testid="scan-budget-scans">{formatCount(scansLeft)}</dd>
        </div>
        <div>
          <dt>Counted today</dt>
          <dd data-testid="scan-budget-today">
            {formatCount(sponsoredToday)} of {formatCount(perDay)}
          </dd>
        </div>
        <div>
          <dt>Limits</dt>
          <dd data-testid="scan-budget-limits">
            up to {formatCount(perRound)} at the same moment, {formatCount(perDay)} a day
          </dd>
        </div>
        <div>
          <dt>Even if drained on purpose</dt>
          <dd data-testid="scan-budget-days">lasts {formatCount(daysAtDailyCap(budget, perDay))} days</dd>
        </div>
      </dl>
      {event.active && (
        <p data-testid="scan-budget-outlook">
          {countingOutlook(budget, perDay, sponsoredToday)}{' '}
          {SCAN_BUDGET_MESSAGES.extend(formatCount(sponsoredScansLeft(BigInt(MICRO_ALGOS_PER_ALGO))))}
        </p>
      )}
      <p className="muted" data-testid="scan-budget-skipped">
        {SCAN_BUDGET_MESSAGES.skippedUnknown}
      </p>
      {event.active ? (
        <>
          <LimitsForm event={event} busy={busy === 'limits'} disabled={busy !== null} onSubmit={onSetLimits} />
          <BudgetTopUpForm
            testIdPrefix="scan"
            invalidMessage={SCAN_BUDGET_MESSAGES.invalidTopUp}
            busy={busy === 'topUp'}
            disabled={busy !== null}
            onSubmit={onTopUp}
          />
        </>
      ) : (
        <Button
          variant="secondary"
          disabled={budget + event.attendeeBudgetMicroAlgos === 0n || busy !== null}
          busy={busy === 'withdraw'}
          busyLabel="Withdrawing..."
          onClick={onWithdraw}
          data-testid="scan-budget-withdraw"
        >
          Withdraw {formatAlgoAmount(budget + event.attendeeBudgetMicroAlgos, 3)}
        </Button>
      )}
    </Card>
  )
}

interface LimitsFormProps {
  event: DynaEvent
  busy: boolean
  disabled: boolean
  onSubmit: (perRound: number, perDay: number) => Promise<boolean>
}

function LimitsForm({ event, busy, disabled, onSubmit }: LimitsFormProps) {
  const [perRound, setPerRound] = useState(String(event.scanLimits.perRound))
  const [perDay, setPerDay] = useState(String(event.scanLimits.perDay))
  const [problem, setProblem] = useState<string | null>(null)
  useEffect(() => {
    setPerRound(String(event.scanLimits.perRound))
    setPerDay(String(event.scanLimits.perDay))
  }, [event.scanLimits.perRound, event.scanLimits.perDay])

  function submit(formEvent: FormEvent) {
    formEvent.preventDefault()
    const [round, day] = [Number(perRound), Number(perDay)]
    const reason = scanLimitsProblem(round, day)
    setProblem(reason)
    if (!reason) void onSubmit(round, day)
  }

  return (
    <form className="form page__section-top" onSubmit={submit} noValidate data-testid="scan-limits-form">
      <TextField
        label="Scans counted at the same moment"
        type="number"
        min={1}
        step={1}
        value={perRound}
        onChange={(change) => setPerRound(change.target.value)}
        hint="Phones scanning within the same few seconds are all counted, up to this number."
        data-testid="scan-limits-per-round"
      />
      <TextField
        label="Scans counted per day"
        type="number"
        min={1}
        step={1}
        value={perDay}
        onChange={(change) => setPerDay(change.target.value)}
        error={problem ?? undefined}
        hint="Bounds how fast anyone can spend the budget, even by scanning on purpose."
        data-testid="scan-limits-per-day"
      />
      <div>
        <Button type="submit" disabled={disabled} busy={busy} busyLabel="Saving..." data-testid="scan-limits-save">
          Save limits
        </Button>
      </div>
    </form>
  )
}
