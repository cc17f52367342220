/**
 * Create-event wizard (/create-event): wallet panel on top, five steps with Previous/Next, the last
 * one creating the event on Algorand.
 */
import { useEffect, useRef, useState, type ComponentType, type FormEvent } from 'react'
import { Link } from 'react-router-dom'
import { CREATE_MESSAGES } from '../../../domain/event/create-messages'
import { GUEST_LIST_MESSAGES } from '../../../domain/guest-list/guest-list-messages'
import { WIZARD_STEPS, WIZARD_STEP_COUNT, createDefaultDraft, type WizardDraft } from '../../event-form/wizard'
import { Button } from '../../components/Button'
import { CopyLinkButton } from '../../components/CopyLinkButton'
import { EventQrCard } from '../../components/EventQrCard'
import { eventPagePath, managePath } from '../../navigation/event-paths'
import { eventPageLink } from '../../navigation/share-links'
import { WalletPanel } from '../../wallet'
import { BasicInfoStep } from '../../event-form/BasicInfoStep'
import { DateTimeStep } from '../../event-form/DateTimeStep'
import { SettingsStep } from './SettingsStep'
import { StepIndicator } from './StepIndicator'
import { TicketsStep } from './TicketsStep'
import { useEventCreation } from './useEventCreation'
import { VenueStep } from '../../event-form/VenueStep'
import type { StepProps } from '../../event-form/types'
import './CreateEventPage.css'
import { scanDepositNote } from '../../../domain/qr/scan-budget'
import { config } from '../../../config'
import { defaultEventCurrency } from '../../../domain/money/currencies'
import { resolverUrlFor } from '../../../config-links'
import { creationDetailsCost } from './creation-cost'
import { Card } from '../../components/Card'

const STEP_COMPONENTS: ReadonlyArray<ComponentType<StepProps>> = [
  BasicInfoStep,
  DateTimeStep,
  VenueStep,
  TicketsStep,
  SettingsStep,
]

const STEP_INTROS = [
  'Name your event and tell people what it is about.',
  'When does it start and end? The end becomes the event expiry on-chain.',
  'Where does it take place, and how many people can attend?',
  'Ticket tiers with their price and quantity are enforced by the smart contract.',
  'Who can find the event, how attendees can reach you, and what you ask them when they register.',
]

type ControlElement = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement

/** '{label}: {browser message}' for the first invalid control, announced to screen readers. */
function describeFirstInvalid(form: HTMLFormElement): string {
  const controls = Array.from(form.elements) as ControlElement[]
  const invalid = controls.find((control) => 'validity' in control && control.willValidate && !control.validity.valid)
  if (!invalid) return ''
  const label = invalid.labels?.[0]?.textContent?.replace(/\*/g, '').trim() || invalid.name || 'A field'
  return `${label}: ${invalid.validationMessage || 'Please check this field.'}`
}

/** A new event's draft, priced in this network's default currency. */
const newDraft = () => createDefaultDraft(undefined, defaultEventCurrency(config.network, config.usdcAssetId))

export default function CreateEvent() {
  const [draft, setDraft] = useState<WizardDraft>(newDraft)
  const [step, setStep] = useState(0)
  const [announcement, setAnnouncementState] = useState({ text: '', tone: 'error' as 'error' | 'info' })
  const setAnnouncement = (text: string, tone: 'error' | 'info' = 'error') => setAnnouncementState({ text, tone })
  const formRef = useRef<HTMLFormElement>(null)
  const headingRef = useRef<HTMLHeadingElement>(null)
  const moved = useRef(false)
  const { busy, created, create, clearCreated, explorerUrl } = useEventCreation({
    announce: setAnnouncement,
    showStep: goTo,
  })

  useEffect(() => {
    // Move focus to the new step's heading after Next/Previous (not on first render).
    if (moved.current) headingRef.current?.focus()
  }, [step])

  const isLast = step === WIZARD_STEP_COUNT - 1
  const StepComponent = STEP_COMPONENTS[step]
  const update = (patch: Partial<WizardDraft>) => setDraft((current) => ({ ...current, ...patch }))

  function goTo(next: number) {
    moved.current = true
    setAnnouncement('')
    setStep(Math.min(WIZARD_STEP_COUNT - 1, Math.max(0, next)))
  }

  /** The browser's own validity for the visible step: shows its bubbles and focuses the field. */
  function stepIsValid(): boolean {
    const form = formRef.current
    if (!form) return true
    if (form.checkValidity()) return true
    setAnnouncement(describeFirstInvalid(form))
    form.reportValidity()
    return false
  }

  function createAnother() {
    clearCreated()
    setDraft(newDraft())
    goTo(0)
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (busy || !stepIsValid()) return
    // The new event, with its QR code and links, then takes the form's place: an empty step 1
    // under a success banner would invite creating it twice.
    if (isLast) void create(draft)
    else goTo(step + 1)
  }

  return (
    <div className="page create-event">
      <header className="page__header">
        <div>
          <h1 className="page__title">Create Event</h1>
          <p className="page__intro">
            Set up your event in five steps. It is stored in the DynaQR smart contract on Algorand, with a permanent QR
            code and ticketing.
          </p>
        </div>
      </header>

      <WalletPanel />

      {created && (
        <section
          className="alert alert--success create-event__created"
          data-testid="create-success"
          aria-labelledby="create-event-created-title"
        >
          <h2 id="create-event-created-title" className="alert__title">
            Event created
          </h2>
          <p>
            Your event <code className="mono">{created.eventId}</code> is live on Algorand.
          </p>
          <p className="create-event__share">
            <CopyLinkButton
              size="small"
              link={eventPageLink(window.location.origin, created.eventId)}
              data-testid="create-copy-event-link"
            />
          </p>
          <ul className="create-event__created-links">
            <li>
              <Link to={managePath(created.eventId)}>Manage event</Link>
            </li>
            <li>
              <Link to={eventPagePath(created.eventId)}>Event page</Link>
            </li>
            {explorerUrl && (
              <li>
                <a href={explorerUrl} target="_blank" rel="noopener noreferrer" data-testid="create-explorer-link">
                  View transaction
                  <span className="visually-hidden"> (opens in a new tab)</span>
                </a>
              </li>
            )}
          </ul>
        </section>
      )}
      {created && <EventQrCard eventId={created.eventId} resolverUrl={created.resolverUrl} />}
      {created && (
        <div className="create-event__again">
          <Button variant="secondary" onClick={createAnother} data-testid="create-another">
            Create another event
          </Button>
        </div>
      )}

      {!created && (
        <Card as="div" className="create-event__card">
          <StepIndicator current={step} onSelect={goTo} disabled={busy} />

          {/* noValidate: every submit (Next, Enter, Create Event) reaches onSubmit, which asks the browser's
            own validity with reportValidity() so the error is also announced in the live region. */}
          <form
            ref={formRef}
            className="create-event__form"
            onSubmit={onSubmit}
            noValidate
            aria-labelledby="create-event-step-title"
          >
            <div className="create-event__step-head">
              <p className="create-event__step-count">
                Step {step + 1} of {WIZARD_STEP_COUNT}
              </p>
              <h2 id="create-event-step-title" ref={headingRef} tabIndex={-1} data-testid="wizard-step-title">
                {WIZARD_STEPS[step].title}
              </h2>
              <p className="create-event__step-intro">{STEP_INTROS[step]}</p>
            </div>

            <fieldset className="create-event__fields" disabled={busy}>
              <legend className="visually-hidden">{WIZARD_STEPS[step].title}</legend>
              <StepComponent draft={draft} update={update} />
            </fieldset>

            <p
              className={`create-event__announce create-event__announce--${announcement.tone}`}
              role="status"
              aria-live="polite"
              data-testid="wizard-announcement"
            >
              {announcement.text}
            </p>

            {isLast && (
              <>
                <p className="muted" data-testid="wizard-scan-deposit-note">
                  {scanDepositNote()} {GUEST_LIST_MESSAGES.keySignatureAtCreate}
                </p>
                <p className="muted" data-testid="wizard-details-cost">
                  {creationDetailsCost(draft, {
                    origin: window.location.origin,
                    nowMs: Date.now(),
                    resolverUrlFor: (eventId) => resolverUrlFor(config, eventId, window.location.origin),
                  })}
                </p>
              </>
            )}
            <div className="create-event__nav">
              <Button
                variant="secondary"
                data-testid="wizard-prev"
                disabled={step === 0 || busy}
                onClick={() => goTo(step - 1)}
              >
                Previous
              </Button>
              {isLast ? (
                // Distinct keys: React must not reuse the Next button's DOM node for Create Event.
                <Button
                  variant="primary"
                  key="create"
                  type="submit"
                  data-testid="wizard-create"
                  busy={busy}
                  busyLabel={CREATE_MESSAGES.creating}
                >
                  Create Event
                </Button>
              ) : (
                <Button variant="primary" key="next" type="submit" data-testid="wizard-next">
                  Next
                </Button>
              )}
            </div>
          </form>
        </Card>
      )}
    </div>
  )
}
