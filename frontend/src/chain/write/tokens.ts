/**
 * Attendance tokens: mint_nft creates the 1-of-1 asset held by the app, then
 * [asset opt-in, claim_nft] moves it to the attendee. Each call's fee covers its inner transaction.
 */
import { AlgoAmount } from '@algorandfoundation/algokit-utils/types/amount'
import { buildArc69Note } from '../../domain/arc69'
import { assetMbr } from '../../domain/mbr'
import { ATTENDANCE_MESSAGES } from '../../domain/messages'
import type { ActionResult, DynaEvent, Registration } from '../../domain/types'
import { lastTxId, runAction, writer } from './actions'
import { CONFIRMATION_ROUNDS, type ChainContext } from './client'
import { getEvent } from './events'
import { readRegistration } from './registrations'

/** One inner transaction: the call pays at most twice the minimum fee. */
const INNER_FEE_SEND = {
  coverAppCallInnerTransactionFees: true,
  populateAppCallResources: true,
  maxRoundsToWaitForConfirmation: CONFIRMATION_ROUNDS,
} as const
const MAX_FEE = AlgoAmount.MicroAlgo(3_000)

function eventLocation(event: DynaEvent): string {
  const organizer = event.metadata.organizer
  return organizer?.organization || organizer?.name || 'Algorand Network'
}

function eventDate(event: DynaEvent): string {
  return event.metadata.startDate || new Date(event.createdAt * 1000).toISOString().slice(0, 10)
}

async function mint(ctx: ChainContext, sender: string, event: DynaEvent, registration: Registration): Promise<bigint> {
  const arc69Note = buildArc69Note({
    eventName: event.eventName,
    eventId: event.eventId,
    tierName: registration.ticketTierName,
    eventDate: eventDate(event),
    location: eventLocation(event),
    attendee: sender,
    network: ctx.config.networkLabel,
  })
  const result = await ctx.app.send.mintNft({
    sender,
    args: {
      mbrPayment: ctx.algorand.createTransaction.payment({
        sender,
        receiver: ctx.app.appAddress,
        amount: AlgoAmount.MicroAlgo(assetMbr()),
      }),
      eventId: event.eventId,
      arc69Note,
    },
    maxFee: MAX_FEE,
    ...INNER_FEE_SEND,
  })
  return result.return ?? 0n
}

async function claim(ctx: ChainContext, sender: string, eventId: string, assetId: bigint): Promise<string | undefined> {
  const result = await ctx.app.send.claimNft({
    sender,
    args: {
      optIn: ctx.algorand.createTransaction.assetOptIn({ sender, assetId }),
      eventId,
    },
    maxFee: MAX_FEE,
    ...INNER_FEE_SEND,
  })
  return lastTxId(result)
}

export function mintAndClaimToken(
  ctx: ChainContext,
  eventId: string,
  onStep?: (step: 'mint' | 'claim') => void,
): Promise<ActionResult<{ assetId: number }>> {
  return runAction(ctx, ATTENDANCE_MESSAGES.mintFailed, async () => {
    const who = writer(ctx)
    if ('error' in who) return { success: false, error: who.error }
    const event = await getEvent(ctx, eventId)
    const registration = event && (await readRegistration(ctx, event, who.sender))
    if (!event || !registration) return { success: false, error: ATTENDANCE_MESSAGES.notRegistered }

    let assetId = BigInt(registration.nftAssetId)
    if (assetId === 0n) {
      onStep?.('mint')
      const minted = await runAction(ctx, ATTENDANCE_MESSAGES.assetCreationFailed, async () => ({
        success: true,
        value: await mint(ctx, who.sender, event, registration),
      }))
      if (!minted.success || !minted.value) return { success: false, error: minted.error }
      assetId = minted.value
    }
    if (registration.nftClaimed) return { success: true, value: { assetId: Number(assetId) } }
    onStep?.('claim')
    const claimed = await runAction(ctx, ATTENDANCE_MESSAGES.assetTransferFailed, async () => ({
      success: true,
      txId: await claim(ctx, who.sender, eventId, assetId),
    }))
    if (!claimed.success) return { success: false, error: claimed.error }
    return { success: true, txId: claimed.txId, value: { assetId: Number(assetId) } }
  })
}
