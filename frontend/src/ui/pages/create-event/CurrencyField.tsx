/**
 * The event's currency, chosen once for every tier: ALGO, USDC where the network has it, or another
 * asset named by its id, whose unit name and decimals are read from the node before it is used.
 */
import { useState } from 'react'
import { SelectField, TextField } from '../../components/Field'
import { Button } from '../../components/Button'
import { eventCurrencies, sameCurrency } from '../../../domain/money/currencies'
import type { MoneyUnit } from '../../../domain/money/amount'
import { CREATE_CURRENCY_MESSAGES as TEXTS } from '../../../domain/event/currency-messages'
import { config } from '../../../config'
import { useChain } from '../../chain-hooks/useChain'
import type { StepProps } from '../../event-form/types'

const OTHER = 'other'

/** A currency as the choice's value: 'ALGO', or its asset's id. */
const valueOf = (unit: MoneyUnit) => unit.assetId?.toString() ?? unit.code

/** ALGO and USDC, and the draft's own asset when it is another. */
function offeredCurrencies(current: MoneyUnit): MoneyUnit[] {
  const offered = eventCurrencies(config.usdcAssetId)
  return offered.some((unit) => sameCurrency(unit, current)) ? offered : [...offered, current]
}

/** A typed asset id: whole and positive, else null. */
function parseAssetId(text: string): bigint | null {
  return /^\d{1,20}$/.test(text.trim()) && BigInt(text.trim()) > 0n ? BigInt(text.trim()) : null
}

export function CurrencyField({ draft, update }: StepProps) {
  const chain = useChain()
  const [choosingOther, setChoosingOther] = useState(false)
  const [assetText, setAssetText] = useState('')
  const [problem, setProblem] = useState('')
  const [busy, setBusy] = useState(false)
  const offered = offeredCurrencies(draft.currency)

  function choose(currency: MoneyUnit) {
    update({ currency, ticketTiers: draft.ticketTiers.map((tier) => ({ ...tier, currency: currency.code })) })
  }

  async function adoptAsset() {
    const assetId = parseAssetId(assetText)
    if (assetId === null) return setProblem(TEXTS.invalidAssetId)
    setBusy(true)
    setProblem('')
    try {
      const unit = await chain.assetCurrency(assetId)
      if (!unit) return setProblem(TEXTS.noSuchAsset(assetId))
      choose(unit)
      setChoosingOther(false)
    } catch {
      setProblem(TEXTS.lookupFailed)
    } finally {
      setBusy(false)
    }
  }

  return (
    <>
      <SelectField
        id="wizard-currency"
        data-testid="wizard-currency"
        label="Currency"
        options={[
          ...offered.map((unit) => ({ value: valueOf(unit), label: TEXTS.option(unit) })),
          { value: OTHER, label: TEXTS.otherOption },
        ]}
        value={choosingOther ? OTHER : valueOf(draft.currency)}
        hint={choosingOther ? TEXTS.otherHint : TEXTS.hint(draft.currency)}
        onChange={(event) => {
          const value = event.target.value
          setProblem('')
          if (value === OTHER) return setChoosingOther(true)
          setChoosingOther(false)
          const unit = offered.find((candidate) => valueOf(candidate) === value)
          if (unit) choose(unit)
        }}
        fieldClassName="wizard-grid__full"
      />
      {choosingOther && (
        <>
          <TextField
            id="wizard-currency-asset"
            data-testid="wizard-currency-asset"
            label={TEXTS.assetIdLabel}
            inputMode="numeric"
            value={assetText}
            error={problem || undefined}
            onChange={(event) => setAssetText(event.target.value)}
          />
          <div className="wizard-currency__use">
            <Button
              type="button"
              variant="secondary"
              busy={busy}
              busyLabel={TEXTS.lookingUp}
              data-testid="wizard-currency-use"
              onClick={() => void adoptAsset()}
            >
              {TEXTS.useAsset}
            </Button>
          </div>
        </>
      )}
    </>
  )
}
