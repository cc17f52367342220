/**
 * Registration writes: registering (with payment, a ticket and sealed details, at the event's
 * expense where its owner pays attendees' costs, or on the waitlist of a full tier), the attendee's
 * own cancellation, and the owner's refund and seat offer.
 */
import { AlgoAmount } from '@algorandfoundation/algokit-utils/types/amount'
import {
  budgetCoversRegistration,
  sponsoredCancelFee,
  sponsoredRegistrationFee,
} from '../../domain/costs/attendee-costs'
import { formatAlgoAmount } from '../../domain/money/algo'
import { amountIn, type MoneyUnit } from '../../domain/money/amount'
import { paidLabel, priceLabel } from '../../domain/money/money-format'
import { ACCOUNT_MIN_BALANCE_MICROALGOS, MIN_TXN_FEE_MICROALGOS } from '../../domain/contract/limits'
import type { DynaEvent } from '../../domain/event/event'
import type { Registration } from '../../domain/registration/registration'
import { holdsPayment } from '../../domain/registration/registration-status'
import type { RegistrationMetadata } from '../../domain/details/details'
import { HELD_PAYMENT_MESSAGES } from '../../domain/registration/held-payment-messages'
import { registrationBoxMbr } from '../../domain/costs/mbr'
import { REGISTRATION_MESSAGES } from '../../domain/registration/registration-messages'
import { ATTENDEES_MESSAGES } from '../../domain/event/manage-messages'
import { buildRegistrationNote, sealableContact, sealedDetailsOverflow } from '../../domain/details/registration-note'
import { QUESTION_MESSAGES } from '../../domain/details/registration-question-messages'
import { fail, ok, type Result } from '../../domain/messages/result'
import type { Refunded, Sent } from './sent'
import { lastTxId, runAction, sendWrite, writer } from './actions'
import { attendeeSponsor, NO_FEE, sponsorFeePayment } from './attendee-sponsor'
import { WRITE_SEND, type ChainContext } from './client'
import { paymentToApp } from './payments'
import { assetCurrency, assetOptIn, currencyPayment } from './currency-payments'
import { sendSettled } from './settle'
import { walletKeySignature } from './wallet-keys-signature'
import { readEventRecord } from '../node/box-records'
import { getRegistration } from '../read/get-registration'

const contactOf = (metadata: RegistrationMetadata) =>
  sealableContact(metadata.attendeeName, metadata.attendeeEmail, metadata.attendeePhone, metadata.answers)

/**
 * The register_event note: the public facts, and the attendee's details and answers sealed to the
 * event's guest-list key in this browser (none at all when the event has no key). Details too long
 * for one note are refused here, before anything is signed.
 */
async function registrationNote(
  ctx: ChainContext,
  event: DynaEvent,
  attendee: string,
  tierIndex: number,
  price: bigint,
  metadata: RegistrationMetadata,
): Promise<Result<string>> {
  const fields = { eventId: event.eventId, attendee, tier: tierIndex, amount: price.toString() }
  let sealed: Uint8Array | null = null
  if (event.sealKey) {
    const contact = contactOf(metadata)
    const over = sealedDetailsOverflow(fields, contact)
    if (over > 0) return fail(QUESTION_MESSAGES.tooLongTogether(over))
    const { sealGuestContact } = await import('../privacy/guest-list')
    const { genesisHash } = await ctx.algodRest.getTransactionParams()
    const scope = { appId: ctx.config.appId, genesisHash, eventId: event.eventId }
    sealed = await sealGuestContact(contact, event.sealKey, scope, attendee)
  }
  return ok(buildRegistrationNote(fields, sealed))
}

/**
 * The commitment of this registration's ticket, made from the wallet's tickets signature for the
 * event and bound to the number the contract gives the registration.
 */
async function newTicketCommitment(
  ctx: ChainContext,
  sender: string,
  event: DynaEvent,
  previous: Registration | null,
): Promise<Uint8Array> {
  const { nextTicket } = await import('../privacy/tickets')
  const signature = await walletKeySignature(ctx, sender, { kind: 'tickets', eventId: event.eventId })
  const scope = { appId: ctx.config.appId, eventSeq: BigInt(event.seq), attendee: sender }
  return nextTicket(signature, scope, previous).commitment
}

/** How a registration is made: on the waitlist of a full tier or event. */
export interface RegisterOptions {
  waitlist?: boolean
}

/**
 * Registers the connected wallet for an event the screen holds, with a new ticket (its secret made
 * from the wallet's key signature, its commitment stored) and the attendee's details sealed to the
 * event's guest-list key. The contract checks that the event exists and is active, the tier, seats
 * and duplicates; its reason reaches the user through runAction.
 * Where the owner approves each registration, or on the waitlist, the ticket payment goes to the
 * app, which holds it until the owner decides, and the registration waits.
 * Where the owner pays attendees' costs and the attendee budget covers this registration, the
 * attendee sponsor pays the group's fees and the budget the deposit: the attendee pays nothing but a
 * ticket price.
 * The wallet's registration is read first: a live one (an earlier attempt that landed after it was
 * reported pending or failed, or another tab's) is the result, with nothing sent; a refunded
 * (cancelled) one re-registers into its existing box, which needs no new deposit, unless the refund
 * also closed the event to this account.
 */
export function register(
  ctx: ChainContext,
  event: DynaEvent,
  tierIndex: number,
  metadata: RegistrationMetadata,
  { waitlist = false }: RegisterOptions = {},
): Promise<Result<{ registration: Registration } & Sent>> {
  return runAction(ctx, REGISTRATION_MESSAGES.failed, async () => {
    const who = writer(ctx)
    if (!who.ok) return who
    const sender = who.value
    const { eventId } = event
    const existing = await getRegistration(ctx, event, sender)
    // A refund that closed the event to this account: the contract would refuse, so nothing is signed.
    if (existing?.closedToAccount) return fail(REGISTRATION_MESSAGES.cancelledAndClosed)
    if (existing && existing.status !== 'cancelled') return ok({ registration: existing })
    const boxMbr = existing ? 0n : registrationBoxMbr()
    // The attendee pays the price the screen showed, and only while the contract still asks that.
    const { currency } = event
    const price = event.tiers[tierIndex]?.priceMicroAlgos ?? 0n
    const current = await readEventRecord(ctx.algodRest, ctx.config.appId, eventId)
    const currentPrice = current?.tiers[tierIndex]?.[1] ?? 0n
    if (current && currentPrice !== price) {
      return fail(REGISTRATION_MESSAGES.priceChanged(priceLabel(amountIn(currency, currentPrice))))
    }

    const approvalRequired = current?.approvalRequired ?? event.approvalRequired
    const ticketReceiver = approvalRequired || waitlist ? ctx.app.appAddress : event.owner
    const priced = price > 0n
    const sponsor = attendeeSponsor(ctx.config)
    const costs = current
      ? { paysAttendeeCosts: current.paysAttendeeCosts, attendeeBudgetMicroAlgos: current.attendeeBudget }
      : event
    // A price in an asset: nothing is asked of the wallet unless the account holds it (an account
    // holding none may not even be opted in to it yet).
    const asset = priced ? assetCurrency(currency) : null
    if (asset) {
      const holding = await ctx.algodRest.getAssetHolding(sender, asset.assetId)
      if (holding?.frozen) return fail(REGISTRATION_MESSAGES.currencyFrozen(currency.code))
      const held = holding?.amount ?? 0n
      if (held < price) {
        return fail(REGISTRATION_MESSAGES.needsCurrency(currency.code, paidLabel(amountIn(currency, price - held))))
      }
    }
    const sponsored = sponsor !== null && budgetCoversRegistration(costs, priced, existing !== null)
    if (!sponsored) {
      // The attendee pays: nothing is asked of the wallet unless the account can pay it all.
      const algoPrice = asset ? 0n : price
      const needed = algoPrice + boxMbr + BigInt(priced ? 3 : 2) * BigInt(MIN_TXN_FEE_MICROALGOS)
      const spendable = await ctx.algodRest.getSpendableBalance(sender)
      if (spendable < needed) return fail(REGISTRATION_MESSAGES.needsAlgo(formatAlgoAmount(needed - spendable)))
    }

    const built = await registrationNote(ctx, event, sender, tierIndex, price, metadata)
    if (!built.ok) return built
    const note = built.value
    const ticketCommitment = await newTicketCommitment(ctx, sender, event, existing)
    // [ticket payment in the event's currency (priced tiers only), MBR payment to the app,
    // register_event]; sponsored, the attendee sponsor's fee payment stands where the MBR payment
    // would and no other pays a fee.
    const result = await sendSettled(ctx, async (validity) => {
      const group = ctx.app.newGroup()
      if (priced) {
        const fee = sponsored ? NO_FEE : {}
        group.addTransaction(await currencyPayment(ctx, currency, sender, ticketReceiver, price, validity, fee))
      }
      const mbrPayment =
        sponsored && sponsor
          ? await sponsorFeePayment(ctx, sponsor, sponsoredRegistrationFee(priced), validity)
          : paymentToApp(ctx, sender, boxMbr, validity)
      return group
        .registerEvent({
          sender,
          args: { mbrPayment, eventId, tierIndex: BigInt(tierIndex), ticketCommitment, waitlist },
          note,
          ...(sponsored ? NO_FEE : {}),
          ...validity,
        })
        .send(WRITE_SEND)
    })

    const txId = lastTxId(result)
    ctx.metadata.saveRegistrationMetadata(eventId, sender, {
      ...metadata,
      paymentAmountMicroAlgos: Number(price),
      transactionId: txId,
    })
    // The screen shows the registration as the contract stored it (status, tier, amount, date).
    const registration = await getRegistration(ctx, event, sender)
    if (!registration) return fail(REGISTRATION_MESSAGES.failed)
    return ok({ registration, txId })
  })
}

/**
 * The owner refunds a registration the list shows: [payment of the amount paid back to the attendee,
 * refund_registration] in one group, so the seat is freed only if the money moves. A free
 * registration is refunded with a 0 ALGO payment. Where the attendee's account is closed and the
 * amount is too small to open it, the payment goes to the app instead, which holds it for the
 * attendee to take (claim_refund). With `ban`, the account may not register again.
 */
export function refundRegistration(
  ctx: ChainContext,
  event: DynaEvent,
  registration: Registration,
  ban: boolean,
): Promise<Result<Refunded>> {
  const attendee = registration.attendeeAddress
  const amount = registration.paymentAmountMicroAlgos
  const { currency } = event
  return runAction(ctx, ATTENDEES_MESSAGES.refundFailed, async () => {
    const who = writer(ctx)
    if (!who.ok) return who
    const sender = who.value
    const held = amount > 0n && (await cannotReceive(ctx, currency, attendee, amount))
    const result = await sendSettled(ctx, (validity) =>
      ctx.app.send.refundRegistration({
        sender,
        args: {
          refund: currencyPayment(ctx, currency, sender, held ? ctx.app.appAddress : attendee, amount, validity),
          eventId: event.eventId,
          attendee,
          ban,
        },
        ...validity,
        ...WRITE_SEND,
      }),
    )
    return ok({ txId: lastTxId(result), ...(held ? { heldMicroAlgos: amount } : {}) })
  })
}

/**
 * Whether a payment of `amount` to `account` would fail: in ALGO, the account is closed and it is too
 * little to open it; in an asset, the account is not opted in to it or its issuer froze its holding.
 */
async function cannotReceive(
  ctx: ChainContext,
  currency: MoneyUnit,
  account: string,
  amount: bigint,
): Promise<boolean> {
  if (currency.assetId !== undefined) {
    const holding = await ctx.algodRest.getAssetHolding(account, currency.assetId)
    return holding === null || holding.frozen
  }
  return amount < ACCOUNT_MIN_BALANCE_MICROALGOS && (await ctx.algodRest.getAccountAmount(account)) === 0n
}

/**
 * The attendee takes a refund the app held for them (their account was closed when it was made):
 * one call, whose fee covers the app's payment. Resolves with the amount that came back.
 */
export function claimRefund(
  ctx: ChainContext,
  event: DynaEvent,
  registration: Registration,
): Promise<Result<Sent & { amount: bigint }>> {
  return runAction(ctx, HELD_PAYMENT_MESSAGES.claimFailed, async () => {
    const who = writer(ctx)
    if (!who.ok) return who
    if (who.value !== registration.attendeeAddress) return fail(HELD_PAYMENT_MESSAGES.claimFailed)
    const sender = who.value
    // An account that left the event's asset opts in to it again in the same group.
    const asset = assetCurrency(event.currency)
    const holding = asset ? await ctx.algodRest.getAssetHolding(sender, asset.assetId) : null
    if (holding?.frozen) return fail(HELD_PAYMENT_MESSAGES.claimFrozen(event.currency.code))
    const optsIn = asset !== null && holding === null
    const result = await sendSettled(ctx, async (validity) => {
      const group = ctx.app.newGroup()
      if (optsIn && asset) group.addTransaction(await assetOptIn(ctx, asset.assetId, sender, validity))
      return group
        .claimRefund({
          sender,
          args: { eventId: event.eventId },
          extraFee: AlgoAmount.MicroAlgo(MIN_TXN_FEE_MICROALGOS),
          ...validity,
        })
        .send(WRITE_SEND)
    })
    return ok({ txId: lastTxId(result), amount: registration.refundOwedMicroAlgos })
  })
}

/** The owner closes the event to a refunded account, or opens it to that account again. */
export function setRegistrationBan(
  ctx: ChainContext,
  event: DynaEvent,
  registration: Registration,
  banned: boolean,
): Promise<Result<Sent>> {
  return sendWrite(ctx, ATTENDEES_MESSAGES.banFailed, (sender, validity) =>
    ctx.app.send.setRegistrationBan({
      sender,
      args: { eventId: event.eventId, attendee: registration.attendeeAddress, banned },
      ...validity,
      ...WRITE_SEND,
    }),
  )
}

/**
 * The attendee cancels their own registration (cancel_registration): a free one, or one whose
 * payment the app still holds (waiting for approval, or on the waitlist), which comes back at once.
 * At the event's expense where its owner pays attendees' costs and the budget covers the fee.
 */
export function cancelRegistration(
  ctx: ChainContext,
  event: DynaEvent,
  registration: Registration,
): Promise<Result<Sent>> {
  const returnsPayment = holdsPayment(registration.status) && registration.paymentAmountMicroAlgos > 0n
  const fee = sponsoredCancelFee(returnsPayment)
  const sponsor = attendeeSponsor(ctx.config)
  const sponsored = sponsor !== null && event.paysAttendeeCosts && event.attendeeBudgetMicroAlgos >= fee
  return sendWrite(ctx, REGISTRATION_MESSAGES.cancelFailed, async (sender, validity) => {
    const group = ctx.app.newGroup()
    if (sponsored && sponsor)
      group.addTransaction((await sponsorFeePayment(ctx, sponsor, fee, validity)).txn, sponsor.signer)
    return group
      .cancelRegistration({
        sender,
        args: { eventId: event.eventId },
        ...(sponsored ? NO_FEE : returnsPayment ? { extraFee: AlgoAmount.MicroAlgo(MIN_TXN_FEE_MICROALGOS) } : {}),
        ...validity,
      })
      .send(WRITE_SEND)
  })
}
