/** The cells the attendee list and the waitlist share: the account with its copy button, and the guest's details. */
import { GUEST_LIST_MESSAGES } from '../../../domain/guest-list/guest-list-messages'
import { ATTENDEES_MESSAGES } from '../../../domain/event/manage-messages'
import type { GuestDetails } from '../../../domain/details/registration-note'
import { answerLines, type RegistrationQuestion } from '../../../domain/details/registration-questions'
import { Badge } from '../../components/Badge'
import { CopyButton } from '../../components/CopyButton'

const UNREADABLE_TEXT: Record<'unreadable' | 'otherKey' | 'missing' | 'none', string> = {
  unreadable: GUEST_LIST_MESSAGES.unreadable,
  otherKey: GUEST_LIST_MESSAGES.otherKey,
  missing: GUEST_LIST_MESSAGES.missing,
  none: GUEST_LIST_MESSAGES.notSealed,
}

/**
 * A registration's name, email and phone with its answers to the event's questions, or why they
 * cannot be shown.
 */
export function GuestCell({
  guest,
  questions = [],
}: {
  guest: GuestDetails
  questions?: readonly RegistrationQuestion[]
}) {
  if (guest.kind === 'sealed' || guest.kind === 'public') {
    const { name, email, phone } = guest.contact
    const answers = answerLines(questions, guest.contact.answers)
    return (
      <td data-testid="attendees-guest">
        <div className="attendees__guest">
          <strong data-testid="attendees-guest-name">{name}</strong>
          {email && <span data-testid="attendees-guest-email">{email}</span>}
          {phone && <span data-testid="attendees-guest-phone">{phone}</span>}
          {guest.kind === 'public' && (
            <Badge tone="warning" title={GUEST_LIST_MESSAGES.publicNote}>
              Public
            </Badge>
          )}
          {answers.length > 0 && (
            <dl className="attendees__answers" data-testid="attendees-guest-answers">
              {answers.map((line) => (
                <div key={line.id} data-testid="attendees-guest-answer">
                  <dt>{line.question}</dt>
                  <dd>{line.answer}</dd>
                </div>
              ))}
            </dl>
          )}
        </div>
      </td>
    )
  }
  return (
    <td className="muted" data-testid="attendees-guest">
      {UNREADABLE_TEXT[guest.kind]}
    </td>
  )
}

/** The account's short address and its copy button: the first cell of a row. */
export function AddressCell({ address, shortAddress }: { address: string; shortAddress: string }) {
  return (
    <th scope="row">
      <span className="attendees__address">
        <code title={address}>{shortAddress}</code>
        <CopyButton
          variant="ghost"
          size="small"
          text={address}
          successMessage={ATTENDEES_MESSAGES.addressCopied}
          failureMessage={ATTENDEES_MESSAGES.copyAddressFailed}
          fallbackLabel="Attendee address"
          aria-label={`Copy address ${address}`}
        >
          Copy
        </CopyButton>
      </span>
    </th>
  )
}
