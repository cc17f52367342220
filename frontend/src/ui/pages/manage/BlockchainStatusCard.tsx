import { Card } from '../../components/Card'
import { ownershipMessage } from '../../../domain/event/event-display'
import { WalletPanel } from '../../wallet/WalletPanel'

interface BlockchainStatusCardProps {
  owner: string
  activeAddress: string | null
}

export function BlockchainStatusCard({ owner, activeAddress }: BlockchainStatusCardProps) {
  const isOwner = activeAddress === owner
  return (
    <Card title="Blockchain status">
      <dl className="kv">
        <dt>Owner</dt>
        <dd className="mono" data-testid="manage-owner">
          {owner}
        </dd>
      </dl>
      <p
        className={`alert ${isOwner ? 'alert--success' : activeAddress ? 'alert--warning' : 'alert--info'} page__section-top`}
        role="status"
        data-testid="manage-ownership-message"
      >
        {ownershipMessage(activeAddress, owner)}
      </p>
      <WalletPanel compact title="Your wallet" />
    </Card>
  )
}
