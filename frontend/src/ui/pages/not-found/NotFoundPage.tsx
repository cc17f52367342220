import { Link } from 'react-router-dom'
import { NAVIGATION_MESSAGES } from '../../../domain/messages'

export default function NotFoundPage() {
  return (
    <div className="page">
      <section className="card empty-state" data-testid="not-found">
        <h1>{NAVIGATION_MESSAGES.pageNotFound}</h1>
        <p className="muted">The page you are looking for does not exist.</p>
        <Link className="btn btn--primary" to="/">
          Go to Dashboard
        </Link>
      </section>
    </div>
  )
}
