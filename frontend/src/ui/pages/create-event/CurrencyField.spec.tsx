// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { useState } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { ChainContextReact } from '../../chain-hooks/chain-context'
import { makeFakeChain } from '../../../testing/fake-chain'
import { createDefaultDraft, type WizardDraft } from '../../event-form/wizard'
import { CREATE_CURRENCY_MESSAGES as TEXTS } from '../../../domain/event/currency-messages'
import { ALGO, type MoneyUnit } from '../../../domain/money/amount'
import { CurrencyField } from './CurrencyField'

afterEach(cleanup)

const EURC = { code: 'EURC', decimals: 6, assetId: 227_855_942n }

/** The field over a draft it updates, with the draft's currency and its tiers' shown beside it. */
function renderField(assetCurrency: (assetId: bigint) => Promise<MoneyUnit | null>) {
  const chain = makeFakeChain({ assetCurrency })
  function Harness() {
    const [draft, setDraft] = useState<WizardDraft>(createDefaultDraft('UTC', ALGO))
    return (
      <>
        <CurrencyField draft={draft} update={(patch) => setDraft({ ...draft, ...patch })} />
        <output data-testid="chosen">
          {`${draft.currency.code}:${draft.currency.assetId ?? ''}:${draft.ticketTiers.map((t) => t.currency)}`}
        </output>
      </>
    )
  }
  render(
    <ChainContextReact.Provider value={chain}>
      <Harness />
    </ChainContextReact.Provider>,
  )
  return chain
}

const select = () => screen.getByTestId('wizard-currency') as HTMLSelectElement
const chosen = () => screen.getByTestId('chosen').textContent

describe('the currency field', () => {
  it('offers another asset by its id, read from the node, and prices every tier in it', async () => {
    const chain = renderField(async (assetId) => (assetId === EURC.assetId ? EURC : null))
    fireEvent.change(select(), { target: { value: 'other' } })
    expect(screen.getByText(TEXTS.otherHint)).toBeTruthy()
    fireEvent.change(screen.getByTestId('wizard-currency-asset'), { target: { value: ' 227855942 ' } })
    await act(async () => fireEvent.click(screen.getByTestId('wizard-currency-use')))
    expect(chain.assetCurrency).toHaveBeenCalledWith(EURC.assetId)
    expect(chosen()).toBe('EURC:227855942:EURC')
    expect(select().value).toBe('227855942')
    expect(screen.getByText(TEXTS.hint(EURC))).toBeTruthy()
    // Back to ALGO from the list, where the chosen asset stays offered.
    fireEvent.change(select(), { target: { value: 'ALGO' } })
    expect(chosen()).toBe('ALGO::ALGO')
  })

  it('says so when no asset has that id, or the id is not a number, and keeps the currency', async () => {
    renderField(async () => null)
    fireEvent.change(select(), { target: { value: 'other' } })
    fireEvent.change(screen.getByTestId('wizard-currency-asset'), { target: { value: 'usdc' } })
    await act(async () => fireEvent.click(screen.getByTestId('wizard-currency-use')))
    expect(screen.getByRole('alert').textContent).toBe(TEXTS.invalidAssetId)
    fireEvent.change(screen.getByTestId('wizard-currency-asset'), { target: { value: '42' } })
    await act(async () => fireEvent.click(screen.getByTestId('wizard-currency-use')))
    expect(screen.getByRole('alert').textContent).toBe(TEXTS.noSuchAsset(42n))
    expect(chosen()).toBe('ALGO::ALGO')
  })

  it('says the node could not be read, and lets the organiser try again', async () => {
    renderField(async () => {
      throw new Error('offline')
    })
    fireEvent.change(select(), { target: { value: 'other' } })
    fireEvent.change(screen.getByTestId('wizard-currency-asset'), { target: { value: '42' } })
    await act(async () => fireEvent.click(screen.getByTestId('wizard-currency-use')))
    expect(screen.getByRole('alert').textContent).toBe(TEXTS.lookupFailed)
    expect((screen.getByTestId('wizard-currency-use') as HTMLButtonElement).disabled).toBe(false)
  })
})
