import type { uint64 } from '@algorandfoundation/algorand-typescript'
import {
  arc4,
  Global,
  LogicSig,
  logicsig,
  OnCompleteAction,
  TemplateVar,
  TransactionType,
  Txn,
} from '@algorandfoundation/algorand-typescript'
import { SPONSORED_FEE_MULTIPLIER, SPONSORED_NOTE_MAX_BYTES } from './records.algo'

/**
 * Pays the fee of exactly one kind of transaction: a lone NoOp call of increment_scan on the
 * DynaQR app (APP_ID), with no extra references, no rekey and no close. The app reimburses the
 * fee from the scanned event's budget, so this account only floats. A short note (a random nonce)
 * is allowed so that two scanners in the same round send different transactions.
 */
@logicsig({ avmVersion: 11 })
export class ScanSponsor extends LogicSig {
  program(): boolean {
    const appId = TemplateVar<uint64>('APP_ID')
    return (
      Global.groupSize === 1 &&
      Txn.typeEnum === TransactionType.ApplicationCall &&
      Txn.applicationId.id === appId &&
      Txn.onCompletion === OnCompleteAction.NoOp &&
      Txn.numAppArgs === 2 &&
      Txn.applicationArgs(0) === arc4.methodSelector('increment_scan(string)uint64') &&
      Txn.numAccounts === 0 &&
      Txn.numApplications === 0 &&
      Txn.numAssets === 0 &&
      Txn.fee <= Global.minTxnFee * SPONSORED_FEE_MULTIPLIER &&
      Txn.note.length <= SPONSORED_NOTE_MAX_BYTES &&
      Txn.rekeyTo === Global.zeroAddress &&
      Txn.closeRemainderTo === Global.zeroAddress &&
      Txn.assetCloseTo === Global.zeroAddress
    )
  }
}
