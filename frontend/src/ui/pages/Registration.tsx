/**
 * Registration screen (/events/:eventId and /events/:eventId/register): loading, then 'Event Not
 * Found' or the form, then the completion screen with the attendance flow.
 */
import { useWallet } from '@txnlab/use-wallet-react'
import { useEffect, useMemo, useState } from 'react'
import toast from 'react-hot-toast'
import { useNavigate, useParams } from 'react-router-dom'
import { useChain } from '../chain'
import {
  balanceError,
  buildRegistrationMetadata,
  defaultTierIndex,
  emptyRegistrationForm,
  registrationFailedMessage,
  registrationTiers,
  validateRegistration,
  type RegistrationForm as FormValues,
} from './registration/registration-model'
import { microAlgosToAlgos } from '../../domain/format'
import { REGISTRATION_MESSAGES } from '../../domain/messages'
import type { DynaEvent, Registration as RegistrationRecord } from '../../domain/types'
import { WalletPanel } from '../wallet'
import { Completion } from './registration/Completion'
import { EventSummary } from './registration/EventSummary'
import { RegistrationForm } from './registration/RegistrationForm'
import { SidePanels } from './registration/SidePanels'
import './Registration.css'

type LoadState = 'loading' | 'not-found' | 'ready'

function reasonOf(error: unknown): string | undefined {
  return error instanceof Error && error.message ? error.message : undefined
}

export default function Registration() {
  const { eventId = '' } = useParams<{ eventId: string }>()
  const navigate = useNavigate()
  const chain = useChain()
  const { activeAddress } = useWallet()
  const walletAddress = activeAddress ?? null

  const [loadState, setLoadState] = useState<LoadState>('loading')
  const [event, setEvent] = useState<DynaEvent | null>(null)
  const [registration, setRegistration] = useState<RegistrationRecord | null>(null)
  const [registerTxId, setRegisterTxId] = useState<string | undefined>()
  const [form, setForm] = useState<FormValues>(() => emptyRegistrationForm())
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState('')

  const tiers = useMemo(() => (event ? registrationTiers(event) : []), [event])
  const loadedEventId = event?.eventId

  useEffect(() => {
    let cancelled = false
    setLoadState('loading')
    setEvent(null)
    chain
      .getEvent(eventId)
      .then((loaded) => {
        if (cancelled) return
        setEvent(loaded)
        setLoadState(loaded ? 'ready' : 'not-found')
        if (loaded) setForm(emptyRegistrationForm(defaultTierIndex(registrationTiers(loaded))))
      })
      .catch(() => {
        if (cancelled) return
        toast.error(REGISTRATION_MESSAGES.loadFailed)
        setLoadState('not-found')
      })
    return () => {
      cancelled = true
    }
  }, [chain, eventId])

  useEffect(() => {
    // A connected wallet that is already registered sees its registration instead of the form.
    let cancelled = false
    setRegistration(null)
    setRegisterTxId(undefined)
    if (!walletAddress || !loadedEventId) return
    chain
      .getRegistration(loadedEventId, walletAddress)
      .then((existing) => {
        if (!cancelled && existing) setRegistration(existing)
      })
      .catch(() => undefined)
    return () => {
      cancelled = true
    }
  }, [chain, loadedEventId, walletAddress])

  async function submit() {
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
    try {
      if (tier.paymentMicroAlgos > 0n) {
        const balance = await chain.getBalance(walletAddress)
        const insufficient = balanceError(tier.paymentMicroAlgos, balance)
        if (insufficient) {
          setError(insufficient)
          toast.error(insufficient)
          return
        }
      }
      const metadata = buildRegistrationMetadata(form, tier)
      const result = await chain.register(event.eventId, tier.index, metadata)
      if (!result.success) {
        const message = registrationFailedMessage(result.error)
        setError(message)
        toast.error(message)
        return
      }
      toast.success(REGISTRATION_MESSAGES.success)
      setRegisterTxId(result.txId)
      setRegistration(
        result.value?.registration ?? {
          eventId: event.eventId,
          attendeeAddress: walletAddress,
          status: 'confirmed',
          registrationDate: Math.floor(Date.now() / 1000),
          ticketTierIndex: tier.index,
          ticketTierName: tier.name,
          paymentAmountMicroAlgos: tier.paymentMicroAlgos,
          paymentAmountAlgos: microAlgosToAlgos(tier.paymentMicroAlgos),
          nftMinted: false,
          nftAssetId: 0,
          nftClaimed: false,
          attendedAt: 0,
          metadata: { ...metadata, transactionId: result.txId },
        },
      )
      setEvent((current) => (current ? { ...current, registeredCount: current.registeredCount + 1 } : current))
    } catch (caught) {
      const message = registrationFailedMessage(reasonOf(caught))
      setError(message)
      toast.error(message)
    } finally {
      setBusy(false)
    }
  }

  if (loadState === 'loading') {
    return (
      <div className="page registration registration--centered">
        <p className="page-loading registration__loading" role="status" data-testid="registration-loading">
          <span className="spinner" aria-hidden="true" />
          Loading event...
        </p>
      </div>
    )
  }

  if (loadState === 'not-found' || !event) {
    return (
      <div className="page registration registration--centered">
        <section className="card registration__not-found" data-testid="registration-not-found">
          <h1 className="page__title">Event Not Found</h1>
          <p>
            No event with the ID <code className="mono">{eventId}</code> exists on Algorand, or it could not be
            loaded.
          </p>
          <button type="button" className="btn btn--primary" data-testid="registration-browse-events" onClick={() => navigate('/events')}>
            Browse Events
          </button>
        </section>
      </div>
    )
  }

  return (
    <div className="page registration">
      {registration ? (
        <>
          <Completion
            chain={chain}
            event={event}
            registration={registration}
            walletAddress={walletAddress}
            registerTxId={registerTxId}
            onRegistrationChange={setRegistration}
          />
          <div className="registration__wallet">
            <WalletPanel />
          </div>
        </>
      ) : (
        <div className="layout-split">
          <div className="stack">
            <EventSummary event={event} />
            <WalletPanel />
            <RegistrationForm
              values={form}
              onChange={(patch) => {
                setForm((current) => ({ ...current, ...patch }))
                if (error) setError('')
              }}
              onSubmit={() => void submit()}
              tiers={tiers}
              walletConnected={Boolean(walletAddress)}
              eventActive={event.active}
              busy={busy}
              error={error}
            />
          </div>
          <SidePanels tier={tiers.find((tier) => tier.index === form.tierIndex)} />
        </div>
      )}
    </div>
  )
}
