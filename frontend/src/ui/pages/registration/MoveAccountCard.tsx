/**
 * "Own it later": a passkey attendee hands their account to a wallet app of their own. Closed, it
 * reads in the page's plain words; opened, it says what the move does and what it costs before
 * anything is asked of the passkey: the wallet's address, the small fee the account must first be
 * sent, and an explicit confirmation. A moved account says where it went.
 */
import { useEffect, useState, type FormEvent } from 'react'
import type { AccountControl, ChainApi } from '../../../chain'
import { shortenAddress } from '../../../domain/text/format'
import { formatAlgoAmount } from '../../../domain/money/algo'
import { MIN_TXN_FEE_MICROALGOS } from '../../../domain/contract/limits'
import { ACCOUNT_MOVE_TEXTS } from '../../../domain/wallet/account-move-messages'
import { Button } from '../../components/Button'
import { Card } from '../../components/Card'
import { TextField } from '../../components/Field'

interface MoveAccountCardProps {
  chain: Pick<ChainApi, 'accountControl' | 'moveAccount'>
  address: string
}

/** What the account lacks to pay the move's fee above its minimum balance (0 when it can pay). */
export function missingForMove(control: AccountControl | null): bigint {
  if (!control) return 0n
  const missing = BigInt(MIN_TXN_FEE_MICROALGOS) - control.spendable
  return missing > 0n ? missing : 0n
}

export function MoveAccountCard({ chain, address }: MoveAccountCardProps) {
  const [control, setControl] = useState<AccountControl | null>(null)
  const [to, setTo] = useState('')
  const [confirmed, setConfirmed] = useState(false)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState('')
  const [moved, setMoved] = useState<string | null>(null)

  async function readControl() {
    setControl(await chain.accountControl(address).catch(() => null))
  }
  useEffect(() => {
    void readControl()
    // Read once per account.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [address])

  async function move(submitted: FormEvent) {
    submitted.preventDefault()
    setBusy(true)
    setError('')
    const result = await chain.moveAccount(to.trim())
    setBusy(false)
    if (!result.ok) {
      setError(result.error)
      return
    }
    setMoved(to.trim())
  }

  const handedTo = moved ?? control?.authAddress ?? null
  if (handedTo) {
    return (
      <Card className="registration__card" data-testid="account-moved">
        <p role="status">
          {moved
            ? ACCOUNT_MOVE_TEXTS.moved(shortenAddress(handedTo))
            : ACCOUNT_MOVE_TEXTS.handedOver(shortenAddress(handedTo))}
        </p>
      </Card>
    )
  }

  const missing = missingForMove(control)
  return (
    <Card className="registration__card">
      <details className="registration__move" data-testid="account-move">
        <summary>{ACCOUNT_MOVE_TEXTS.summary}</summary>
        <h2 className="registration__move-title">{ACCOUNT_MOVE_TEXTS.title}</h2>
        <p>{ACCOUNT_MOVE_TEXTS.intro}</p>
        <p className="alert alert--warning">{ACCOUNT_MOVE_TEXTS.consequences}</p>
        <form className="form" onSubmit={(submitted) => void move(submitted)} noValidate>
          <TextField
            id="account-move-to"
            label={ACCOUNT_MOVE_TEXTS.addressLabel}
            hint={ACCOUNT_MOVE_TEXTS.addressHint}
            value={to}
            autoComplete="off"
            spellCheck={false}
            onChange={(change) => setTo(change.target.value.toUpperCase())}
            data-testid="account-move-to"
          />
          {missing > 0n && (
            <div className="registration__move-funds" data-testid="account-move-funds">
              <p>{ACCOUNT_MOVE_TEXTS.fund(formatAlgoAmount(missing), address)}</p>
              <Button
                variant="secondary"
                size="small"
                onClick={() => void readControl()}
                data-testid="account-move-check"
              >
                {ACCOUNT_MOVE_TEXTS.checkFunds}
              </Button>
            </div>
          )}
          <div className="wizard-checkbox">
            <input
              id="account-move-confirm"
              type="checkbox"
              checked={confirmed}
              disabled={!to.trim()}
              onChange={(change) => setConfirmed(change.target.checked)}
              data-testid="account-move-confirm"
            />
            <label htmlFor="account-move-confirm">
              {ACCOUNT_MOVE_TEXTS.confirm(to.trim() ? shortenAddress(to.trim()) : '…')}
            </label>
          </div>
          <p className="field__error" role="alert" data-testid="account-move-error">
            {error}
          </p>
          <div>
            <Button
              type="submit"
              variant="danger"
              disabled={!confirmed || missing > 0n}
              busy={busy}
              busyLabel={ACCOUNT_MOVE_TEXTS.moving}
              data-testid="account-move-submit"
            >
              {ACCOUNT_MOVE_TEXTS.move}
            </Button>
          </div>
        </form>
      </details>
    </Card>
  )
}
