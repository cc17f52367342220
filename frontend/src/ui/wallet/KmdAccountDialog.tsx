import { useCallback, useEffect, useRef, useState } from 'react'
import { WALLET_MESSAGES } from '../../domain/messages'
import { Button } from '../components/Button'
import { followKmdAccountQuestion, type KmdAccountQuestion } from './kmd-account-prompt'
import { useModalDialog } from './useModalDialog'
import './WalletDialog.css'

/** The page's own dialog for choosing which of the KMD wallet's accounts to connect, with Cancel. */
export function KmdAccountDialog() {
  const [question, setQuestion] = useState<KmdAccountQuestion | null>(null)
  useEffect(() => followKmdAccountQuestion(setQuestion), [])
  if (!question) return null
  return <AccountChooser question={question} />
}

function AccountChooser({ question }: { question: KmdAccountQuestion }) {
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
          {WALLET_MESSAGES.kmdChooseTitle}
        </h2>
        <p id="kmd-account-help" className="muted">
          {WALLET_MESSAGES.kmdChooseHelp}
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
                    {WALLET_MESSAGES.kmdDemoOrganiser}
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
