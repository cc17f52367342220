import { useCallback, useRef } from 'react'
import { KMD_ACCOUNT_MESSAGES } from '../../domain/wallet/kmd-account-messages'
import { Button } from '../components/Button'
import type { KmdAccountQuestion } from './kmd-account-prompt'
import { useModalDialog } from './useModalDialog'
import './WalletDialog.css'
import './KmdAccountChooser.css'

/** The accounts of the KMD wallet as buttons, the demo organiser marked; Cancel and Escape answer null. */
export default function KmdAccountChooser({ question }: { question: KmdAccountQuestion }) {
  const dialog = useRef<HTMLDivElement>(null)
  const cancel = useCallback(() => question.answer(null), [question])
  useModalDialog(dialog, cancel)
  return (
    <div className="dialog-backdrop">
      <div
        ref={dialog}
        className="card dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby="kmd-account-title"
        aria-describedby="kmd-account-help"
        data-testid="kmd-account-dialog"
      >
        <h2 id="kmd-account-title" className="card__title">
          {KMD_ACCOUNT_MESSAGES.title}
        </h2>
        <p id="kmd-account-help" className="muted">
          {KMD_ACCOUNT_MESSAGES.help}
        </p>
        <ul className="kmd-accounts">
          {question.details.map((account, index) => (
            <li key={account.address}>
              <button
                type="button"
                className="kmd-accounts__choice"
                onClick={() => question.answer(account.address)}
                data-testid={`kmd-account-${index}`}
                data-address={account.address}
              >
                <span className="kmd-accounts__name">{account.name}</span>
                <span className="mono kmd-accounts__address" title={account.address}>
                  {account.shortAddress}
                </span>
                {account.demoOrganiser && (
                  <span className="kmd-accounts__role" data-testid="kmd-account-demo-organiser">
                    {KMD_ACCOUNT_MESSAGES.demoOrganiser}
                  </span>
                )}
              </button>
            </li>
          ))}
        </ul>
        <div className="dialog__actions">
          <Button variant="secondary" onClick={cancel}>
            Cancel
          </Button>
        </div>
      </div>
    </div>
  )
}
