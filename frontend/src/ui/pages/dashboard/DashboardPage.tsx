/**
 * Dashboard (/): with a wallet connected, the owner's own figures and newest events, read from the
 * chain in one page of the owner list (two algod requests however many events they own).
 */
import { lazy, Suspense, useCallback } from 'react'
import type { EventListPage } from '../../../chain'
import { EVENTS_PAGE_SIZE } from '../../../domain/event/event-status'
import { OWNER_FIGURES_MESSAGES } from '../../../domain/figures/owner-figures-messages'
import { summariseEvents } from '../../../domain/figures/owner-summary'
import { useChain } from '../../chain-hooks/useChain'
import { useChainData, type ChainData } from '../../chain-hooks/useChainData'
import { WalletPanel } from '../../wallet/WalletPanel'
import { KEY_FEATURES } from './key-features'
import { OwnerOverview } from './OwnerOverview'
import { Button, LinkButton } from '../../components/Button'
import { Card } from '../../components/Card'
import './DashboardPage.css'
import { useWalletAccount } from '../../wallet/wallet-account'

/** Only an owner with events sees them: a first visit without a wallet does not load their code (dates and all). */
const RecentEvents = lazy(() => import('./RecentEvents').then((module) => ({ default: module.RecentEvents })))

export default function Dashboard() {
  const chain = useChain()
  const { activeAddress } = useWalletAccount()
  const load = useCallback(
    () =>
      activeAddress
        ? chain.listOwnerEvents(activeAddress, { limit: EVENTS_PAGE_SIZE })
        : Promise.resolve<EventListPage | null>(null),
    [chain, activeAddress],
  )
  const { state, reload } = useChainData(load, { failedMessage: OWNER_FIGURES_MESSAGES.readFailed })
  const page = state.status === 'loaded' ? state.value : null
  const hasEvents = (page?.total ?? 0) > 0
  const nowSeconds = Math.floor(Date.now() / 1000)

  return (
    <div className="page dashboard">
      <Card className="dashboard__hero" aria-labelledby="dashboard-title">
        <h1 id="dashboard-title" className="page__title">
          Welcome to DynaQR
        </h1>
        <p className="page__intro dashboard__lead">
          Create events with dynamic QR codes stored on Algorand. The code never changes, but you can change where it
          leads at any time, so printed codes stay valid. Sell tickets in USDC or ALGO and reward attendees with a
          one-of-one token.
        </p>
        <LinkButton variant="primary" to="/create-event" data-testid="dashboard-create-event">
          {hasEvents ? 'Create Event' : 'Create Your First Event'}
        </LinkButton>
      </Card>

      <section className="dashboard__section" aria-labelledby="dashboard-overview-title">
        <div className="dashboard__section-head">
          <h2 id="dashboard-overview-title" className="card__title">
            Overview
          </h2>
        </div>
        {!activeAddress ? (
          <div className="stack" data-testid="dashboard-connect">
            <p className="alert alert--info">{OWNER_FIGURES_MESSAGES.connect}</p>
            <WalletPanel compact />
          </div>
        ) : (
          <OwnerFigures state={state} onRetry={() => void reload()} nowSeconds={nowSeconds} />
        )}
      </section>

      <div className="dashboard__columns">
        <Card className="dashboard__section" aria-labelledby="dashboard-recent-title">
          <div className="dashboard__section-head">
            <h2 id="dashboard-recent-title" className="card__title">
              Recent Events
            </h2>
          </div>
          {page && page.events.length > 0 ? (
            <Suspense fallback={null}>
              <RecentEvents events={page.events} nowSeconds={nowSeconds} />
            </Suspense>
          ) : (
            <p className="muted" data-testid="dashboard-recent-empty">
              {activeAddress ? OWNER_FIGURES_MESSAGES.noEvents : OWNER_FIGURES_MESSAGES.recentAfterConnect}
            </p>
          )}
          <LinkButton variant="secondary" className="dashboard__link" to="/history" data-testid="dashboard-view-all">
            View All Events
          </LinkButton>
        </Card>

        <Card className="dashboard__section" titleId="dashboard-features-title" title="Key Features">
          <ul className="dashboard__features">
            {KEY_FEATURES.map((feature) => (
              <li key={feature.title} className="dashboard__feature">
                <h3>{feature.title}</h3>
                <p>{feature.text}</p>
              </li>
            ))}
          </ul>
        </Card>
      </div>
    </div>
  )
}

function OwnerFigures({
  state,
  onRetry,
  nowSeconds,
}: {
  state: ChainData<EventListPage | null>
  onRetry: () => void
  nowSeconds: number
}) {
  if (state.status === 'loading') {
    return (
      <p className="muted" role="status" data-testid="dashboard-loading">
        Reading your events…
      </p>
    )
  }
  if (state.status === 'failed') {
    return (
      <div className="alert alert--danger" role="alert" data-testid="dashboard-error">
        <p>{state.error}</p>
        <Button variant="secondary" size="small" onClick={onRetry}>
          Try again
        </Button>
      </div>
    )
  }
  const page = state.value ?? { events: [], total: 0, nextBefore: null }
  return <OwnerOverview summary={summariseEvents(page.events, nowSeconds)} total={page.total} />
}
