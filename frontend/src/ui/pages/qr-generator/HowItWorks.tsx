import { Card } from '../../components/Card'

export function HowItWorks() {
  return (
    <Card title="How dynamic QR works" headingLevel={2}>
      <dl className="stack">
        <div>
          <dt>
            <strong>Static QR URL</strong>
          </dt>
          <dd className="muted">The code encodes a permanent resolver address, so printed codes never change.</dd>
        </div>
        <div>
          <dt>
            <strong>Blockchain storage</strong>
          </dt>
          <dd className="muted">The destination is stored in the DynaQR smart contract, owned by your wallet.</dd>
        </div>
        <div>
          <dt>
            <strong>Dynamic redirect</strong>
          </dt>
          <dd className="muted">Update the destination any time; every scan follows the latest on-chain URL.</dd>
        </div>
      </dl>
    </Card>
  )
}
