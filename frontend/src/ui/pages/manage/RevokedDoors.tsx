/** The doors the owner revoked, under the paired ones: whether each one's balance has come back yet. */
import { DOOR_MESSAGES } from '../../../domain/check-in/door-messages'
import { formatAlgoAmount } from '../../../domain/money/algo'
import type { RevokedDoorBalance } from './useRevokedDoors'

export function RevokedDoors({ revoked }: { revoked: readonly RevokedDoorBalance[] }) {
  const shown = revoked.filter(({ balance }) => balance !== undefined)
  if (shown.length === 0) return null
  return (
    <ul className="doors-list" data-testid="doors-revoked">
      {shown.map(({ door, balance }) => (
        <li key={door.address} className="doors-list__item muted" data-testid="doors-revoked-item">
          {balance === 0n
            ? DOOR_MESSAGES.revokedReturned(door.name)
            : DOOR_MESSAGES.revokedReturns(door.name, balance ? formatAlgoAmount(balance) : null)}
        </li>
      ))}
    </ul>
  )
}
