/**
 * Registration screen (/events/:eventId and /events/:eventId/register): loading, then 'Event Not
 * Found' or the form, then the completion screen with the attendance flow.
 */
import { Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react'
import toast from 'react-hot-toast'
import { useNavigate, useParams } from 'react-router-dom'
import { useChain } from '../../chain-hooks/useChain'
import { useChainData } from '../../chain-hooks/useChainData'
import { useEvent } from '../../chain-hooks/useEvent'
import {
  balanceError,
  chargedInAsset,
  buildRegistrationMetadata,
  defaultTierIndex,
  emptyRegistrationForm,
  registrationFailedMessage,
  registrationTiers,
  validateRegistration,
  validateRegistrationFields,
  type RegistrationForm as FormValues,
} from './registration-model'
import { paidNeedsWallet, speaksPlainly, type Signer } from './registration-path'
import { attendeeSponsorProgram } from '../../../attendee-sponsor-setting'
import { REGISTRATION_MESSAGES } from '../../../domain/registration/registration-messages'
import {
  OWN_REGISTRATION_MESSAGES,
  PLAIN_REGISTRATION_MESSAGES,
} from '../../../domain/registration/registration-page-messages'
import { seatForWaitlist } from '../../../domain/registration/waitlist'
import type { DynaEvent } from '../../../domain/event/event'
import type { RegistrationStatus } from '../../../domain/registration/registration-status'
import { questionsAsked } from '../../../domain/details/registration-questions'
import { isPasskeyWallet, usePasskeyAccount, useWalletAccount, WalletPanel } from '../../wallet'
import { PasskeyRegisterPrompt } from './PasskeyRegisterPrompt'
import { EventSummary } from './EventSummary'
import { RegistrationForm } from './RegistrationForm'
import { SidePanels } from './SidePanels'
import { worthShowing } from './saved-ticket-model'
import { useSavedTicket } from './useSavedTicket'
import { useTicketReconciliation } from './useTicketReconciliation'
import { Button } from '../../components/Button'
import { Card } from '../../components/Card'
import { lazyPart } from '../../components/lazy-part'
import './RegistrationPage.css'

/**
 * What an attendee sees once registered, and the ticket this device kept: loaded when there may be
 * one to show (an account is connected, a ticket is kept), so that the event's page does not carry
 * them for its first visitors, who have neither.
 */
const completion = lazyPart(async () => (await import('./Completion')).Completion)
const savedTicketScreen = lazyPart(async () => (await import('./SavedTicketScreen')).SavedTicketScreen)
const { Part: Completion } = completion
const { Part: SavedTicketScreen } = savedTicketScreen

/** The connected wallet's registration for the event, null while unknown or when there is none. */
function useWalletRegistration(event: DynaEvent | null, walletAddress: string | null) {
  const chain = useChain()
  // Looked up once per event id and wallet: the screen replaces the event it holds (its counts after a
  // registration) without the registration it just received being read again.
  const heldEvent = useRef(event)
  useEffect(() => {
    heldEvent.current = event
  })
  const eventId = event?.eventId
  const load = useCallback(() => {
    const held = heldEvent.current
    return held && held.eventId === eventId && walletAddress
      ? chain.getRegistration(held, walletAddress)
      : Promise.resolve(null)
  }, [chain, eventId, walletAddress])
  // A registration that cannot be read shows the form; the contract refuses a second registration.
  const { state, replace } = useChainData(load, { failedMessage: REGISTRATION_MESSAGES.registrationLoadFailed })
  return { registration: state.status === 'loaded' ? state.value : null, setRegistration: replace }
}

/** The toast once registered: waiting for approval, on the waitlist, or registered. */
function successText(status: RegistrationStatus, plain: boolean): string {
  if (status === 'waitlisted') return OWN_REGISTRATION_MESSAGES.joinedWaitlist
  if (status === 'pending')
    return plain ? PLAIN_REGISTRATION_MESSAGES.sentForApproval : REGISTRATION_MESSAGES.sentForApproval
  return plain ? PLAIN_REGISTRATION_MESSAGES.success : REGISTRATION_MESSAGES.success
}

export default function Registration() {
  const { eventId = '' } = useParams<{ eventId: string }>()
  const navigate = useNavigate()
  const chain = useChain()
  const { activeAddress: walletAddress, activeWalletId } = useWalletAccount()
  const signer: Signer = !walletAddress ? 'none' : isPasskeyWallet(activeWalletId ?? undefined) ? 'passkey' : 'wallet'
  const passkey = usePasskeyAccount()
  // A passkey account opened from the form's button: the form is sent once the account is in use.
  const [sendOnceOpened, setSendOnceOpened] = useState(false)

  const saved = useSavedTicket(eventId, walletAddress)
  const keptTicket = worthShowing(saved.ticket)
  useEffect(() => {
    // Ahead of the registration's read, so that the page switches to it without a loading state.
    if (walletAddress) completion.preload()
    if (keptTicket) savedTicketScreen.preload()
  }, [walletAddress, keptTicket])
  const {
    state: loaded,
    replace: setEvent,
    reload: reloadEvent,
  } = useEvent(eventId, REGISTRATION_MESSAGES.loadFailed, {
    quiet: worthShowing(saved.ticket),
  })
  const event = loaded.status === 'loaded' ? loaded.value : null
  const { registration, setRegistration } = useWalletRegistration(event, walletAddress)
  const ticketAnswer = useTicketReconciliation({
    chain,
    loaded,
    ticket: saved.ticket,
    registration,
    update: saved.update,
    reloadEvent,
  })
  const [registered, setRegistered] = useState<{ eventId: string; attendee: string; txId?: string } | null>(null)
  const [formEventId, setFormEventId] = useState<string | null>(null)
  const [form, setForm] = useState<FormValues>(() => emptyRegistrationForm())
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState('')

  const tiers = useMemo(() => (event ? registrationTiers(event) : []), [event])
  if (event && event.eventId !== formEventId) {
    // A newly loaded event starts a fresh form on its default tier.
    setFormEventId(event.eventId)
    setForm(emptyRegistrationForm(defaultTierIndex(tiers)))
  }
  const selectedTier = tiers.find((tier) => tier.index === form.tierIndex) ?? tiers[0]
  // The chosen ticket, or the whole event, is sold out: the form joins its waitlist instead.
  const waitlist = event !== null && selectedTier !== undefined && seatForWaitlist(event, selectedTier.index) !== 'free'
  const path = {
    event: event ?? { paysAttendeeCosts: false, attendeeBudgetMicroAlgos: 0n },
    tier: selectedTier,
    signer,
  }
  const sponsorAvailable = Boolean(attendeeSponsorProgram)
  const plain = Boolean(event) && speaksPlainly({ ...path, sponsorAvailable })
  // The registration transaction is shown only to the wallet that sent it, for its event.
  const registerTxId =
    registered && registered.eventId === event?.eventId && registered.attendee === walletAddress
      ? registered.txId
      : undefined

  /** The form first, then the passkey: the account opens only for a form that will be sent. */
  async function openPasskeyAndSend(create: boolean) {
    const problem = validateRegistrationFields(form, event)
    if (problem) {
      setError(problem)
      toast.error(problem)
      return
    }
    const emailInput = document.getElementById('registration-email') as HTMLInputElement | null
    if (emailInput && !emailInput.validity.valid) {
      setError(emailInput.validationMessage || REGISTRATION_MESSAGES.invalidEmail)
      emailInput.focus()
      return
    }
    setError('')
    if (await (create ? passkey.createPasskey() : passkey.continueWithPasskey())) setSendOnceOpened(true)
  }

  useEffect(() => {
    // The chain layer is made again for the account just opened, and reads the event again with it.
    if (!sendOnceOpened || !walletAddress || !event) return
    setSendOnceOpened(false)
    void submit()
    // Sent once, when the account the passkey opened is the page's and its event is read.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [sendOnceOpened, walletAddress, event])

  async function submit() {
    if (plain && !walletAddress) {
      await openPasskeyAndSend(false)
      return
    }
    const problem = validateRegistration(form, { walletAddress, event })
    if (problem) {
      setError(problem === REGISTRATION_MESSAGES.connectWallet ? REGISTRATION_MESSAGES.walletNotConnected : problem)
      toast.error(problem)
      return
    }
    if (!event || !walletAddress) return
    const emailInput = document.getElementById('registration-email') as HTMLInputElement | null
    if (emailInput && !emailInput.validity.valid) {
      setError(emailInput.validationMessage || REGISTRATION_MESSAGES.invalidEmail)
      emailInput.focus()
      return
    }
    const tier = tiers.find((candidate) => candidate.index === form.tierIndex) ?? tiers[0]
    if (!tier) return

    setBusy(true)
    setError('')
    // A price in ALGO is checked against the balance here; one in an asset, by the chain layer.
    if (tier.paymentMicroAlgos > 0n && !chargedInAsset(tier)) {
      const insufficient = balanceError(tier.paymentMicroAlgos, await chain.getBalance(walletAddress))
      if (insufficient) {
        setBusy(false)
        setError(insufficient)
        toast.error(insufficient)
        return
      }
    }
    const metadata = buildRegistrationMetadata(form, tier, questionsAsked(event))
    const result = waitlist
      ? await chain.register(event, tier.index, metadata, { waitlist: true })
      : await chain.register(event, tier.index, metadata)
    if (!result.ok) {
      // The contract's refusals in the app's words load with the first refusal, the button busy meanwhile.
      const { refusalInAppWords, seatsChanged } = await import('../../../domain/registration/registration-refusals')
      setBusy(false)
      const message = registrationFailedMessage(refusalInAppWords(result.error))
      setError(message)
      toast.error(message)
      // A seat was taken, or freed, since the page read the event: the form follows the seats now.
      if (seatsChanged(result.error)) void readEventAgain()
      return
    }
    setBusy(false)
    // The form's earlier validation toasts belong to a page that is gone now.
    toast.dismiss()
    const { status } = result.value.registration
    toast.success(successText(status, plain))
    setRegistered({ eventId: event.eventId, attendee: walletAddress, txId: result.value.txId })
    setRegistration(result.value.registration)
    // On the waitlist, no seat is taken.
    if (status !== 'waitlisted') setEvent({ ...event, registeredCount: event.registeredCount + 1 })
  }

  async function readEventAgain() {
    const fresh = await chain.getEvent(eventId).catch(() => null)
    if (fresh) setEvent(fresh)
  }

  /** The attendee cancelled (or left the waitlist), or asks to register again: the form, with the seats as they are now. */
  function showFormAgain() {
    setRegistered(null)
    setRegistration(null)
    void readEventAgain()
  }

  // The ticket this device keeps opens at once, without an account or a network, until the
  // connected account's registration is read.
  if (worthShowing(saved.ticket) && !(event && registration)) {
    const { attendee } = saved.ticket
    return (
      <Suspense fallback={<EventLoading />}>
        <SavedTicketScreen ticket={saved.ticket} answer={ticketAnswer} onRemove={() => saved.remove(attendee)}>
          <div className="registration__wallet">
            <WalletPanel />
          </div>
        </SavedTicketScreen>
      </Suspense>
    )
  }

  if (loaded.status === 'loading') return <EventLoading />

  if (!event) {
    return (
      <div className="page registration registration--centered">
        <Card className="registration__not-found" data-testid="registration-not-found">
          <h1 className="page__title">Event Not Found</h1>
          <p>
            No event with the ID <code className="mono">{eventId}</code> exists on Algorand, or it could not be loaded.
          </p>
          <Button variant="primary" data-testid="registration-browse-events" onClick={() => void navigate('/discover')}>
            Browse Events
          </Button>
        </Card>
      </div>
    )
  }

  return (
    <div className="page registration">
      {registration ? (
        <Suspense fallback={<PartLoading />}>
          <Completion
            chain={chain}
            event={event}
            registration={registration}
            walletAddress={walletAddress}
            registerTxId={registerTxId}
            plain={signer === 'passkey'}
            onRegistrationChange={setRegistration}
            onCancelled={showFormAgain}
            onRegisterAgain={showFormAgain}
          />
          <div className="registration__wallet">
            <WalletPanel currency={event.currency} />
          </div>
        </Suspense>
      ) : (
        <div className="layout-split">
          <div className="stack">
            <EventSummary event={event} />
            <RegistrationForm
              values={form}
              onChange={(patch) => {
                setForm((current) => ({ ...current, ...patch }))
                if (error) setError('')
              }}
              onSubmit={() => void submit()}
              tiers={tiers}
              questions={questionsAsked(event)}
              walletConnected={Boolean(walletAddress)}
              eventActive={event.active}
              privateDetails={event.sealKey !== null}
              approvalRequired={event.approvalRequired}
              busy={busy || passkey.busy === 'continue' || sendOnceOpened}
              error={error}
              plain={plain}
              paidNeedsWallet={paidNeedsWallet({ ...path, sponsorAvailable })}
              waitlist={waitlist}
              passkeyPrompt={
                <PasskeyRegisterPrompt
                  passkey={passkey}
                  disabled={busy}
                  onCreate={() => void openPasskeyAndSend(true)}
                  onOpenTicket={() => void passkey.continueWithPasskey()}
                />
              }
            />
            {plain && signer === 'none' ? (
              <details className="registration__other-ways" data-testid="registration-other-ways">
                <summary>{PLAIN_REGISTRATION_MESSAGES.otherWays}</summary>
                <WalletPanel currency={event.currency} />
              </details>
            ) : (
              <WalletPanel currency={event.currency} />
            )}
          </div>
          <SidePanels
            tier={tiers.find((tier) => tier.index === form.tierIndex)}
            approvalRequired={event.approvalRequired}
            plain={plain}
          />
        </div>
      )}
    </div>
  )
}

function EventLoading() {
  return (
    <div className="page registration registration--centered">
      <p className="page-loading registration__loading" role="status" data-testid="registration-loading">
        <span className="spinner" aria-hidden="true" />
        Loading event...
      </p>
    </div>
  )
}

/** While the registered attendee's part of the page loads, once. */
function PartLoading() {
  return (
    <p className="page-loading" role="status">
      <span className="spinner" aria-hidden="true" />
      <span className="visually-hidden">Loading…</span>
    </p>
  )
}
