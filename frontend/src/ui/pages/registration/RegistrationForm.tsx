import type { FormEvent, ReactNode } from 'react'
import { TextField } from '../../components/Field'
import { formatAlgoAmount } from '../../../domain/money/algo'
import { ALGO, amountFromDecimal, microAlgos } from '../../../domain/money/amount'
import { paidLabel } from '../../../domain/money/money-format'
import { MIN_TXN_FEE_MICROALGOS } from '../../../domain/contract/limits'
import { registrationBoxMbr } from '../../../domain/costs/mbr'
import { REGISTRATION_MESSAGES } from '../../../domain/registration/registration-messages'
import { PLAIN_REGISTRATION_MESSAGES } from '../../../domain/registration/registration-page-messages'
import { REGISTRATION_PRIVACY_MESSAGES } from '../../../domain/guest-list/registration-privacy-messages'
import { OWN_REGISTRATION_MESSAGES } from '../../../domain/registration/registration-page-messages'
import { ConnectAnyButton } from '../../wallet/ConnectAnyButton'
import {
  LIMITED_AVAILABILITY_LABEL,
  chargedInAsset,
  formatTierPrice,
  isLimitedAvailability,
  isSoldOut,
  totalWithFee,
  type RegistrationForm as FormValues,
  type RegistrationTier,
} from './registration-model'
import { Button } from '../../components/Button'
import { Card } from '../../components/Card'
import { WaitlistNotice } from './WaitlistNotice'
import type { RegistrationQuestion } from '../../../domain/details/registration-questions'
import { RegistrationQuestions } from './RegistrationQuestions'

interface RegistrationFormProps {
  values: FormValues
  onChange: (patch: Partial<FormValues>) => void
  onSubmit: () => void
  tiers: RegistrationTier[]
  /** The organiser's questions the form asks (none where the details cannot be sealed). */
  questions?: readonly RegistrationQuestion[]
  walletConnected: boolean
  eventActive: boolean
  /** Whether the event has a guest-list key: the details are then sealed to the organiser. */
  privateDetails: boolean
  /** The organiser approves each registration: the payment is held until they decide. */
  approvalRequired: boolean
  busy: boolean
  error: string
  /** The page speaks plainly (registration-path.ts): a free ticket whose costs the organiser covers. */
  plain: boolean
  /** A paid ticket on an event whose free tickets need only a passkey: said before the form. */
  paidNeedsWallet: boolean
  /** Plain and not connected: what opens the passkey account (its button is the form's own). */
  passkeyPrompt?: ReactNode
  /** The chosen ticket (or the event) is sold out: the form joins its waitlist instead. */
  waitlist?: boolean
}

/** What registering for the tier costs: its price with the network fee. */
function registrationCost(tier: RegistrationTier): string {
  const fee = paidLabel(microAlgos(MIN_TXN_FEE_MICROALGOS))
  if (tier.price > 0 && chargedInAsset(tier)) return `${formatTierPrice(tier)} + ${fee}`
  return paidLabel(amountFromDecimal(ALGO, totalWithFee(tier)))
}

function tierOptionLabel(tier: RegistrationTier): string {
  let label = `${tier.name} — ${formatTierPrice(tier)}`
  if (isSoldOut(tier)) label += ` (${OWN_REGISTRATION_MESSAGES.soldOutOption})`
  else if (isLimitedAvailability(tier.remaining)) label += ` (${LIMITED_AVAILABILITY_LABEL})`
  return label
}

export function RegistrationForm({
  values,
  onChange,
  onSubmit,
  tiers,
  questions = [],
  walletConnected,
  eventActive,
  privateDetails,
  approvalRequired,
  busy,
  error,
  plain,
  paidNeedsWallet,
  passkeyPrompt,
  waitlist = false,
}: RegistrationFormProps) {
  const tier = tiers.find((candidate) => candidate.index === values.tierIndex) ?? tiers[0]
  const disabled = busy
  const withPasskey = plain && !walletConnected

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    onSubmit()
  }

  return (
    <Card className="registration__card" titleId="registration-form-title" title="Register for this Event">
      {!eventActive && (
        <p className="alert alert--danger registration__notice" data-testid="registration-inactive">
          {REGISTRATION_MESSAGES.eventInactive}
        </p>
      )}
      {paidNeedsWallet && (
        <p className="alert alert--info registration__notice" data-testid="registration-paid-needs-wallet">
          {REGISTRATION_MESSAGES.paidNeedsWallet(tier?.unit.code ?? 'ALGO')}
        </p>
      )}
      {/* noValidate: the app's own messages ('Please fill in all required fields') are shown instead. */}
      <form className="form registration__form" onSubmit={submit} noValidate aria-describedby="registration-form-error">
        <fieldset className="registration__fieldset" disabled={disabled}>
          <legend className="visually-hidden">Attendee details</legend>
          <TextField
            id="registration-name"
            data-testid="registration-name"
            label="Full Name"
            disabled={disabled}
            type="text"
            autoComplete="name"
            required
            value={values.attendeeName}
            onChange={(e) => onChange({ attendeeName: e.target.value })}
          />
          <TextField
            id="registration-email"
            data-testid="registration-email"
            label="Email"
            disabled={disabled}
            type="email"
            autoComplete="email"
            required
            value={values.attendeeEmail}
            onChange={(e) => onChange({ attendeeEmail: e.target.value })}
          />
          <TextField
            id="registration-phone"
            data-testid="registration-phone"
            label="Phone (optional)"
            disabled={disabled}
            type="tel"
            autoComplete="tel"
            value={values.attendeePhone}
            onChange={(e) => onChange({ attendeePhone: e.target.value })}
          />
          <div className="field">
            <label htmlFor="registration-tier" className="field__label">
              Ticket Tier
            </label>
            <select
              id="registration-tier"
              data-testid="registration-tier"
              className="field__control"
              disabled={disabled}
              value={String(values.tierIndex)}
              aria-describedby="registration-tier-note"
              onChange={(e) => onChange({ tierIndex: Number(e.target.value) })}
            >
              {tiers.map((option) => (
                <option key={option.index} value={option.index}>
                  {tierOptionLabel(option)}
                </option>
              ))}
            </select>
            <p id="registration-tier-note" className="field__hint">
              {tier?.description}
              {tier && !isSoldOut(tier) && isLimitedAvailability(tier.remaining) && (
                <span className="badge badge--warning registration__limited" data-testid="registration-limited">
                  {' '}
                  {LIMITED_AVAILABILITY_LABEL}: {tier.remaining} left
                </span>
              )}
            </p>
          </div>
        </fieldset>

        <RegistrationQuestions
          questions={questions}
          answers={values.answers}
          onChange={(answers) => onChange({ answers })}
          disabled={disabled}
        />

        {tier && plain && (
          <div className="registration__price" data-testid="registration-price-summary">
            <dl className="kv">
              <div>
                <dt>{PLAIN_REGISTRATION_MESSAGES.price}</dt>
                <dd data-testid="registration-price">{PLAIN_REGISTRATION_MESSAGES.free}</dd>
              </div>
            </dl>
            <p className="registration__covered" data-testid="registration-costs-covered">
              {PLAIN_REGISTRATION_MESSAGES.costsCovered}
            </p>
          </div>
        )}
        {tier && !plain && (
          <dl className="kv registration__price" data-testid="registration-price-summary">
            <div>
              <dt>Ticket price</dt>
              <dd data-testid="registration-price">{formatTierPrice(tier)}</dd>
            </div>
            <div>
              <dt>Network fee</dt>
              <dd>about 0.001 ALGO</dd>
            </div>
            <div className="registration__total">
              <dt>Total</dt>
              <dd data-testid="registration-total">{registrationCost(tier)}</dd>
            </div>
          </dl>
        )}

        {tier && waitlist && <WaitlistNotice heldAmount={tier.paymentMicroAlgos > 0n ? formatTierPrice(tier) : null} />}

        {approvalRequired && (
          <p className="alert alert--info registration__notice" data-testid="registration-approval-notice">
            {REGISTRATION_MESSAGES.approvalNotice(Boolean(tier && tier.paymentMicroAlgos > 0n))}
          </p>
        )}

        {plain ? (
          <div className="registration__privacy" data-testid="registration-privacy">
            <p>{PLAIN_REGISTRATION_MESSAGES.whatIsPublic}</p>
            <p>{privateDetails ? PLAIN_REGISTRATION_MESSAGES.whatIsSealed : PLAIN_REGISTRATION_MESSAGES.noKey}</p>
          </div>
        ) : (
          <div className="registration__privacy" data-testid="registration-privacy">
            <p>{REGISTRATION_PRIVACY_MESSAGES.whatIsPublic}</p>
            <p>{privateDetails ? REGISTRATION_PRIVACY_MESSAGES.whatIsSealed : REGISTRATION_PRIVACY_MESSAGES.noKey}</p>
            <p>{REGISTRATION_PRIVACY_MESSAGES.keySignatureAtRegister}</p>
          </div>
        )}

        <p
          id="registration-form-error"
          className="field__error registration__error"
          role="alert"
          data-testid="registration-error"
        >
          {error}
        </p>

        {!walletConnected && !plain && (
          <div className="alert alert--info registration__notice" data-testid="registration-wallet-required">
            <p>
              {REGISTRATION_MESSAGES.connectLast(
                tier ? registrationCost(tier) : 'the network fee',
                formatAlgoAmount(registrationBoxMbr()),
              )}
            </p>
            <ConnectAnyButton />
          </div>
        )}

        <Button
          variant="primary"
          type="submit"
          data-testid="registration-submit"
          busy={busy}
          busyLabel={waitlist ? OWN_REGISTRATION_MESSAGES.joiningWaitlist : 'Registering...'}
        >
          {waitlist
            ? OWN_REGISTRATION_MESSAGES.joinWaitlist
            : withPasskey
              ? PLAIN_REGISTRATION_MESSAGES.register
              : 'Complete Registration'}
        </Button>
        {withPasskey && passkeyPrompt}
      </form>
    </Card>
  )
}
