import { SelectField, TextField } from '../../components/Field'
import { STATUS_FILTERS, type EventQuery, type StatusFilter } from '../../../domain/event/event-status'
import type { EventsView } from './EventCard'

interface EventFiltersProps {
  query: EventQuery
  onQueryChange: (query: EventQuery) => void
  view: EventsView
  onViewChange: (view: EventsView) => void
}

export function EventFilters({ query, onQueryChange, view, onViewChange }: EventFiltersProps) {
  return (
    <div className="toolbar" role="search">
      <div className="toolbar__search">
        <TextField
          label="Search events"
          type="search"
          placeholder="Name, ID, description or tag"
          value={query.text}
          onChange={(event) => onQueryChange({ ...query, text: event.target.value })}
          data-testid="events-search"
        />
      </div>
      <SelectField
        label="Status"
        value={query.status}
        onChange={(event) => onQueryChange({ ...query, status: event.target.value as StatusFilter })}
        data-testid="events-status-filter"
      >
        {STATUS_FILTERS.map((status) => (
          <option key={status} value={status}>
            {status === 'all' ? 'All statuses' : status[0].toUpperCase() + status.slice(1)}
          </option>
        ))}
      </SelectField>
      <div className="segmented" role="group" aria-label="Layout">
        {(['grid', 'list'] as const).map((option) => (
          <button
            key={option}
            type="button"
            className="segmented__button"
            aria-pressed={view === option}
            onClick={() => onViewChange(option)}
            data-testid={`events-view-${option}`}
          >
            {option === 'grid' ? 'Grid' : 'List'}
          </button>
        ))}
      </div>
    </div>
  )
}
