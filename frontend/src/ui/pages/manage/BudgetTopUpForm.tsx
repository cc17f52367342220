/** Adds ALGO to one of an event's budgets (scans, attendee costs): an amount and a button. */
import { useState, type FormEvent } from 'react'
import { algosToMicroAlgos } from '../../../domain/money/algo'
import { Button } from '../../components/Button'
import { TextField } from '../../components/Field'

interface BudgetTopUpFormProps {
  /** Test ids are `${prefix}-top-up-form`, `${prefix}-top-up-amount` and `${prefix}-top-up`. */
  testIdPrefix: string
  invalidMessage: string
  busy: boolean
  disabled: boolean
  onSubmit: (microAlgos: bigint) => Promise<boolean>
}

export function BudgetTopUpForm({ testIdPrefix, invalidMessage, busy, disabled, onSubmit }: BudgetTopUpFormProps) {
  const [amount, setAmount] = useState('1')
  const [problem, setProblem] = useState<string | null>(null)

  async function submit(formEvent: FormEvent) {
    formEvent.preventDefault()
    const microAlgos = algosToMicroAlgos(Number(amount))
    if (microAlgos <= 0n) {
      setProblem(invalidMessage)
      return
    }
    setProblem(null)
    if (await onSubmit(microAlgos)) setAmount('1')
  }

  return (
    <form
      className="form page__section-top"
      onSubmit={(formEvent) => void submit(formEvent)}
      noValidate
      data-testid={`${testIdPrefix}-top-up-form`}
    >
      <TextField
        label="Add to the budget (ALGO)"
        type="number"
        min={0}
        step="any"
        value={amount}
        onChange={(change) => setAmount(change.target.value)}
        error={problem ?? undefined}
        data-testid={`${testIdPrefix}-top-up-amount`}
      />
      <div>
        <Button
          type="submit"
          disabled={disabled}
          busy={busy}
          busyLabel="Topping up..."
          data-testid={`${testIdPrefix}-top-up`}
        >
          Top up
        </Button>
      </div>
    </form>
  )
}
