import { useEffect, useRef } from 'react'
import type { CheckInWindow } from '../../../domain/check-in/check-in-window'
import { formatDateTime } from '../../../domain/time/date-format'
import { eventSchedule, eventZone } from '../../../domain/event/event-time'
import { completionStage, completionText, completionTitle } from './completion-model'
import { REGISTRATION_MESSAGES } from '../../../domain/registration/registration-messages'
import {
  ATTENDANCE_PAGE_MESSAGES,
  OWN_REGISTRATION_MESSAGES,
  PLAIN_REGISTRATION_MESSAGES,
} from '../../../domain/registration/registration-page-messages'
import { CopyLinkButton } from '../../components/CopyLinkButton'
import { CHECK_IN_MESSAGES } from '../../../domain/check-in/check-in-messages'
import { registrationLink as attendeeLink } from '../../navigation/share-links'
import { AddToCalendar } from './AddToCalendar'
import { AttendanceProgressSteps } from './AttendanceProgressSteps'
import { RegistrationFacts } from './RegistrationFacts'
import { SignedTransactions } from './SignedTransactions'
import { TicketPanel } from './TicketPanel'
import { MoveAccountCard } from './MoveAccountCard'
import { CancelRegistration } from './CancelRegistration'
import { RefundWaiting } from './RefundWaiting'
import { decisionClosed, decisionDeadline } from '../../../domain/registration/decision-deadline'
import { HELD_PAYMENT_MESSAGES } from '../../../domain/registration/held-payment-messages'
import { WaitlistPlace } from './WaitlistPlace'
import { useAttendanceFlow, type AttendanceFlowInput } from './useAttendanceFlow'
import { Button, LinkButton } from '../../components/Button'
import { Card } from '../../components/Card'

/** What the page shows is what the attendance flow follows, and what the attendee may do with it. */
interface CompletionProps extends AttendanceFlowInput {
  /** The attendee cancelled their registration (or left the waitlist) here; without it, no cancel is offered. */
  onCancelled?: () => void
  /** A cancelled registration's attendee asks for the form again (where the event is not closed to them). */
  onRegisterAgain?: () => void
}

/** Where check-in stands; when it opens is told in the event's zone, as its schedule is. */
function windowText(window: CheckInWindow, zone: string | undefined): string | null {
  if (window.state === 'undated') return CHECK_IN_MESSAGES.undated
  if (window.state === 'not-yet') return CHECK_IN_MESSAGES.notOpenYet(formatDateTime(window.opensAt, zone))
  if (window.state === 'closed') return CHECK_IN_MESSAGES.closed
  return null
}

/**
 * Completion screen: the registration, the ticket the attendee shows at the door, and once they
 * are checked in, their attendance token in one step. Where the organiser chose self-declared
 * attendance, the attendee confirms it here during the check-in window. Where the organiser
 * approves each registration, the ticket appears once they do; a decline says so.
 */
export function Completion(props: CompletionProps) {
  const { chain, event, registration, registerTxId, plain = false, onCancelled, onRegisterAgain } = props
  const { progress, busy, error, declined, signed, checkIn, isAttendee, showProgress, declareAttendance, claimToken } =
    useAttendanceFlow(props)
  // The page that replaces the form opens at its first card, not where the form's button was.
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => {
    heading.current?.closest('section')?.scrollIntoView?.({ block: 'start' })
    heading.current?.focus({ preventScroll: true })
  }, [])
  const registrationLink = attendeeLink(window.location.origin, event.eventId)
  const attended = registration.status === 'attended'
  const waiting = registration.status === 'pending'
  const cancelled = registration.status === 'cancelled'
  // A registration whose payment the app holds, past the organiser's decision deadline.
  const deadlinePassed = decisionClosed(event.settings, Date.now() / 1000)
  const stage = completionStage(registration, declined, plain, deadlinePassed)
  const tokenIsTheirs = registration.nftClaimed || (plain && registration.nftMinted)
  const schedule = eventSchedule(event)
  const checkInText = windowText(checkIn, eventZone(event))
  const selfDeclared = event.settings.selfCheckIn

  return (
    <div className="registration__complete" data-testid="registration-complete">
      <Card className="registration__card" aria-labelledby="registration-complete-title">
        <p className="registration__eyebrow">{event.eventName}</p>
        <h1 id="registration-complete-title" className="registration__title" ref={heading} tabIndex={-1}>
          {completionTitle(stage)}
        </h1>
        <p data-testid="registration-outcome">{completionText(stage, registration, selfDeclared, plain)}</p>
        {stage === 'waitlisted' && isAttendee && (
          <WaitlistPlace chain={chain} event={event} address={registration.attendeeAddress} />
        )}

        <RegistrationFacts event={event} registration={registration} declined={declined} plain={plain} />
        {!cancelled && (
          <div className="registration__keep" data-testid="registration-keep">
            <AddToCalendar event={event} />
            <p>{plain ? PLAIN_REGISTRATION_MESSAGES.keepLink : REGISTRATION_MESSAGES.keepLink}</p>
            <code className="mono registration__link" data-testid="registration-link">
              {registrationLink.url}
            </code>
            <CopyLinkButton size="small" link={registrationLink} />
          </div>
        )}

        {!plain && <SignedTransactions chain={chain} signed={signed} />}
      </Card>

      {registration.status === 'confirmed' && isAttendee && (
        <TicketPanel
          chain={chain}
          event={event}
          registration={registration}
          showAtOnce={Boolean(registerTxId)}
          plain={plain}
        />
      )}

      <Card className="registration__card" titleId="registration-next-title" title="Next Steps">
        {/* A cancelled (refunded or declined) registration has no steps left to take. */}
        {!cancelled && stage !== 'undecided' && (
          <ol className="steps-list registration__steps">
            {waiting && <li data-testid="registration-approval-step">{REGISTRATION_MESSAGES.approvalStep}</li>}
            {stage === 'waitlisted' && (
              <li data-testid="registration-waitlist-step">{OWN_REGISTRATION_MESSAGES.waitlistStep}</li>
            )}
            <li>
              {plain
                ? PLAIN_REGISTRATION_MESSAGES.keepPasskey
                : 'Keep this wallet at hand: your registration and ticket belong to it.'}
            </li>
            <li>Go to the event{schedule ? ` (${schedule})` : ''}.</li>
            <li>
              {selfDeclared
                ? 'Confirm your attendance on this page during the event.'
                : 'Show your ticket at the entrance: the door device checks you in.'}
            </li>
            <li>
              {plain
                ? PLAIN_REGISTRATION_MESSAGES.tokenStep
                : 'Get your one-of-one attendance token: it is minted and sent to your wallet as proof of attendance.'}
            </li>
          </ol>
        )}

        {registration.status === 'confirmed' && checkInText && (
          <p className="muted" role="status" data-testid="registration-window">
            {checkInText}
          </p>
        )}

        {showProgress && <AttendanceProgressSteps progress={progress} plain={plain} />}

        <p className="field__error registration__error" role="alert" data-testid="registration-confirm-error">
          {error}
        </p>

        <div className="registration__actions">
          {attended && !tokenIsTheirs && (
            <Button
              variant="primary"
              data-testid="registration-claim"
              busy={busy}
              busyLabel="Getting your token..."
              onClick={claimToken}
            >
              Get My Attendance Token
            </Button>
          )}
          {registration.status === 'confirmed' && selfDeclared && checkIn.state === 'open' && (
            <Button
              variant="primary"
              data-testid="registration-confirm"
              busy={busy}
              busyLabel="Confirming..."
              onClick={declareAttendance}
            >
              {ATTENDANCE_PAGE_MESSAGES.confirmAndGetToken}
            </Button>
          )}
          {cancelled && !registration.closedToAccount && isAttendee && onRegisterAgain && (
            <Button variant="primary" data-testid="registration-register-again" onClick={onRegisterAgain}>
              {OWN_REGISTRATION_MESSAGES.registerAgain}
            </Button>
          )}
          <LinkButton variant="secondary" to="/discover" data-testid="registration-browse-more">
            Browse More Events
          </LinkButton>
        </div>
        {stage === 'undecided' && (
          <p className="alert alert--warning registration__own" role="status" data-testid="registration-not-decided">
            {HELD_PAYMENT_MESSAGES.notDecided(formatDateTime(decisionDeadline(event.settings), eventZone(event)))}
          </p>
        )}
        {isAttendee && onCancelled && (
          <CancelRegistration
            chain={chain}
            event={event}
            registration={registration}
            onCancelled={onCancelled}
            label={
              stage !== 'undecided'
                ? undefined
                : registration.paymentAmountMicroAlgos > 0n
                  ? HELD_PAYMENT_MESSAGES.takeBack
                  : HELD_PAYMENT_MESSAGES.withdraw
            }
          />
        )}
        {isAttendee && (
          <RefundWaiting
            chain={chain}
            event={event}
            registration={registration}
            onClaimed={() =>
              void chain
                .getRegistration(event, registration.attendeeAddress)
                .then((fresh) => fresh && props.onRegistrationChange(fresh))
            }
          />
        )}
      </Card>

      {plain && isAttendee && <MoveAccountCard chain={chain} address={registration.attendeeAddress} />}
    </div>
  )
}
