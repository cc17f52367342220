/**
 * Analytics (/history): with a wallet connected, every event the owner has, read page after page
 * from the chain and added up as the pages arrive.
 */
import { useMemo } from 'react'
import { formatCount } from '../../../domain/text/format'
import { OWNER_FIGURES_MESSAGES } from '../../../domain/figures/owner-figures-messages'
import { recentActivity, summariseEvents, type OwnerSummary } from '../../../domain/figures/owner-summary'
import { ticketSalesTile, type FigureTile } from '../../../domain/figures/ticket-sales'
import { useAllOwnerEvents, type AllOwnerEvents } from '../../chain-hooks/useAllOwnerEvents'
import { WalletPanel } from '../../wallet/WalletPanel'
import { EventsTable } from './EventsTable'
import { RecentActivity } from './RecentActivity'
import { ScanPeriods } from './ScanPeriods'
import { Button } from '../../components/Button'
import { Card } from '../../components/Card'
import './AnalyticsPage.css'
import { useWalletAccount } from '../../wallet/wallet-account'

export default function Analytics() {
  const { activeAddress } = useWalletAccount()
  const owned = useAllOwnerEvents(activeAddress)
  const nowSeconds = Math.floor(Date.now() / 1000)
  const summary = useMemo(() => summariseEvents(owned.events, nowSeconds), [owned.events, nowSeconds])
  const activity = useMemo(() => recentActivity(owned.events), [owned.events])

  return (
    <div className="page analytics">
      <header className="page__header">
        <div>
          <h1 className="page__title">Analytics</h1>
          <p className="page__intro">Scans, registrations and check-ins across your events, read from Algorand.</p>
        </div>
      </header>

      {!activeAddress && (
        <div className="stack" data-testid="analytics-connect">
          <p className="alert alert--info">{OWNER_FIGURES_MESSAGES.connect}</p>
          <WalletPanel compact />
        </div>
      )}
      {activeAddress && <ReadingStatus owned={owned} />}

      {owned.total !== null && owned.total === 0 && (
        <p className="muted" data-testid="analytics-empty">
          {OWNER_FIGURES_MESSAGES.noEvents}
        </p>
      )}
      {owned.events.length > 0 && (
        <>
          <Totals summary={summary} total={owned.total ?? owned.events.length} />
          <Card className="analytics__card" titleId="analytics-events-title" title="Events">
            <EventsTable events={owned.events} nowSeconds={nowSeconds} />
          </Card>
          <div className="analytics__columns">
            <Card className="analytics__card" titleId="analytics-periods-title" title="Scan Analytics">
              <ScanPeriods summary={summary} nowSeconds={nowSeconds} />
            </Card>
            <Card className="analytics__card" titleId="analytics-activity-title" title="Recent Activity">
              <RecentActivity items={activity} />
            </Card>
          </div>
        </>
      )}
    </div>
  )
}

/** Pages still coming, or the read that failed (the events read before it stay on screen). */
function ReadingStatus({ owned }: { owned: AllOwnerEvents }) {
  if (owned.status === 'reading') {
    return (
      <p className="muted" role="status" data-testid="analytics-progress">
        {owned.total === null
          ? 'Reading your events…'
          : `Reading your events: ${formatCount(owned.events.length)} of ${formatCount(owned.total)}…`}
      </p>
    )
  }
  if (owned.status === 'failed') {
    return (
      <div className="alert alert--danger" role="alert" data-testid="analytics-error">
        <p>{OWNER_FIGURES_MESSAGES.readFailed}</p>
        <Button variant="secondary" size="small" onClick={owned.retry}>
          Try again
        </Button>
      </div>
    )
  }
  return null
}

function Totals({ summary, total }: { summary: OwnerSummary; total: number }) {
  const counts = [
    { key: 'events', label: 'Events', value: total, hint: `${formatCount(summary.active)} active` },
    { key: 'scans', label: 'Scans', value: summary.scans, hint: `${formatCount(summary.scansThisWeek)} this week` },
    { key: 'registrations', label: 'Registrations', value: summary.registrations, hint: 'Tickets taken' },
    { key: 'attended', label: 'Checked in', value: summary.attended, hint: 'Attendance recorded' },
    {
      key: 'updates',
      label: 'Destination updates',
      value: summary.destinationUpdates,
      hint: 'Changes to where codes lead',
    },
  ]
  const tiles: FigureTile[] = [
    ...counts.map((tile) => ({ ...tile, value: formatCount(tile.value) })),
    ticketSalesTile(summary.ticketSales),
  ]
  return (
    <section aria-labelledby="analytics-totals-title">
      <h2 id="analytics-totals-title" className="visually-hidden">
        Totals
      </h2>
      <ul className="stat-grid analytics__totals" data-testid="analytics-totals">
        {tiles.map((tile) => (
          <li key={tile.key} className="stat analytics__tile" data-testid={`analytics-total-${tile.key}`}>
            <span className={`stat__value${tile.inWords ? ' stat__value--words' : ''}`}>{tile.value}</span>
            <span className="stat__label">{tile.label}</span>
            <span className="muted analytics__hint">{tile.hint}</span>
          </li>
        ))}
      </ul>
    </section>
  )
}
