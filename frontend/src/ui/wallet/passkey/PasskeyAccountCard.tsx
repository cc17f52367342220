/** The wallet panel of a passkey account, in the passkey's own words: the account, and "Log out". */
import { shortenAddress } from '../../../domain/text/format'
import { PASSKEY_MESSAGES } from '../../../domain/messages/messages'
import { Button } from '../../components/Button'
import { Card } from '../../components/Card'
import { usePasskeyAccount } from './usePasskeyAccount'

export function PasskeyAccountCard({ address }: { address: string }) {
  const { logOut, loggingOut } = usePasskeyAccount()
  return (
    <Card
      title={PASSKEY_MESSAGES.title}
      className="wallet-panel"
      data-testid="wallet-panel"
      data-connected="true"
      data-passkey="true"
    >
      <dl className="kv">
        <dt>{PASSKEY_MESSAGES.loggedInWith}</dt>
        <dd data-testid="wallet-provider">{PASSKEY_MESSAGES.passkey}</dd>
        <dt>{PASSKEY_MESSAGES.account}</dt>
        <dd>
          <span className="mono" title={address} data-testid="wallet-address" data-address={address}>
            {shortenAddress(address)}
          </span>
        </dd>
      </dl>
      <div className="wallet-panel__actions">
        <Button
          variant="secondary"
          size="small"
          busy={loggingOut}
          busyLabel={PASSKEY_MESSAGES.loggingOut}
          onClick={() => void logOut()}
          data-testid="passkey-log-out"
        >
          {PASSKEY_MESSAGES.logOut}
        </Button>
      </div>
    </Card>
  )
}
