/** Dashboard (/): welcome text, static demo tiles and demo recent events. */
import { Link } from 'react-router-dom'
import { Badge } from '../components'
import { DASHBOARD_RECENT_EVENTS, DASHBOARD_STATS, DEMO_STATUS_TONE, KEY_FEATURES } from '../../domain/demo-data'
import { formatCount } from '../../domain/format'
import './Dashboard.css'

export default function Dashboard() {
  return (
    <div className="page dashboard">
      <section className="card dashboard__hero" aria-labelledby="dashboard-title">
        <h1 id="dashboard-title" className="page__title">
          Welcome to DynaQR
        </h1>
        <p className="page__intro dashboard__lead">
          Create events with dynamic QR codes stored on Algorand. The code never changes, but you can change where it
          leads at any time, so printed codes stay valid. Sell tickets in ALGO and reward attendees with a one-of-one
          token.
        </p>
        <Link to="/create-event" className="btn btn--primary" data-testid="dashboard-create-event">
          Create Your First Event
        </Link>
      </section>

      <section className="dashboard__section" aria-labelledby="dashboard-overview-title">
        <div className="dashboard__section-head">
          <h2 id="dashboard-overview-title" className="card__title">
            Overview
          </h2>
          <span className="badge badge--neutral">Demo data</span>
        </div>
        <ul className="stat-grid dashboard__stats" data-testid="dashboard-stats">
          {DASHBOARD_STATS.map((stat) => (
            <li key={stat.label} className="stat dashboard__stat">
              <span className="stat__value dashboard__stat-value">
                {stat.label === 'Network' && <span className="dashboard__online-dot" aria-hidden="true" />}
                {stat.value}
              </span>
              <span className="stat__label">{stat.label}</span>
              <span className="muted dashboard__hint">{stat.hint}</span>
            </li>
          ))}
        </ul>
      </section>

      <div className="dashboard__columns">
        <section className="card dashboard__section" aria-labelledby="dashboard-recent-title">
          <div className="dashboard__section-head">
            <h2 id="dashboard-recent-title" className="card__title">
              Recent Events
            </h2>
            <span className="badge badge--neutral">Demo data</span>
          </div>
          <ul className="dashboard__recent" data-testid="dashboard-recent-events">
            {DASHBOARD_RECENT_EVENTS.map((event) => (
              <li key={event.eventId} className="dashboard__recent-item">
                <div className="dashboard__recent-main">
                  <span className="dashboard__recent-name">{event.name}</span>
                  <span className="dashboard__recent-id">{event.eventId}</span>
                </div>
                <div className="dashboard__recent-meta">
                  <span>{formatCount(event.scans)} scans</span>
                  <Badge tone={DEMO_STATUS_TONE[event.status]}>{event.status}</Badge>
                  <span className="dashboard__recent-when">Updated {event.updated}</span>
                </div>
              </li>
            ))}
          </ul>
          <Link to="/history" className="btn btn--secondary dashboard__link" data-testid="dashboard-view-all">
            View All Events
          </Link>
        </section>

        <section className="card dashboard__section" aria-labelledby="dashboard-features-title">
          <h2 id="dashboard-features-title" className="card__title">
            Key Features
          </h2>
          <ul className="dashboard__features">
            {KEY_FEATURES.map((feature) => (
              <li key={feature.title} className="dashboard__feature">
                <h3>{feature.title}</h3>
                <p>{feature.text}</p>
              </li>
            ))}
          </ul>
        </section>
      </div>
    </div>
  )
}
