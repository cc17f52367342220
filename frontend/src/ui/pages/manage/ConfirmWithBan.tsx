/**
 * The step before a refund, a decline, a check-in without a ticket or taking someone off the
 * waitlist: the question (what moves where), the option to close the event to the account where
 * the write has one, then confirm or cancel.
 */
import { useEffect, useRef, useState } from 'react'
import type { Registration } from '../../../domain/registration/registration'
import { Button } from '../../components/Button'

/** How a confirmation reads, apart from its question. */
export interface ConfirmationTexts {
  /** The panel's accessible name. */
  label: string
  /** The option to close the event to the account; none for a write that has no such option. */
  banOption?: string
  confirmLabel: string
  busyLabel: string
  /** The confirm button's look: danger for what takes something away (the default). */
  confirmVariant?: 'danger' | 'primary'
}

interface ConfirmWithBanProps {
  registration: Registration
  /** Prefix of the test ids: `{testId}-confirm`, `{testId}-ban`, `{testId}-confirm-button`. */
  testId: string
  question: string
  texts: ConfirmationTexts
  busy: boolean
  onConfirm: (ban: boolean) => void
  onCancel: () => void
}

export function ConfirmWithBan({
  registration,
  testId,
  question,
  texts: { label, banOption, confirmLabel, busyLabel, confirmVariant = 'danger' },
  busy,
  onConfirm,
  onCancel,
}: ConfirmWithBanProps) {
  const panel = useRef<HTMLDivElement>(null)
  const [ban, setBan] = useState(false)
  useEffect(() => {
    panel.current?.focus()
  }, [registration])

  return (
    <div
      ref={panel}
      className="alert alert--warning attendees__confirm"
      role="group"
      aria-label={label}
      tabIndex={-1}
      data-testid={`${testId}-confirm`}
    >
      <p>{question}</p>
      {banOption && (
        <label className="attendees__ban">
          <input
            type="checkbox"
            checked={ban}
            disabled={busy}
            onChange={(change) => setBan(change.target.checked)}
            data-testid={`${testId}-ban`}
          />{' '}
          {banOption}
        </label>
      )}
      <div className="attendees__confirm-actions">
        <Button
          variant={confirmVariant}
          size="small"
          busy={busy}
          busyLabel={busyLabel}
          onClick={() => onConfirm(ban)}
          data-testid={`${testId}-confirm-button`}
        >
          {confirmLabel}
        </Button>
        <Button variant="secondary" size="small" disabled={busy} onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </div>
  )
}
