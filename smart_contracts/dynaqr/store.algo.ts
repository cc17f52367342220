import type { Account, bytes, uint64 } from '@algorandfoundation/algorand-typescript'
import {
  assert,
  Asset,
  BoxMap,
  clone,
  Global,
  GlobalState,
  gtxn,
  itxn,
  op,
  TransactionType,
  Txn,
} from '@algorandfoundation/algorand-typescript'
import type {
  DoorKey,
  DoorRecord,
  EventRecord,
  OwnerPageKey,
  RegistrationKey,
  RegistrationRecord,
} from './records.algo'
import { DeployerLifecycle } from './deployer-lifecycle.algo'

/** Box minimum balance (protocol constants BoxFlatMinBalance and BoxByteMinBalance). */
const BOX_FLAT_MBR = 2_500
export const BOX_BYTE_MBR = 400

export function boxMbr(keyLength: uint64, valueLength: uint64): uint64 {
  return BOX_FLAT_MBR + BOX_BYTE_MBR * (keyLength + valueLength)
}

/**
 * What every part of DynaQR shares: its boxes and global state (the layout is records.algo.ts'), the
 * lookups of an event and a registration, the caller's ownership, payments to the app and from it,
 * and the rule that a record follows its texts' length.
 */
export abstract class DynaQrStore extends DeployerLifecycle {
  events = BoxMap<string, EventRecord>({ keyPrefix: 'e' })
  registrations = BoxMap<RegistrationKey, RegistrationRecord>({ keyPrefix: 'r' })
  ownerEventCount = BoxMap<Account, uint64>({ keyPrefix: 'c' })
  ownerPages = BoxMap<OwnerPageKey, bytes>({ keyPrefix: 'p' })
  doors = BoxMap<DoorKey, DoorRecord>({ keyPrefix: 'd' })
  /**
   * The listed index, the public list's: the ids of the events it shows (listed, active, not over),
   * in no particular order, in pages of OWNER_PAGE_CAPACITY.
   */
  appPages = BoxMap<uint64, bytes>({ keyPrefix: 'g' })

  eventCount = GlobalState<uint64>({ initialValue: 0 })
  /** Entries in the listed index. */
  listedCount = GlobalState<uint64>({ initialValue: 0 })
  /** The scan-sponsor LogicSig account; set by the creator once the app id is known. */
  scanSponsor = GlobalState<Account>()
  /** The attendee-sponsor LogicSig account, which pays sponsored attendees' fees; set by the creator. */
  attendeeSponsor = GlobalState<Account>()
  /** The AttendanceTokens app that mints, holds and delivers this app's attendance tokens. */
  tokenApp = GlobalState<uint64>()

  protected existingEvent(eventId: string): EventRecord {
    assert(this.events(eventId).exists, 'Event not found')
    return clone(this.events(eventId).value)
  }

  /** The event, which the caller must own. */
  protected ownedEvent(eventId: string): EventRecord {
    const event = this.existingEvent(eventId)
    assert(Txn.sender === event.owner, 'Only the event owner can do this')
    return event
  }

  /** The event, which the caller must own and which must be active. */
  protected ownedActiveEvent(eventId: string): EventRecord {
    const event = this.ownedEvent(eventId)
    assert(event.active, 'Event is not active')
    return event
  }

  /** Registration has closed (expiry) or the event has ended. */
  protected isOver(event: EventRecord): boolean {
    const now = Global.latestTimestamp
    return (event.expiry !== 0 && now >= event.expiry) || (event.settings.endsAt !== 0 && now > event.settings.endsAt)
  }

  protected existingRegistration(key: RegistrationKey): RegistrationRecord {
    assert(this.registrations(key).exists, 'Not registered')
    return clone(this.registrations(key).value)
  }

  /** The MBR of a registration box as it is now stored. */
  protected registrationDeposit(key: RegistrationKey): uint64 {
    return boxMbr(this.registrations(key).key.length, this.registrations(key).length)
  }

  /**
   * Stores an edited record. The box follows the texts' length: growth's MBR comes out of the
   * scan budget the owner deposited, shrinkage's freed MBR goes back into it. False when the
   * budget cannot pay for the growth.
   */
  protected storeResized(eventId: string, event: EventRecord): boolean {
    const sizeBefore = this.events(eventId).length
    this.events(eventId).value = clone(event)
    const sizeAfter = this.events(eventId).length
    if (sizeAfter > sizeBefore) {
      const extraMbr: uint64 = (sizeAfter - sizeBefore) * BOX_BYTE_MBR
      if (event.scanBudget < extraMbr) return false
      this.events(eventId).value.scanBudget = event.scanBudget - extraMbr
    } else if (sizeAfter < sizeBefore) {
      this.events(eventId).value.scanBudget = event.scanBudget + (sizeBefore - sizeAfter) * BOX_BYTE_MBR
    }
    return true
  }

  protected assertPaymentToApp(payment: gtxn.PaymentTxn, minimum: uint64): void {
    assert(payment.receiver === Global.currentApplicationAddress, 'Payment must go to the app')
    assert(payment.sender === Txn.sender, 'Payment must come from the caller')
    assert(payment.amount >= minimum, 'Payment does not cover the minimum balance')
    this.assertKeepsAccount(payment)
  }

  /** A payment the contract counts may not close or rekey its sender's account. */
  protected assertKeepsAccount(payment: gtxn.PaymentTxn): void {
    assert(payment.closeRemainderTo === Global.zeroAddress, 'Payment must not close the account')
    assert(payment.rekeyTo === Global.zeroAddress, 'Payment must not rekey the account')
  }

  /** Pays a withdrawn budget (ALGO) to the event's owner. */
  protected payOwner(event: EventRecord, amount: uint64): void {
    if (amount > 0) {
      itxn.payment({ receiver: event.owner, amount: amount, fee: 0 }).submit()
    }
  }

  /**
   * A payment in the event's currency at group position `index` (ALGO, or an asset transfer of the
   * event's asset), which may not close or rekey its sender's account nor claw the asset back from
   * another: its sender, receiver and amount.
   */
  protected currencyPayment(event: EventRecord, index: uint64): [Account, Account, uint64] {
    const kind = event.paymentAsset === 0 ? TransactionType.Payment : TransactionType.AssetTransfer
    assert(op.GTxn.typeEnum(index) === kind, "Payment must be in the event's currency")
    if (event.paymentAsset === 0) {
      const payment = gtxn.PaymentTxn(index)
      this.assertKeepsAccount(payment)
      return [payment.sender, payment.receiver, payment.amount]
    }
    const transfer = gtxn.AssetTransferTxn(index)
    assert(transfer.xferAsset.id === event.paymentAsset, "Payment must be in the event's currency")
    assert(transfer.assetSender === Global.zeroAddress, 'Payment must not be a clawback')
    assert(transfer.assetCloseTo === Global.zeroAddress, 'Payment must not close the asset holding')
    assert(transfer.rekeyTo === Global.zeroAddress, 'Payment must not rekey the account')
    return [transfer.sender, transfer.assetReceiver, transfer.assetAmount]
  }

  /** Pays `amount` of the event's currency from the app to `receiver`. */
  protected payInCurrency(event: EventRecord, receiver: Account, amount: uint64): void {
    if (amount === 0) return
    if (event.paymentAsset === 0) {
      itxn.payment({ receiver: receiver, amount: amount, fee: 0 }).submit()
    } else {
      const asset = Asset(event.paymentAsset)
      itxn.assetTransfer({ xferAsset: asset, assetReceiver: receiver, assetAmount: amount, fee: 0 }).submit()
    }
  }
}
