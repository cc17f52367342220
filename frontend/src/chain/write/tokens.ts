/**
 * Attendance tokens: mint_nft creates the 1-of-1 asset held by the app, then [asset opt-in,
 * claim_nft] moves it to the attendee (and freezes it there for a tier that is not transferable).
 * Each call's fee covers its inner transactions. Where the event's owner pays attendees' costs, the
 * mint is at the event's expense, and an account that cannot hold the token yet (an asset held
 * needs 0.1 ALGO in the account) leaves it credited to them in the app, to claim later.
 */
import { AlgoAmount } from '@algorandfoundation/algokit-utils/types/amount'
import { tokenTexts } from '../../domain/registration/arc69'
import { TYPICAL_SPONSORED_MINT_FEE } from '../../domain/costs/attendee-costs'
import { ATTENDEE_SPONSOR_FEE_MULTIPLIER, MIN_TXN_FEE_MICROALGOS } from '../../domain/contract/limits'
import type { DynaEvent } from '../../domain/event/event'
import type { Registration } from '../../domain/registration/registration'
import { assetMbr } from '../../domain/costs/mbr'
import { ATTENDANCE_MESSAGES } from '../../domain/registration/registration-messages'
import { fail, ok, type Result } from '../../domain/messages/result'
import type { Sent, TokenStep } from './sent'
import { lastTxId, runAction, writer } from './actions'
import { attendeeSponsor, NO_FEE, sponsorFeePayment, type AttendeeSponsor } from './attendee-sponsor'
import { WRITE_SEND, type ChainContext } from './client'
import { paymentToApp } from './payments'
import { sendSettled, type Landed, type WriteValidity } from './settle'

const INNER_FEE_SEND = { coverAppCallInnerTransactionFees: true, ...WRITE_SEND } as const
/** claim_nft: the tokens app call, its transfer, and the freeze of a token that is not transferable. */
const CLAIM_MAX_FEE = AlgoAmount.MicroAlgo(4_000)
/** mint_nft checks the minter's texts byte by byte: op-ups on top of the asset's creation. */
const MINT_MAX_FEE = AlgoAmount.MicroAlgo(10_000)

/** The venue as the organiser entered it, else the organiser, else the network. */
function eventLocation(event: DynaEvent): string {
  const venue = event.metadata.venue
  const place = [venue?.name, venue?.city, venue?.country].filter((part) => part?.trim()).join(', ')
  const organizer = event.metadata.organizer
  return place || organizer?.organization || organizer?.name || 'Algorand Network'
}

function eventDate(event: DynaEvent): string {
  const seconds = event.settings.startsAt || event.createdAt
  return event.metadata.startDate || new Date(seconds * 1000).toISOString().slice(0, 10)
}

/** The ARC-4 return prefix that opens the log carrying a method's return value. */
const RETURN_PREFIX = [0x15, 0x1f, 0x7c, 0x75]

/** A uint64 the app call returned, read from its confirmation's last log; 0 when it returned none. */
export function returnedUint64(landed: Landed): bigint {
  const log = landed.confirmation.logs?.at(-1)
  if (!log || log.length !== RETURN_PREFIX.length + 8) return 0n
  if (RETURN_PREFIX.some((byte, index) => log[index] !== byte)) return 0n
  return new DataView(log.buffer, log.byteOffset + RETURN_PREFIX.length, 8).getBigUint64(0)
}

function textsFor(ctx: ChainContext, sender: string, event: DynaEvent) {
  return tokenTexts({
    eventDate: eventDate(event),
    location: eventLocation(event),
    attendee: sender,
    network: ctx.config.networkLabel,
  })
}

const MIN_FEE = BigInt(MIN_TXN_FEE_MICROALGOS)

/** Transactions a call made itself, with theirs: the asset's creation, op-up calls, the reimbursement. */
function innerCount(inner: readonly { innerTxns?: readonly unknown[] }[] | undefined): number {
  return (inner ?? []).reduce((sum, txn) => sum + 1 + innerCount(txn.innerTxns as typeof inner), 0)
}

/**
 * [the attendee sponsor's fee payment, mint_nft] at the event's expense. The fee is measured first:
 * a simulate at the most the sponsor pays counts the transactions the call makes (the asset, the
 * op-ups its texts need, the reimbursement), so the budget pays exactly what the group costs.
 */
async function mintSponsored(
  ctx: ChainContext,
  sponsor: AttendeeSponsor,
  sender: string,
  event: DynaEvent,
): Promise<bigint> {
  const texts = textsFor(ctx, sender, event)
  const build = async (fee: bigint, validity: WriteValidity) =>
    ctx.app.newGroup().mintNft({
      sender,
      args: { mbrPayment: await sponsorFeePayment(ctx, sponsor, fee, validity), eventId: event.eventId, texts },
      ...NO_FEE,
      ...validity,
    })
  const landed = await sendSettled(ctx, async (validity) => {
    const probe = await build(BigInt(ATTENDEE_SPONSOR_FEE_MULTIPLIER) * MIN_FEE, validity)
    const simulated = await probe.simulate({ skipSignatures: true, allowUnnamedResources: true })
    const inner = innerCount(simulated.confirmations.at(-1)?.innerTxns)
    return (await build(BigInt(2 + inner) * MIN_FEE, validity)).send(WRITE_SEND)
  })
  return returnedUint64(landed)
}

async function mint(ctx: ChainContext, sender: string, event: DynaEvent): Promise<bigint> {
  const texts = textsFor(ctx, sender, event)
  const landed = await sendSettled(ctx, (validity) =>
    ctx.app.send.mintNft({
      sender,
      args: {
        mbrPayment: paymentToApp(ctx, sender, assetMbr(), validity),
        eventId: event.eventId,
        texts,
      },
      maxFee: MINT_MAX_FEE,
      ...validity,
      ...INNER_FEE_SEND,
    }),
  )
  return returnedUint64(landed)
}

async function claim(ctx: ChainContext, sender: string, eventId: string, assetId: bigint): Promise<string | undefined> {
  const result = await sendSettled(ctx, (validity) =>
    ctx.app.send.claimNft({
      sender,
      args: {
        optIn: ctx.algorand.createTransaction.assetOptIn({ sender, assetId, ...validity }),
        eventId,
      },
      maxFee: CLAIM_MAX_FEE,
      ...validity,
      ...INNER_FEE_SEND,
    }),
  )
  return lastTxId(result)
}

/** What holding the token takes in the attendee's account: its minimum balance and the claim's fees. */
const HOLDING_NEEDS = assetMbr() + 4n * MIN_FEE

/**
 * Mints the attendee's token for a registration the screen holds (unless it already has one), then
 * claims it. The contract checks the attendance; its reason reaches the user through runAction.
 * `credited`: the token stays in the app for the attendee, whose account cannot hold it yet.
 */
export function mintAndClaimToken(
  ctx: ChainContext,
  event: DynaEvent,
  registration: Registration,
  onStep?: (step: TokenStep) => void,
): Promise<Result<{ assetId: number; credited?: boolean } & Sent>> {
  return runAction(ctx, ATTENDANCE_MESSAGES.mintFailed, async () => {
    const who = writer(ctx)
    if (!who.ok) return who
    const sender = who.value
    const sponsor = attendeeSponsor(ctx.config)
    const sponsored =
      sponsor !== null &&
      event.paysAttendeeCosts &&
      event.attendeeBudgetMicroAlgos >= TYPICAL_SPONSORED_MINT_FEE + assetMbr()

    let assetId = BigInt(registration.nftAssetId)
    if (assetId === 0n) {
      onStep?.({ step: 'mint' })
      const minted = await runAction(ctx, ATTENDANCE_MESSAGES.assetCreationFailed, async () =>
        ok(sponsored && sponsor ? await mintSponsored(ctx, sponsor, sender, event) : await mint(ctx, sender, event)),
      )
      if (!minted.ok) return minted
      if (minted.value === 0n) return fail(ATTENDANCE_MESSAGES.assetCreationFailed)
      assetId = minted.value
    }
    if (registration.nftClaimed) return ok({ assetId: Number(assetId) })
    const spendable = await ctx.algodRest.getSpendableBalance(sender)
    if (spendable < HOLDING_NEEDS) return ok({ assetId: Number(assetId), credited: true })
    onStep?.({ step: 'claim', assetId: Number(assetId) })
    const claimed = await runAction(ctx, ATTENDANCE_MESSAGES.assetTransferFailed, async () =>
      ok(await claim(ctx, sender, event.eventId, assetId)),
    )
    if (!claimed.ok) return claimed
    return ok({ assetId: Number(assetId), txId: claimed.value })
  })
}
