/** Attendance writes: the owner's door check-in key, and confirming attendance (with a door code where needed). */
import { AlgoAmount } from '@algorandfoundation/algokit-utils/types/amount'
import type { DoorCode } from '../../domain/door-code'
import { ATTENDANCE_MESSAGES, DOOR_MESSAGES } from '../../domain/messages'
import { fail, ok, type Result } from '../../domain/result'
import type { DynaEvent } from '../../domain/types'
import type { Sent } from '../api'
import { lastTxId, runAction, writer } from './actions'
import { WRITE_SEND, type ChainContext } from './client'
import { sendSettled } from './settle'

/** The signature check needs three op-up calls on top of the call itself; simulate sizes the fee. */
const CONFIRM_MAX_FEE = AlgoAmount.MicroAlgo(5_000)
const PUBLIC_KEY_BYTES = 32
const NO_SIGNATURE = new Uint8Array(64)

export function setCheckInKey(ctx: ChainContext, event: DynaEvent, publicKey: Uint8Array): Promise<Result<Sent>> {
  return runAction(ctx, DOOR_MESSAGES.keyRegisterFailed, async () => {
    const who = writer(ctx)
    if (!who.ok) return who
    if (publicKey.length !== PUBLIC_KEY_BYTES) return fail(DOOR_MESSAGES.keyRegisterFailed)
    const result = await sendSettled(ctx, (validity) =>
      ctx.app.send.setCheckInKey({
        sender: who.value,
        args: { eventId: event.eventId, checkInKey: publicKey },
        ...validity,
        ...WRITE_SEND,
      }),
    )
    return ok({ txId: lastTxId(result) })
  })
}

/**
 * confirm_attendance for the connected wallet. The contract checks the registration and, on an
 * event with door check-in, the door code's window and signature; its reason reaches the user.
 */
export function confirmAttendance(ctx: ChainContext, event: DynaEvent, doorCode?: DoorCode): Promise<Result<Sent>> {
  return runAction(ctx, ATTENDANCE_MESSAGES.confirmFailed, async () => {
    const who = writer(ctx)
    if (!who.ok) return who
    if (event.checkInKey && !doorCode) return fail(DOOR_MESSAGES.codeRequired)
    if (doorCode && doorCode.eventId !== event.eventId) return fail(DOOR_MESSAGES.otherEvent)
    const result = await sendSettled(ctx, (validity) =>
      ctx.app.send.confirmAttendance({
        sender: who.value,
        args: {
          eventId: event.eventId,
          window: doorCode?.window ?? 0n,
          signature: doorCode?.signature ?? NO_SIGNATURE,
        },
        coverAppCallInnerTransactionFees: true,
        maxFee: CONFIRM_MAX_FEE,
        ...validity,
        ...WRITE_SEND,
      }),
    )
    ctx.metadata.mergeRegistrationMetadata(event.eventId, who.value, { attendanceConfirmedAt: Date.now() })
    return ok({ txId: lastTxId(result) })
  })
}
