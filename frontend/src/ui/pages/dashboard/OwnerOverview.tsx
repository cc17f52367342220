import { config } from '../../../config'
import { formatCount } from '../../../domain/text/format'
import { OWNER_FIGURES_MESSAGES } from '../../../domain/figures/owner-figures-messages'
import type { OwnerSummary } from '../../../domain/figures/owner-summary'
import { ticketSalesTile, type FigureTile } from '../../../domain/figures/ticket-sales'

/** The owner's figures as tiles; `total` is how many events they own, summarised or not. */
export function OwnerOverview({ summary, total }: { summary: OwnerSummary; total: number }) {
  const tiles: FigureTile[] = [
    { key: 'events', label: 'Events', value: formatCount(total), hint: `${formatCount(summary.active)} active` },
    {
      key: 'scans',
      label: 'Scans',
      value: formatCount(summary.scans),
      hint: `${formatCount(summary.scansToday)} today`,
    },
    {
      key: 'registrations',
      label: 'Registrations',
      value: formatCount(summary.registrations),
      hint: 'Tickets taken',
    },
    { key: 'attended', label: 'Checked in', value: formatCount(summary.attended), hint: 'Attendance recorded' },
    ticketSalesTile(summary.ticketSales),
  ]
  return (
    <>
      <ul className="stat-grid dashboard__stats" data-testid="dashboard-stats">
        {tiles.map((tile) => (
          <li key={tile.key} className="stat dashboard__stat" data-testid={`dashboard-stat-${tile.key}`}>
            <span className={`stat__value dashboard__stat-value${tile.inWords ? ' stat__value--words' : ''}`}>
              {tile.value}
            </span>
            <span className="stat__label">{tile.label}</span>
            <span className="muted dashboard__hint">{tile.hint}</span>
          </li>
        ))}
        <li className="stat dashboard__stat">
          <span className="stat__value stat__value--words dashboard__stat-value">
            <span className="dashboard__online-dot" aria-hidden="true" />
            {config.networkLabel}
          </span>
          <span className="stat__label">Network</span>
          <span className="muted dashboard__hint">Online</span>
        </li>
      </ul>
      <p className="muted dashboard__scope" data-testid="dashboard-scope">
        {summary.events < total
          ? OWNER_FIGURES_MESSAGES.newestOnly(formatCount(summary.events), formatCount(total))
          : OWNER_FIGURES_MESSAGES.allEvents}
      </p>
    </>
  )
}
