/**
 * Manage Event: one event's attendees and check-in, its details and destination, then its budget and
 * settings, with a navigation to each card (manage-sections.ts orders them).
 */
import { useEffect, useState, type ReactNode } from 'react'
import toast from 'react-hot-toast'
import { useNavigate, useParams } from 'react-router-dom'
import { toUserMessage } from '../../../chain'
import { useChain } from '../../chain-hooks/useChain'
import { EventLoading, EventNotFound } from '../../components/EventLoadStates'
import { CopyLinkButton } from '../../components/CopyLinkButton'
import { EventQrCard } from '../../components/EventQrCard'
import { useEvent } from '../../chain-hooks/useEvent'
import { Badge } from '../../components/Badge'
import { Button, LinkButton } from '../../components/Button'
import { toastTxSuccess } from '../../components/tx-toast'
import { TxLink } from '../../components/TxLink'
import type { Sent } from '../../../chain'
import { MANAGE_MESSAGES } from '../../../domain/messages/messages'
import {
  ATTENDEE_COSTS_MESSAGES,
  ATTENDEES_MESSAGES,
  REGISTRATION_POLICY_MESSAGES,
  SCAN_BUDGET_MESSAGES,
} from '../../../domain/event/manage-messages'
import { CHECK_IN_MESSAGES } from '../../../domain/check-in/check-in-messages'
import { GUEST_LIST_MESSAGES } from '../../../domain/guest-list/guest-list-messages'
import type { DynaEvent } from '../../../domain/event/event'
import type { Registration } from '../../../domain/registration/registration'
import { fail, type Result } from '../../../domain/messages/result'
import { doorCheckInPath, eventPagePath } from '../../navigation/event-paths'
import { eventPageLink } from '../../navigation/share-links'
import { AttendeesCard } from './AttendeesCard'
import { BlockchainStatusCard } from './BlockchainStatusCard'
import { CheckInCard } from './CheckInCard'
import { DoorsCard } from './DoorsCard'
import { DestinationCard } from './DestinationCard'
import { EventControlsCard } from './EventControlsCard'
import { EventDetailsCard } from './EventDetailsCard'
import { OrganizerCard } from './OrganizerCard'
import { PerformanceCard } from './PerformanceCard'
import { RegistrationPolicyCard } from './RegistrationPolicyCard'
import { ScanBudgetCard, type ScanBudgetAction } from './ScanBudgetCard'
import { AttendeeCostsCard, type AttendeeCostsAction } from './AttendeeCostsCard'
import { ManageGroups } from './ManageGroups'
import { ManageSectionNav } from './ManageSectionNav'
import { manageGroups, manageSections, type ManageCardId } from './manage-sections'
import './ManageEventPage.css'
import { ATTENDEE_LIST_MESSAGES } from '../../../domain/guest-list/attendee-list-messages'
import { useWalletAccount } from '../../wallet/wallet-account'
import { HELD_PAYMENT_MESSAGES } from '../../../domain/registration/held-payment-messages'
import { TIME_MESSAGES } from '../../../domain/time/time-messages'
import { amountIn } from '../../../domain/money/amount'
import { moneyText } from '../../../domain/money/money-format'

function failureToast(title: string, reason: string | undefined) {
  toast.error(() => (
    <span>
      {title}
      {reason && (
        <>
          <br />
          {reason}
        </>
      )}
    </span>
  ))
}

export default function ManageEventPage() {
  const { eventId = '' } = useParams()
  const navigate = useNavigate()
  const { state, reloading, reload } = useEvent(eventId, MANAGE_MESSAGES.loadFailed)
  const missing = state.status === 'loaded' && state.value === null

  useEffect(() => {
    if (!missing) return
    toast.error(MANAGE_MESSAGES.notAccessible)
    void navigate('/events', { replace: true })
  }, [missing, navigate])

  if (state.status === 'loading') return <EventLoading testId="manage-loading" />
  if (state.status === 'failed' || !state.value) return <EventNotFound eventId={eventId} testId="manage-not-found" />
  return <ManageEvent event={state.value} refreshing={reloading} onRefresh={reload} />
}

interface ManageEventProps {
  event: DynaEvent
  refreshing: boolean
  onRefresh: () => Promise<void>
}

function ManageEvent({ event, refreshing, onRefresh }: ManageEventProps) {
  const chain = useChain()
  const { activeAddress } = useWalletAccount()
  const isOwner = activeAddress !== null && activeAddress === event.owner
  const [updating, setUpdating] = useState(false)
  const [deactivating, setDeactivating] = useState(false)
  const [refunding, setRefunding] = useState(false)
  const [savingSettings, setSavingSettings] = useState(false)
  const [savingPolicy, setSavingPolicy] = useState(false)
  const [budgetAction, setBudgetAction] = useState<ScanBudgetAction | null>(null)
  const [attendeeCostsAction, setAttendeeCostsAction] = useState<AttendeeCostsAction | null>(null)
  const [lastTxId, setLastTxId] = useState<string>()

  /** Sends a write, reports its outcome and reloads the event; resolves true once it is confirmed. */
  async function runTransaction<T extends Sent>(
    action: () => Promise<Result<T>>,
    setBusy: (busy: boolean) => void,
    success: string | ((sent: T) => string),
    failure: string,
  ): Promise<boolean> {
    setBusy(true)
    let result: Result<T>
    try {
      result = await action()
    } catch (error) {
      result = fail(toUserMessage(error))
    }
    setBusy(false)
    if (!result.ok) {
      failureToast(failure, result.error)
      return false
    }
    setLastTxId(result.value.txId)
    toastTxSuccess(typeof success === 'string' ? success : success(result.value), result.value.txId)
    await onRefresh()
    return true
  }

  function refund(registration: Registration, ban: boolean) {
    return runTransaction(
      () => chain.refundRegistration(event, registration, ban),
      setRefunding,
      ({ heldMicroAlgos }) =>
        heldMicroAlgos
          ? HELD_PAYMENT_MESSAGES.refundHeld(
              moneyText(amountIn(event.currency, heldMicroAlgos)),
              event.currency.assetId === undefined ? undefined : event.currency.code,
            )
          : ATTENDEES_MESSAGES.refunded,
      ATTENDEES_MESSAGES.refundFailed,
    )
  }

  function setBan(registration: Registration, banned: boolean) {
    return runTransaction(
      () => chain.setRegistrationBan(event, registration, banned),
      setRefunding,
      banned ? ATTENDEES_MESSAGES.banned : ATTENDEES_MESSAGES.unbanned,
      ATTENDEES_MESSAGES.banFailed,
    )
  }

  /** The Attendees card shows which row's decision is being sent. */
  function approve(registration: Registration) {
    return runTransaction(
      () => chain.approveRegistration(event, registration),
      () => undefined,
      ATTENDEES_MESSAGES.approved,
      ATTENDEES_MESSAGES.approveFailed,
    )
  }

  function decline(registration: Registration, ban: boolean) {
    return runTransaction(
      () => chain.declineRegistration(event, registration, ban),
      () => undefined,
      // Taking a registration off the waitlist is the same call.
      registration.status === 'waitlisted' ? ATTENDEE_LIST_MESSAGES.removedFromWaitlist : ATTENDEES_MESSAGES.declined,
      registration.status === 'waitlisted'
        ? ATTENDEE_LIST_MESSAGES.removeFromWaitlistFailed
        : ATTENDEES_MESSAGES.declineFailed,
    )
  }

  function checkIn(registration: Registration) {
    return runTransaction(
      () => chain.checkInGuest(event, registration),
      () => undefined,
      ATTENDEES_MESSAGES.checkedIn,
      ATTENDEE_LIST_MESSAGES.checkInFailed,
    )
  }

  function offerSeat(registration: Registration) {
    return runTransaction(
      () => chain.offerSeat(event, registration),
      () => undefined,
      ATTENDEES_MESSAGES.seatOffered,
      ATTENDEES_MESSAGES.offerSeatFailed,
    )
  }

  /** A scan budget write: while it is sent, the card knows which of its actions is busy. */
  function attendeeCostsWrite(
    action: AttendeeCostsAction,
    write: () => Promise<Result<Sent>>,
    success: string,
    failure: string,
  ) {
    return runTransaction(write, (busy) => setAttendeeCostsAction(busy ? action : null), success, failure)
  }

  function budgetWrite(action: ScanBudgetAction, write: () => Promise<Result<Sent>>, success: string, failure: string) {
    return runTransaction(write, (busy) => setBudgetAction(busy ? action : null), success, failure)
  }

  const viewer = { isOwner, active: event.active }
  // Every card the page can show; manage-sections.ts decides which the viewer sees, and in which order.
  const cards: Record<ManageCardId, ReactNode> = {
    attendees: (
      <AttendeesCard
        event={event}
        refunding={refunding}
        onRefund={refund}
        onSetBan={setBan}
        onApprove={approve}
        onDecline={decline}
        onCheckIn={checkIn}
        onOfferSeat={offerSeat}
        onSetSealKey={() =>
          runTransaction(
            () => chain.setSealKey(event),
            () => undefined,
            event.sealKey ? GUEST_LIST_MESSAGES.keyReplaced(event.sealKeyVersion + 1) : GUEST_LIST_MESSAGES.keySet,
            GUEST_LIST_MESSAGES.keyFailed,
          )
        }
      />
    ),
    doors: (
      <DoorsCard
        event={event}
        run={(write, success, failure) => runTransaction(write, () => undefined, success, failure)}
      />
    ),
    'check-in': (
      <CheckInCard
        event={event}
        busy={savingSettings}
        onSave={(settings) =>
          runTransaction(
            () => chain.setSettings(event, settings),
            setSavingSettings,
            CHECK_IN_MESSAGES.settingsSaved,
            CHECK_IN_MESSAGES.settingsFailed,
          )
        }
      />
    ),
    details: <EventDetailsCard event={event} canEdit={isOwner && event.active} />,
    destination: (
      <DestinationCard
        event={event}
        isOwner={isOwner}
        busy={updating}
        onUpdate={(url) =>
          void runTransaction(
            () => chain.updateUrl(event.eventId, url),
            setUpdating,
            MANAGE_MESSAGES.updated,
            MANAGE_MESSAGES.updateFailed,
          )
        }
      />
    ),
    'qr-code': <EventQrCard eventId={event.eventId} resolverUrl={event.resolverUrl} />,
    performance: <PerformanceCard event={event} />,
    organiser: <OrganizerCard event={event} />,
    'scan-budget': (
      <ScanBudgetCard
        event={event}
        busy={budgetAction}
        onSetLimits={(perRound, perDay) =>
          budgetWrite(
            'limits',
            () => chain.setScanLimits(event, perRound, perDay),
            SCAN_BUDGET_MESSAGES.limitsSaved,
            SCAN_BUDGET_MESSAGES.limitsFailed,
          )
        }
        onTopUp={(microAlgos) =>
          budgetWrite(
            'topUp',
            () => chain.topUpScanBudget(event, microAlgos),
            SCAN_BUDGET_MESSAGES.toppedUp,
            SCAN_BUDGET_MESSAGES.topUpFailed,
          )
        }
        onWithdraw={() =>
          void budgetWrite(
            'withdraw',
            () => chain.withdrawBudgets(event),
            SCAN_BUDGET_MESSAGES.withdrawn,
            SCAN_BUDGET_MESSAGES.withdrawFailed,
          )
        }
      />
    ),
    'attendee-costs': (
      <AttendeeCostsCard
        event={event}
        busy={attendeeCostsAction}
        onToggle={(pays) =>
          void attendeeCostsWrite(
            'toggle',
            () => chain.setAttendeeCosts(event, pays),
            ATTENDEE_COSTS_MESSAGES.saved,
            ATTENDEE_COSTS_MESSAGES.saveFailed,
          )
        }
        onTopUp={(microAlgos) =>
          attendeeCostsWrite(
            'topUp',
            () => chain.topUpAttendeeBudget(event, microAlgos),
            ATTENDEE_COSTS_MESSAGES.toppedUp,
            ATTENDEE_COSTS_MESSAGES.topUpFailed,
          )
        }
      />
    ),
    registration: (
      <RegistrationPolicyCard
        // A change of the flags on chain starts the card again from them.
        key={`${event.listed}:${event.approvalRequired}`}
        event={event}
        busy={savingPolicy}
        onSave={(policy) =>
          runTransaction(
            () => chain.setVisibility(event, policy),
            setSavingPolicy,
            REGISTRATION_POLICY_MESSAGES.saved,
            REGISTRATION_POLICY_MESSAGES.saveFailed,
          )
        }
        onSaveDecideBy={(decideBy) =>
          runTransaction(
            () => chain.setSettings(event, { ...event.settings, decideBy }),
            setSavingPolicy,
            TIME_MESSAGES.decideBySaved,
            TIME_MESSAGES.decideByFailed,
          )
        }
      />
    ),
    controls: (
      <EventControlsCard
        active={event.active}
        busy={deactivating}
        onDeactivate={() =>
          runTransaction(
            () => chain.deactivateEvent(event.eventId),
            setDeactivating,
            MANAGE_MESSAGES.deactivated,
            MANAGE_MESSAGES.deactivationFailed,
          )
        }
        onReactivate={() =>
          runTransaction(
            () => chain.reactivateEvent(event.eventId),
            setDeactivating,
            MANAGE_MESSAGES.reactivated,
            MANAGE_MESSAGES.reactivateFailed,
          )
        }
      />
    ),
    wallet: <BlockchainStatusCard owner={event.owner} activeAddress={activeAddress} />,
  }

  return (
    <div className="page">
      <div className="page__header">
        <div>
          <h1 className="page__title">
            Manage Event{' '}
            <Badge tone={event.active ? 'success' : 'neutral'} data-testid="manage-status-badge">
              {event.active ? 'Active' : 'Inactive'}
            </Badge>
          </h1>
          <p className="mono muted" data-testid="manage-event-id">
            {event.eventId}
          </p>
          <h2 className="card__title">{event.eventName}</h2>
          <p className="page__intro" data-testid="manage-description">
            {event.description || 'No description available.'}
          </p>
        </div>
        <div className="page__actions">
          <LinkButton variant="secondary" to="/events">
            Back to events
          </LinkButton>
          <LinkButton variant="secondary" to={eventPagePath(event.eventId)} data-testid="manage-event-page-link">
            Event page
          </LinkButton>
          <CopyLinkButton
            link={eventPageLink(window.location.origin, event.eventId)}
            data-testid="manage-copy-event-link"
          />
          {isOwner && (
            <LinkButton variant="secondary" to={doorCheckInPath(event.eventId)} data-testid="manage-door-link">
              Door screen
            </LinkButton>
          )}
          <Button
            variant="secondary"
            busy={refreshing}
            busyLabel="Refreshing"
            onClick={() => void onRefresh()}
            data-testid="manage-refresh"
          >
            Refresh
          </Button>
        </div>
      </div>

      <ManageSectionNav sections={manageSections(viewer)} />
      {lastTxId && (
        <p className="alert alert--success page__section" data-testid="manage-last-tx">
          Last transaction confirmed. <TxLink txId={lastTxId} />
        </p>
      )}
      <ManageGroups groups={manageGroups(viewer)} content={cards} />
    </div>
  )
}
