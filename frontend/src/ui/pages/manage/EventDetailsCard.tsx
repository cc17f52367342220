import { Card } from '../../components/Card'
import { accessTypeLabel, displayTiers, organization, registrationSummary } from '../../../domain/event/event-display'
import { formatDateTime } from '../../../domain/time/date-format'
import { eventSchedule } from '../../../domain/event/event-time'
import { TIME_MESSAGES } from '../../../domain/time/time-messages'
import { ACCESS_INFO_MESSAGES } from '../../../domain/event/create-messages'
import { EDIT_MESSAGES } from '../../../domain/event/manage-messages'
import type { DynaEvent } from '../../../domain/event/event'
import { editPath } from '../../navigation/event-paths'
import { LinkButton } from '../../components/Button'

/** `canEdit`: the connected wallet owns the event and it is active, so it may be edited. */
export function EventDetailsCard({ event, canEdit = false }: { event: DynaEvent; canEdit?: boolean }) {
  const tags = event.metadata.tags ?? []
  const tiers = displayTiers(event)
  return (
    <Card title="Event details" data-testid="manage-details">
      <dl className="kv">
        <dt>When</dt>
        <dd data-testid="manage-when">{eventSchedule(event) ?? TIME_MESSAGES.noDate}</dd>
        <dt>Created</dt>
        <dd>{formatDateTime(event.createdAt)}</dd>
        <dt>Organization</dt>
        <dd data-testid="manage-organization">{organization(event)}</dd>
        <dt>Registrations</dt>
        <dd data-testid="manage-registrations">{registrationSummary(event)}</dd>
        <dt>Scans</dt>
        <dd data-testid="manage-scans">{event.scanCount} scans</dd>
        <dt>Access</dt>
        <dd>
          <span data-testid="manage-access-type">{accessTypeLabel(event.accessType)}</span>
          <p className="muted field__hint" data-testid="manage-access-public-note">
            {ACCESS_INFO_MESSAGES.destinationPublic}
          </p>
        </dd>
        <dt>Tags</dt>
        <dd>
          {tags.length > 0 ? (
            <ul className="tag-list">
              {tags.map((tag) => (
                <li className="tag" key={tag}>
                  {tag}
                </li>
              ))}
            </ul>
          ) : (
            '—'
          )}
        </dd>
      </dl>
      <h3 className="page__section-top">Ticket tiers</h3>
      {tiers.length === 0 ? (
        <p className="muted">No ticket tiers: registration is free.</p>
      ) : (
        <ul className="tier-list" data-testid="manage-tiers">
          {tiers.map((tier, index) => (
            <li className="tier-list__item" key={`${tier.name}-${index}`}>
              <div>
                <strong>{tier.name}</strong>
                {tier.description && <div className="muted">{tier.description}</div>}
              </div>
              <div>
                <span>{tier.price}</span>
                {tier.available && <span className="muted"> · {tier.available}</span>}
              </div>
            </li>
          ))}
        </ul>
      )}
      {canEdit && (
        <p className="page__section-top">
          <LinkButton variant="secondary" to={editPath(event.eventId)} data-testid="manage-edit-link">
            {EDIT_MESSAGES.editLink}
          </LinkButton>
        </p>
      )}
    </Card>
  )
}
