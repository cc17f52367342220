/**
 * Each tier's price (in the event's currency, which stays the one it was created with), quantity,
 * description and benefits; its name is shown, fixed.
 */
import { byteLimitProps } from '../../components/ByteLimit'
import { TextField } from '../../components/Field'
import { NumberField } from '../../event-form/fields'
import { listUse, textUse } from '../../event-form/text-limits'
import { MAX_TIER_QUANTITY } from '../../../domain/tier/tier-terms'
import type { TierTerms } from './edit-draft'
import type { MoneyUnit } from '../../../domain/money/amount'
import { EDIT_MESSAGES } from '../../../domain/event/manage-messages'

export function TierTermsEditor({
  terms,
  currency,
  onChange,
}: {
  terms: TierTerms[]
  currency: MoneyUnit
  onChange: (terms: TierTerms[]) => void
}) {
  const set = (index: number, patch: Partial<TierTerms>) =>
    onChange(terms.map((term, i) => (i === index ? { ...term, ...patch } : term)))
  return (
    <>
      <p className="muted" data-testid="edit-tiers-currency">
        {EDIT_MESSAGES.tierCurrency(currency.code)}
      </p>
      <ul className="stack tier-terms" data-testid="edit-tiers">
        {terms.map((term, index) => (
          <li className="wizard-grid" key={`${term.name}-${index}`}>
            <h3 className="wizard-grid__full tier-terms__name">{term.name}</h3>
            <NumberField
              id={`edit-tier-${index}-price`}
              data-testid={`edit-tier-${index}-price`}
              label={`Price (${currency.code})`}
              required
              min={0}
              step={0.01}
              value={term.price}
              onValue={(price) => set(index, { price })}
            />
            <NumberField
              id={`edit-tier-${index}-quantity`}
              data-testid={`edit-tier-${index}-quantity`}
              label="Quantity"
              placeholder="Unlimited"
              min={Math.max(1, term.sold)}
              max={MAX_TIER_QUANTITY}
              step={1}
              inputMode="numeric"
              hint={term.sold > 0 ? `${term.sold} sold` : undefined}
              value={term.quantity}
              onValue={(quantity) => set(index, { quantity })}
            />
            <TextField
              id={`edit-tier-${index}-description`}
              data-testid={`edit-tier-${index}-description`}
              label="Tier Description"
              value={term.description}
              {...byteLimitProps(textUse(term.description, 'tierDescription'), {
                testId: `edit-tier-${index}-description-count`,
              })}
              onChange={(event) => set(index, { description: event.target.value })}
              fieldClassName="wizard-grid__full"
            />
            <TextField
              id={`edit-tier-${index}-benefits`}
              data-testid={`edit-tier-${index}-benefits`}
              label="Benefits"
              value={term.benefits}
              {...byteLimitProps(listUse(term.benefits, 'tierBenefits'), {
                hint: 'Separate benefits with commas.',
                testId: `edit-tier-${index}-benefits-count`,
              })}
              onChange={(event) => set(index, { benefits: event.target.value })}
              fieldClassName="wizard-grid__full"
            />
          </li>
        ))}
      </ul>
    </>
  )
}
