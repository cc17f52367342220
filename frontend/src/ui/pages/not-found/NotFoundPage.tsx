import { NAVIGATION_MESSAGES } from '../../../domain/messages/messages'
import { LinkButton } from '../../components/Button'
import { Card } from '../../components/Card'

export default function NotFoundPage() {
  return (
    <div className="page">
      <Card className="empty-state" data-testid="not-found">
        <h1>{NAVIGATION_MESSAGES.pageNotFound}</h1>
        <p className="muted">The page you are looking for does not exist.</p>
        <LinkButton variant="primary" to="/">
          Go to Dashboard
        </LinkButton>
      </Card>
    </div>
  )
}
