// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { REGISTRATION_MESSAGES } from '../../../domain/registration/registration-messages'
import { REGISTRATION_PANEL_MESSAGES } from '../../../domain/registration/registration-page-messages'
import { usdcUnit } from '../../../domain/money/currencies'
import type { RegistrationTier } from './registration-model'
import { SidePanels } from './SidePanels'

afterEach(cleanup)

const usdcTier: RegistrationTier = {
  index: 0,
  id: 'standard',
  name: 'Standard',
  description: '',
  benefits: [],
  currency: 'USDC',
  unit: usdcUnit(10_458_941n),
  price: 25,
  paymentMicroAlgos: 25_000_000n,
  remaining: null,
}

describe("the side panels name the event's currency", () => {
  it('says a USDC ticket is paid in USDC to the organiser', () => {
    render(<SidePanels tier={usdcTier} approvalRequired={false} plain={false} />)
    expect(screen.getByText(REGISTRATION_PANEL_MESSAGES.paidToOrganiser('USDC'))).toBeTruthy()
    expect(screen.queryByText(/paid in ALGO/)).toBeNull()
  })

  it('says the app holds a USDC payment where the organiser approves', () => {
    render(<SidePanels tier={usdcTier} approvalRequired plain={false} />)
    expect(screen.getByTestId('registration-held-payment').textContent).toBe(REGISTRATION_MESSAGES.heldPayment('USDC'))
  })
})
