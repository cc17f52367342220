import { useEffect, useState, type FormEvent } from 'react'
import toast from 'react-hot-toast'
import { Button } from '../../components/Button'
import { Card } from '../../components/Card'
import { TextField } from '../../components/Field'
import { formatDateTime } from '../../../domain/time/date-format'
import { MANAGE_MESSAGES } from '../../../domain/messages/messages'
import type { DynaEvent } from '../../../domain/event/event'
import { checkDestinationUrl } from '../../../domain/access/url-safety'

interface DestinationCardProps {
  event: DynaEvent
  isOwner: boolean
  busy: boolean
  onUpdate: (url: string) => void
}

export function DestinationCard({ event, isOwner, busy, onUpdate }: DestinationCardProps) {
  const [url, setUrl] = useState(event.currentUrl)
  const [problem, setProblem] = useState<string | null>(null)

  useEffect(() => setUrl(event.currentUrl), [event.currentUrl])

  function submit(formEvent: FormEvent) {
    formEvent.preventDefault()
    const trimmed = url.trim()
    const check = trimmed ? checkDestinationUrl(trimmed) : null
    if (!check?.ok) {
      setProblem(check && !check.ok ? check.reason : null)
      toast.error(MANAGE_MESSAGES.invalidDestination)
      return
    }
    setProblem(null)
    onUpdate(trimmed)
  }

  return (
    <Card
      title="Dynamic redirect"
      subtitle="Where the QR code sends scanners. It lives on-chain: change it at any time and printed codes keep working."
    >
      <form className="form" onSubmit={submit} noValidate>
        <TextField
          label="Current destination URL"
          type="url"
          required
          value={url}
          onChange={(change) => setUrl(change.target.value)}
          disabled={!isOwner}
          error={problem ?? undefined}
          hint={isOwner ? 'Scanners are sent here. Only https:// and http:// addresses are accepted.' : undefined}
          data-testid="manage-destination-input"
        />
        <p className="muted" data-testid="manage-last-updated">
          Last updated: {formatDateTime(event.lastUpdatedAt)}
        </p>
        <div>
          <Button
            type="submit"
            disabled={!isOwner}
            busy={busy}
            busyLabel="Updating..."
            data-testid="manage-update-submit"
          >
            Update destination
          </Button>
        </div>
      </form>
    </Card>
  )
}
