import { formatAlgoAmount } from '../../../domain/money/algo'
import { registrationBoxMbr } from '../../../domain/costs/mbr'
import { REGISTRATION_MESSAGES } from '../../../domain/registration/registration-messages'
import {
  PLAIN_REGISTRATION_MESSAGES as PLAIN,
  REGISTRATION_PANEL_MESSAGES as PANELS,
} from '../../../domain/registration/registration-page-messages'
import type { RegistrationTier } from './registration-model'
import { Card } from '../../components/Card'

interface SidePanelsProps {
  tier: RegistrationTier | undefined
  /** The organiser approves each registration: the app holds the payment until they decide. */
  approvalRequired: boolean
  /** The organiser covers every cost of this free ticket: what it costs is nothing, said plainly. */
  plain: boolean
}

/**
 * 'What you get', 'Payment info' and 'Why Algorand', in words an attendee uses; for a free ticket
 * whose costs the organiser covers, 'What you get' and 'What it costs' (nothing) only.
 */
export function SidePanels({ tier, approvalRequired, plain }: SidePanelsProps) {
  const benefits = tier?.benefits ?? []
  const currency = tier?.unit.code ?? 'ALGO'
  return (
    <aside className="registration__side" aria-label="About registering">
      <Card className="registration__card" titleId="registration-get-title" title={PANELS.getTitle}>
        <ul className="registration__ticks">
          <li>{PANELS.getSpot}</li>
          <li>{PANELS.getToken}</li>
          {benefits.map((benefit) => (
            <li key={benefit}>{benefit}</li>
          ))}
        </ul>
      </Card>
      {plain && (
        <Card className="registration__card" titleId="registration-costs-title" title={PLAIN.whatItCostsTitle}>
          <p data-testid="registration-side-costs">{PLAIN.costsCovered}</p>
        </Card>
      )}
      {!plain && (
        <>
          <Card className="registration__card" titleId="registration-payment-title" title={PANELS.paymentTitle}>
            {approvalRequired ? (
              <p data-testid="registration-held-payment">{REGISTRATION_MESSAGES.heldPayment(currency)}</p>
            ) : (
              <p>{PANELS.paidToOrganiser(currency)}</p>
            )}
            <p>{PANELS.fees(formatAlgoAmount(registrationBoxMbr()))}</p>
          </Card>
          <Card className="registration__card" titleId="registration-benefits-title" title={PANELS.whyTitle}>
            <ul className="registration__ticks">
              <li>{PANELS.whyRecord}</li>
              <li>{PANELS.whyProof}</li>
              <li>{PANELS.whyDirect}</li>
              <li>{PANELS.whyVisible}</li>
            </ul>
          </Card>
        </>
      )}
    </aside>
  )
}
