import { useEffect, useRef, useState } from 'react'
import { byteLimitProps } from '../../components/ByteLimit'
import { TextField } from '../../components/Field'
import { CREATE_MESSAGES } from '../../../domain/event/create-messages'
import type { TicketTier } from '../../../domain/tier/ticket-tiers'
import { MAX_TIER_QUANTITY } from '../../../domain/tier/tier-terms'
import { CurrencyField } from './CurrencyField'
import {
  MAX_TIER_NAME_BYTES,
  MAX_TIERS,
  addTier,
  canAddTier,
  canRemoveTier,
  removeTier,
  splitList,
  updateTier,
} from '../../event-form/wizard'
import { NumberField } from '../../event-form/fields'
import { listUse, textUse, tierNameUse } from '../../event-form/text-limits'
import type { StepProps } from '../../event-form/types'
import { Button } from '../../components/Button'

function BenefitsField({
  index,
  tier,
  onChange,
}: {
  index: number
  tier: TicketTier
  onChange: (benefits: string[]) => void
}) {
  // Typed text is kept as is (a trailing comma must survive); the draft gets the parsed list.
  const [text, setText] = useState(() => tier.benefits.join(', '))
  return (
    <TextField
      id={`wizard-tier-${index}-benefits`}
      data-testid={`wizard-tier-${index}-benefits`}
      label="Benefits"
      value={text}
      {...byteLimitProps(listUse(text, 'tierBenefits'), {
        hint: 'Separate benefits with commas.',
        testId: `wizard-tier-${index}-benefits-count`,
      })}
      onChange={(event) => {
        setText(event.target.value)
        onChange(splitList(event.target.value))
      }}
      fieldClassName="wizard-grid__full"
    />
  )
}

export function TicketsStep({ draft, update }: StepProps) {
  const tiers = draft.ticketTiers
  const previousCount = useRef(tiers.length)
  const addButton = useRef<HTMLButtonElement>(null)
  const removable = canRemoveTier(tiers)

  useEffect(() => {
    // Keyboard users land on the tier they just added, or back on 'Add Tier' after a removal.
    if (tiers.length > previousCount.current) {
      document.getElementById(`wizard-tier-${tiers.length - 1}-name`)?.focus()
    } else if (tiers.length < previousCount.current) {
      addButton.current?.focus()
    }
    previousCount.current = tiers.length
  }, [tiers.length])

  const setTier = (index: number, patch: Partial<TicketTier>) =>
    update({ ticketTiers: updateTier(tiers, index, patch) })

  return (
    <div className="wizard-tiers">
      <div className="wizard-grid">
        <CurrencyField draft={draft} update={update} />
      </div>
      {tiers.map((tier, index) => (
        <fieldset key={tier.id} className="wizard-tier" data-testid={`wizard-tier-${index}`}>
          <legend className="wizard-tier__legend">
            Tier {index + 1}
            {tier.name.trim() ? `: ${tier.name.trim()}` : ''}
          </legend>
          <div className="wizard-grid">
            <TextField
              id={`wizard-tier-${index}-name`}
              data-testid={`wizard-tier-${index}-name`}
              label="Tier Name"
              required
              maxLength={MAX_TIER_NAME_BYTES}
              value={tier.name}
              {...byteLimitProps(tierNameUse(tier.name), { testId: `wizard-tier-${index}-name-count` })}
              onChange={(event) => setTier(index, { name: event.target.value })}
            />
            <TextField
              id={`wizard-tier-${index}-description`}
              data-testid={`wizard-tier-${index}-description`}
              label="Tier Description"
              value={tier.description}
              {...byteLimitProps(textUse(tier.description, 'tierDescription'), {
                testId: `wizard-tier-${index}-description-count`,
              })}
              onChange={(event) => setTier(index, { description: event.target.value })}
            />
            <NumberField
              id={`wizard-tier-${index}-price`}
              data-testid={`wizard-tier-${index}-price`}
              label={`Price (${draft.currency.code})`}
              required
              min={0}
              step={0.01}
              value={tier.price}
              onValue={(price) => setTier(index, { price })}
            />
            <NumberField
              id={`wizard-tier-${index}-quantity`}
              data-testid={`wizard-tier-${index}-quantity`}
              label="Quantity"
              placeholder="Unlimited"
              min={1}
              max={MAX_TIER_QUANTITY}
              step={1}
              inputMode="numeric"
              value={tier.quantity}
              onValue={(quantity) => setTier(index, { quantity })}
            />
            <div>
              <div className="wizard-checkbox">
                <input
                  id={`wizard-tier-${index}-transferable`}
                  data-testid={`wizard-tier-${index}-transferable`}
                  type="checkbox"
                  checked={tier.transferable}
                  aria-describedby={`wizard-tier-${index}-transferable-hint`}
                  onChange={(event) => setTier(index, { transferable: event.target.checked })}
                />
                <label htmlFor={`wizard-tier-${index}-transferable`}>{CREATE_MESSAGES.transferableToken}</label>
              </div>
              <p className="field__hint" id={`wizard-tier-${index}-transferable-hint`}>
                {CREATE_MESSAGES.transferableTokenHint}
              </p>
            </div>
            <BenefitsField index={index} tier={tier} onChange={(benefits) => setTier(index, { benefits })} />
          </div>
          <div className="wizard-tier__actions">
            <Button
              variant="ghost"
              size="small"
              className="wizard-tier__remove"
              data-testid={`wizard-tier-${index}-remove`}
              disabled={!removable}
              aria-describedby={removable ? undefined : 'wizard-tier-last-note'}
              onClick={() => update({ ticketTiers: removeTier(tiers, index) })}
            >
              Remove<span className="visually-hidden"> tier {index + 1}</span>
            </Button>
          </div>
        </fieldset>
      ))}
      {!removable && (
        <p id="wizard-tier-last-note" className="field__hint wizard-note">
          An event needs at least one ticket tier, so the last tier cannot be removed.
        </p>
      )}
      <Button
        variant="secondary"
        ref={addButton}
        data-testid="wizard-add-tier"
        disabled={!canAddTier(tiers)}
        onClick={() => update({ ticketTiers: addTier(tiers) })}
      >
        + Add Tier
      </Button>
      {!canAddTier(tiers) && (
        <p className="field__hint wizard-note">An event can have at most {MAX_TIERS} ticket tiers.</p>
      )}
    </div>
  )
}
