import type { EventCounters } from '../../../domain/event/event-status'

export function EventStats({ counters }: { counters: EventCounters }) {
  const stats = [
    { key: 'total', label: 'Total', value: counters.total },
    { key: 'active', label: 'Active', value: counters.active },
    { key: 'published', label: 'Published', value: counters.published },
    { key: 'drafts', label: 'Drafts', value: counters.drafts },
  ]
  return (
    <dl className="stat-grid">
      {stats.map((stat) => (
        <div className="stat" key={stat.key}>
          <dt className="stat__label">{stat.label}</dt>
          <dd className="stat__value" data-testid={`events-stat-${stat.key}`}>
            {stat.value}
          </dd>
        </div>
      ))}
    </dl>
  )
}
