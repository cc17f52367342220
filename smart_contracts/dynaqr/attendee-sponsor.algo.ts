import type { bytes, uint64 } from '@algorandfoundation/algorand-typescript'
import {
  arc4,
  Global,
  LogicSig,
  logicsig,
  OnCompleteAction,
  op,
  TemplateVar,
  TransactionType,
  Txn,
} from '@algorandfoundation/algorand-typescript'
import { ATTENDEE_SPONSOR_FEE_MULTIPLIER } from './records.algo'

/** The app methods an attendee may call at an event's expense (their selectors are checked against the ARC-56 file). */
function isAttendeeMethod(selector: bytes): boolean {
  return (
    selector === arc4.methodSelector('register_event(pay,string,uint64,byte[32],bool)uint64') ||
    selector === arc4.methodSelector('mint_nft(pay,string,(string,string,string,string))uint64') ||
    selector === arc4.methodSelector('confirm_attendance(string)uint64') ||
    selector === arc4.methodSelector('cancel_registration(string)uint64')
  )
}

/**
 * Pays the network fees of an attendee's call on an event whose owner pays attendees' costs: a
 * zero-ALGO payment to itself just before the last transaction of a group of two or three, which
 * calls one of the app's attendee methods (APP_ID). The app checks that the event pays costs and
 * pays this account's fee back from the event's attendee budget in the same call, so this account
 * only floats; a call the app rejects fails the whole group and costs nothing.
 */
@logicsig({ avmVersion: 11 })
export class AttendeeSponsor extends LogicSig {
  program(): boolean {
    const appId = TemplateVar<uint64>('APP_ID')
    const last: uint64 = Global.groupSize - 1
    return (
      Txn.groupIndex + 1 === last &&
      Global.groupSize >= 2 &&
      Global.groupSize <= 3 &&
      Txn.typeEnum === TransactionType.Payment &&
      Txn.receiver === Txn.sender &&
      Txn.amount === 0 &&
      Txn.fee <= Global.minTxnFee * ATTENDEE_SPONSOR_FEE_MULTIPLIER &&
      Txn.note.length === 0 &&
      Txn.lease === op.bzero(32) &&
      Txn.rekeyTo === Global.zeroAddress &&
      Txn.closeRemainderTo === Global.zeroAddress &&
      op.GTxn.typeEnum(last) === TransactionType.ApplicationCall &&
      op.GTxn.applicationId(last).id === appId &&
      op.GTxn.onCompletion(last) === OnCompleteAction.NoOp &&
      isAttendeeMethod(op.GTxn.applicationArgs(last, 0))
    )
  }
}
