import toast from 'react-hot-toast'
import { Link } from 'react-router-dom'
import { Button } from '../../components/Button'
import { Card } from '../../components/Card'
import { CopyLinkButton } from '../../components/CopyLinkButton'
import { TxLink } from '../../components/TxLink'
import { config } from '../../../config'
import { accessTypeLabel } from '../../../domain/event/event-display'
import { managePath } from '../../navigation/event-paths'
import { qrCodeLink } from '../../navigation/share-links'
import { SHARE_MESSAGES } from '../../../domain/qr/share-link-messages'
import { GENERATOR_MESSAGES } from '../../../domain/event/create-messages'
import { saveUrl } from '../../platform/download'
import { qrDownloadName } from '../../platform/qr'
import type { CreateEventInput } from '../../../domain/event/event'

export interface CreatedQr {
  input: CreateEventInput
  imageDataUrl: string | null
  txId?: string
}

function download(created: CreatedQr) {
  if (!created.imageDataUrl) {
    toast.error(GENERATOR_MESSAGES.noImage)
    return
  }
  saveUrl(created.imageDataUrl, qrDownloadName(created.input.eventId))
  toast.success(GENERATOR_MESSAGES.downloaded)
}

export function CreatedView({ created, onCreateAnother }: { created: CreatedQr; onCreateAnother: () => void }) {
  const { input } = created
  return (
    <div className="layout-split">
      <Card className="qr-result" data-testid="qr-success">
        <h2>Dynamic QR Created!</h2>
        {created.imageDataUrl ? (
          <img
            className="qr-result__image"
            src={created.imageDataUrl}
            width={256}
            height={256}
            alt={`QR code for ${input.resolverUrl}`}
            data-testid="qr-image"
          />
        ) : (
          <p className="alert alert--warning">The QR image could not be generated; the event was created.</p>
        )}
        <div className="qr-result__actions">
          <Button onClick={() => download(created)} data-testid="qr-download">
            Download QR Code
          </Button>
          <CopyLinkButton
            link={qrCodeLink(input.resolverUrl, SHARE_MESSAGES.resolverUrlCopiedToClipboard)}
            data-testid="qr-copy-resolver"
          />
          <Button variant="secondary" onClick={onCreateAnother} data-testid="qr-create-another">
            Create Another
          </Button>
        </div>
      </Card>
      <Card title="Details" data-testid="qr-details">
        <dl className="kv">
          <dt>Name</dt>
          <dd>{input.eventName}</dd>
          <dt>Event ID</dt>
          <dd className="mono" data-testid="qr-created-event-id">
            {input.eventId}
          </dd>
          <dt>QR code link</dt>
          <dd className="mono" data-testid="qr-resolver-url">
            {input.resolverUrl}
          </dd>
          <dt>Current redirect</dt>
          <dd className="mono">{input.currentUrl}</dd>
          <dt>Access</dt>
          <dd>{accessTypeLabel(input.accessType)}</dd>
        </dl>
        <p className="alert alert--info page__section-top" data-testid="qr-storage">
          Stored on Algorand {config.networkLabel}
          {created.txId && (
            <>
              {' '}
              · <TxLink txId={created.txId} />
            </>
          )}
        </p>
        <h3 className="page__section-top">Next steps</h3>
        <ol className="steps-list">
          <li>Print or share the QR code.</li>
          <li>
            Go to <Link to={managePath(input.eventId)}>Manage Events</Link> to update the redirect at any time.
          </li>
          <li>
            Monitor scans in <Link to="/history">Analytics</Link>.
          </li>
        </ol>
      </Card>
    </div>
  )
}
