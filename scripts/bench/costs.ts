/**
 * What each user action costs in microALGO: transaction fees (minimum fee per transaction,
 * inner transactions pooled into the outer fee) and the minimum balance the caller locks.
 */
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { assetMbr, createEventPayment, doorBoxMbr, registrationBoxMbr } from '../../frontend/src/domain/costs/mbr'
import {
  ASSET_MBR_MICROALGOS,
  MIN_TXN_FEE_MICROALGOS,
  SPONSORED_SCAN_FEE_MICROALGOS,
} from '../../frontend/src/domain/contract/limits'
import {
  attendeeCost,
  SPONSORED_CONFIRM_FEE,
  sponsoredRegistrationFee,
  TYPICAL_SPONSORED_MINT_FEE,
} from '../../frontend/src/domain/costs/attendee-costs'

export interface ActionCost {
  action: string
  transactions: number
  feeMicroAlgos: number
  lockedMicroAlgos: bigint
}

const fee = (outer: number, inner = 0) => (outer + inner) * MIN_TXN_FEE_MICROALGOS

export function actionCosts(): ActionCost[] {
  const demo = { name: 'DynaQR Summit 2026', url: 'https://example.com/summit', accessType: 'public' }
  const firstEvent = createEventPayment(
    'DYNAQR-SUMM-M1ABCDEF',
    { ...demo, tierNames: ['General Admission', 'VIP'] },
    0,
    0n,
  )
  const laterEvent = createEventPayment(
    'DYNAQR-SUMM-M1ABCDEG',
    { ...demo, tierNames: ['General Admission', 'VIP'] },
    1,
    0n,
  )
  return [
    // create_event with a 20-byte id and 2 tiers asks for two op-up inner calls (ensureBudget).
    {
      action: 'create event (first, 2 tiers)',
      transactions: 2,
      feeMicroAlgos: fee(2, 2),
      lockedMicroAlgos: firstEvent.mbr,
    },
    {
      action: 'create event (later, 2 tiers)',
      transactions: 2,
      feeMicroAlgos: fee(2, 2),
      lockedMicroAlgos: laterEvent.mbr,
    },
    { action: 'update destination', transactions: 1, feeMicroAlgos: fee(1), lockedMicroAlgos: 0n },
    {
      action: 'scan (wallet-less, sponsored)',
      transactions: 1,
      feeMicroAlgos: SPONSORED_SCAN_FEE_MICROALGOS,
      lockedMicroAlgos: 0n,
    },
    { action: 'register (free tier)', transactions: 2, feeMicroAlgos: fee(2), lockedMicroAlgos: registrationBoxMbr() },
    { action: 'register (paid tier)', transactions: 3, feeMicroAlgos: fee(3), lockedMicroAlgos: registrationBoxMbr() },
    // Priced in USDC: the ticket is an asset transfer in place of a payment, with the same fees and the
    // same deposit in ALGO (tests/integration/currency.spec.ts checks them on the real node); the
    // price itself moves in USDC, from an account that holds it (so is opted in already).
    {
      action: 'register (paid tier, USDC)',
      transactions: 3,
      feeMicroAlgos: fee(3),
      lockedMicroAlgos: registrationBoxMbr(),
    },
    // Once per account and asset, before it can hold USDC at all (a wallet app does it when USDC is
    // first received); the account's own minimum balance grows by what one holding locks.
    { action: 'opt in to USDC (attendee, once)', transactions: 1, feeMicroAlgos: fee(1), lockedMicroAlgos: assetMbr() },
    // [funding payment to the device, box deposit, add_door]; the funding pays the device's fees.
    {
      action: 'pair a door device (owner)',
      transactions: 3,
      feeMicroAlgos: fee(3),
      lockedMicroAlgos: doorBoxMbr('Main entrance'),
    },
    { action: 'check in a ticket (door device)', transactions: 1, feeMicroAlgos: fee(1), lockedMicroAlgos: 0n },
    // The box's deposit comes back to the owner in an inner payment.
    { action: 'remove a door device (owner)', transactions: 1, feeMicroAlgos: fee(1, 1), lockedMicroAlgos: 0n },
    { action: 'confirm attendance (self-declared)', transactions: 1, feeMicroAlgos: fee(1), lockedMicroAlgos: 0n },
    // The deposit passed on to the attendance tokens app, the call to it, its asset creation and the
    // two op-ups it asks for to check short token texts (measured on LocalNet: 7,000 in all).
    { action: 'mint token', transactions: 2, feeMicroAlgos: fee(2, 5), lockedMicroAlgos: assetMbr() },
    // The call to the tokens app and its transfer (measured: 4,000 with the opt-in).
    { action: 'opt in + claim token', transactions: 2, feeMicroAlgos: fee(2, 2), lockedMicroAlgos: assetMbr() },
    // A tier that is not transferable: the tokens app also freezes the token in the holder's account.
    {
      action: 'opt in + claim token (not transferable)',
      transactions: 2,
      feeMicroAlgos: fee(2, 3),
      lockedMicroAlgos: assetMbr(),
    },
    { action: 'refund a registration (owner)', transactions: 2, feeMicroAlgos: fee(2), lockedMicroAlgos: 0n },
    { action: 'refund a registration in USDC (owner)', transactions: 2, feeMicroAlgos: fee(2), lockedMicroAlgos: 0n },
    // Paid from the event's attendee budget when the organiser pays attendees' costs: the attendee
    // sponsor's payment, the call and the app's payment back, from an account that holds nothing.
    {
      action: 'register, organiser pays (from the budget)',
      transactions: 3,
      feeMicroAlgos: Number(sponsoredRegistrationFee(false)),
      lockedMicroAlgos: registrationBoxMbr(),
    },
    {
      action: 'confirm attendance, organiser pays',
      transactions: 3,
      feeMicroAlgos: Number(SPONSORED_CONFIRM_FEE),
      lockedMicroAlgos: 0n,
    },
    // The app holds the token for the attendee, so no opt-in and no second account deposit.
    {
      action: 'mint token kept by the app, organiser pays',
      transactions: 3,
      feeMicroAlgos: Number(TYPICAL_SPONSORED_MINT_FEE),
      lockedMicroAlgos: ASSET_MBR_MICROALGOS,
    },
    {
      action: 'one covered attendee end to end (door check-in)',
      transactions: 6,
      feeMicroAlgos: Number(attendeeCost({ selfCheckIn: false }) - registrationBoxMbr() - ASSET_MBR_MICROALGOS),
      lockedMicroAlgos: registrationBoxMbr() + ASSET_MBR_MICROALGOS,
    },
  ]
}

export function programSizes() {
  const spec = JSON.parse(
    readFileSync(fileURLToPath(new URL('../../artifacts/dynaqr/DynaQr.arc56.json', import.meta.url)), 'utf8'),
  ) as { byteCode: { approval: string; clear: string } }
  const approval = Buffer.from(spec.byteCode.approval, 'base64').length
  return {
    approvalBytes: approval,
    clearBytes: Buffer.from(spec.byteCode.clear, 'base64').length,
    // Programs above 2,048 bytes need extra pages of 2,048 bytes each (at most 3).
    extraPages: Math.max(0, Math.ceil((approval + Buffer.from(spec.byteCode.clear, 'base64').length) / 2048) - 1),
  }
}
