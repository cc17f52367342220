import { formatAlgoAmount } from '../../../domain/format'
import { registrationBoxMbr } from '../../../domain/mbr'
import { REGISTRATION_MESSAGES } from '../../../domain/messages'
import type { RegistrationTier } from './registration-model'
import { Card } from '../../components/Card'

interface SidePanelsProps {
  tier: RegistrationTier | undefined
  /** The organiser approves each registration: the app holds the payment until they decide. */
  approvalRequired: boolean
}

/** 'What you get', 'Payment info' and 'Blockchain benefits'. */
export function SidePanels({ tier, approvalRequired }: SidePanelsProps) {
  const benefits = tier?.benefits ?? []
  return (
    <aside className="registration__side" aria-label="About registering">
      <Card className="registration__card" titleId="registration-get-title" title="What You Get">
        <ul className="registration__ticks">
          <li>Your spot at the event, recorded on Algorand</li>
          <li>A one-of-one NFT ticket when you confirm attendance</li>
          {benefits.map((benefit) => (
            <li key={benefit}>{benefit}</li>
          ))}
        </ul>
      </Card>
      <Card className="registration__card" titleId="registration-payment-title" title="Payment Info">
        {approvalRequired ? (
          <p data-testid="registration-held-payment">{REGISTRATION_MESSAGES.heldPayment}</p>
        ) : (
          <p>
            Paid tickets are paid in ALGO straight to the organizer&apos;s wallet, in the same atomic transaction as
            your registration: you never pay without being registered.
          </p>
        )}
        <p>
          Each transaction costs a network fee of about 0.001 ALGO. Registering also pays a storage deposit of{' '}
          {formatAlgoAmount(registrationBoxMbr())} to the DynaQR app for your on-chain registration record.
        </p>
      </Card>
      <Card className="registration__card" titleId="registration-benefits-title" title="Blockchain Benefits">
        <ul className="registration__ticks">
          <li>Tamper-proof registration stored in a smart contract</li>
          <li>Verifiable proof of attendance you own</li>
          <li>No middleman between you and the organizer</li>
          <li>Every transaction can be checked on the explorer</li>
        </ul>
      </Card>
    </aside>
  )
}
