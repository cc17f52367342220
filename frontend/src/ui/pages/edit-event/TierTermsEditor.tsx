/** Each tier's price (ALGO) and quantity; its name is shown, fixed. */
import { NumberField } from '../../event-form/fields'
import type { TierTerms } from './edit-draft'

export function TierTermsEditor({ terms, onChange }: { terms: TierTerms[]; onChange: (terms: TierTerms[]) => void }) {
  const set = (index: number, patch: Partial<TierTerms>) =>
    onChange(terms.map((term, i) => (i === index ? { ...term, ...patch } : term)))
  return (
    <ul className="stack tier-terms" data-testid="edit-tiers">
      {terms.map((term, index) => (
        <li className="wizard-grid" key={`${term.name}-${index}`}>
          <h3 className="wizard-grid__full tier-terms__name">{term.name}</h3>
          <NumberField
            id={`edit-tier-${index}-price`}
            data-testid={`edit-tier-${index}-price`}
            label="Price (ALGO)"
            required
            min={0}
            step="any"
            value={term.priceAlgos}
            onValue={(priceAlgos) => set(index, { priceAlgos })}
          />
          <NumberField
            id={`edit-tier-${index}-quantity`}
            data-testid={`edit-tier-${index}-quantity`}
            label="Quantity"
            required
            min={term.sold > 0 ? term.sold : 0}
            step={1}
            inputMode="numeric"
            hint={term.sold > 0 ? `${term.sold} sold` : undefined}
            value={term.quantity}
            onValue={(quantity) => set(index, { quantity })}
          />
        </li>
      ))}
    </ul>
  )
}
