/**
 * A refund the app holds for the attendee (their account was closed when the organiser refunded or
 * declined): how much, and 'Take my refund' once the account can receive it (it holds something,
 * or the amount is enough to open it).
 */
import { useEffect, useState } from 'react'
import toast from 'react-hot-toast'
import type { ChainApi } from '../../../chain'
import { formatAlgoAmount } from '../../../domain/money/algo'
import { amountIn } from '../../../domain/money/amount'
import { moneyText } from '../../../domain/money/money-format'
import { HELD_PAYMENT_MESSAGES as TEXTS } from '../../../domain/registration/held-payment-messages'
import { ACCOUNT_MIN_BALANCE_MICROALGOS } from '../../../domain/contract/limits'
import type { DynaEvent } from '../../../domain/event/event'
import type { Registration } from '../../../domain/registration/registration'
import { Button } from '../../components/Button'

/** How often an account that cannot take the refund yet is looked at again. */
const BALANCE_RECHECK_MS = 5_000

interface RefundWaitingProps {
  chain: ChainApi
  event: DynaEvent
  registration: Registration
  /** Once taken: the page reads the registration again. */
  onClaimed: () => void
}

export function RefundWaiting({ chain, event, registration, onClaimed }: RefundWaitingProps) {
  const owed = registration.refundOwedMicroAlgos
  const [balance, setBalance] = useState<bigint | null>(null)
  const [busy, setBusy] = useState(false)
  // An asset comes back to an open account, which opts in to it again in the claim's group.
  const inAsset = event.currency.assetId !== undefined
  const receivable = balance !== null && (balance > 0n || (!inAsset && owed >= ACCOUNT_MIN_BALANCE_MICROALGOS))
  // Read the balance, and again now and then until the account can take the refund.
  useEffect(() => {
    if (owed === 0n || receivable) return
    const read = () => void chain.getBalance(registration.attendeeAddress).then(setBalance)
    read()
    const timer = setInterval(read, BALANCE_RECHECK_MS)
    return () => clearInterval(timer)
  }, [chain, owed, receivable, registration.attendeeAddress])
  if (owed === 0n) return null

  async function claim() {
    setBusy(true)
    const result = await chain.claimRefund(event, registration)
    setBusy(false)
    if (!result.ok) {
      toast.error(`${TEXTS.claimFailed}: ${result.error}`)
      return
    }
    toast.success(TEXTS.refundClaimed(moneyText(amountIn(event.currency, result.value.amount))))
    onClaimed()
  }

  return (
    <div className="alert alert--info registration__own" role="status" data-testid="registration-refund-waiting">
      <p>{TEXTS.refundWaiting(moneyText(registration.refundOwed))}</p>
      {balance !== null && !receivable && (
        <p className="muted" data-testid="registration-refund-needs-balance">
          {TEXTS.refundNeedsBalance(formatAlgoAmount(ACCOUNT_MIN_BALANCE_MICROALGOS))}
        </p>
      )}
      <Button
        variant="primary"
        size="small"
        disabled={!receivable}
        busy={busy}
        busyLabel="Taking it..."
        onClick={() => void claim()}
        data-testid="registration-claim-refund"
      >
        {TEXTS.claimRefund}
      </Button>
    </div>
  )
}
