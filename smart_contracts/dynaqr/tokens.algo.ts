import type { Account, uint64 } from '@algorandfoundation/algorand-typescript'
import { abimethod, Application, assert, emit, Global, gtxn, itxn, Txn } from '@algorandfoundation/algorand-typescript'
import { abiCall } from '@algorandfoundation/algorand-typescript/arc4'
import type { RegistrationKey, TokenTexts } from './records.algo'
import { isRefunded, STATUS_ATTENDED } from './records.algo'
import { DynaQrCheckIn } from './check-in.algo'
import type { AttendanceTokens } from './attendance-tokens.algo'

type TokenMinted = { eventId: string; attendee: Account; assetId: uint64 }

/**
 * The attendance token: the attendance tokens app mints it once attendance is recorded, one per
 * account and event, and delivers it to the attendee who opts in (frozen where the tier is not
 * transferable).
 */
export abstract class DynaQrTokens extends DynaQrCheckIn {
  /**
   * Has the attendance tokens app create the caller's 1-of-1 token, held there until claimed.
   * `mbrPayment` covers the asset's MBR, which this app passes on to the tokens app; where the owner
   * pays attendees' costs it may instead be the attendee sponsor's fee payment, and the attendee
   * budget pays the fees and the asset's MBR: [fee payment, mint_nft]. The token then stays held,
   * credited to the attendee, until they claim it into an account of their own. The tokens app
   * writes the ARC-69 note; `texts` are the values it cannot know (date, location, attendee,
   * network), each plain text.
   */
  @abimethod({ name: 'mint_nft' })
  mintNft(mbrPayment: gtxn.PaymentTxn, eventId: string, texts: TokenTexts): uint64 {
    if (this.isAttendeeSponsor(mbrPayment.sender)) {
      this.chargeAttendeeCosts(eventId, 2, Global.assetCreateMinBalance)
    } else {
      this.assertPaymentToApp(mbrPayment, Global.assetCreateMinBalance)
    }
    const event = this.existingEvent(eventId)
    const key: RegistrationKey = { eventSeq: event.seq, registrant: Txn.sender }
    const registration = this.existingRegistration(key)
    assert(registration.status === STATUS_ATTENDED, 'Attendance not confirmed')
    assert(registration.assetId === 0, 'Token already minted')

    const tokens = this.tokenApp.value
    itxn.payment({ receiver: Application(tokens).address, amount: Global.assetCreateMinBalance, fee: 0 }).submit()
    const tierName = event.tiers.length > 0 ? event.tiers[registration.tierIndex].name : 'General Admission'
    const assetId = abiCall<typeof AttendanceTokens.prototype.mint>({
      appId: tokens,
      args: [eventId, event.name, tierName, registration.checkInMethod, texts],
      fee: 0,
    }).returnValue

    this.registrations(key).value.assetId = assetId
    this.events(eventId).value.mintedCount = event.mintedCount + 1
    emit<TokenMinted>({ eventId: eventId, attendee: Txn.sender, assetId: assetId })
    return assetId
  }

  /**
   * Has the minted token sent to the caller, who opts in in the same group: [opt-in, claim_nft]. A
   * token of a tier that is not transferable is then frozen in the caller's account.
   */
  @abimethod({ name: 'claim_nft' })
  claimNft(optIn: gtxn.AssetTransferTxn, eventId: string): uint64 {
    const event = this.existingEvent(eventId)
    const key: RegistrationKey = { eventSeq: event.seq, registrant: Txn.sender }
    const registration = this.existingRegistration(key)
    // A refunded registration keeps its minted token in the box (one per account and event) but
    // may claim it only once registered again.
    assert(!isRefunded(registration.status), 'Registration is cancelled')
    assert(registration.assetId !== 0, 'Token not minted')
    assert(!registration.claimed, 'Token already claimed')
    assert(optIn.xferAsset.id === registration.assetId, 'Opt-in is for another asset')
    assert(optIn.sender === Txn.sender && optIn.assetReceiver === Txn.sender, 'Opt-in must be by the caller')
    assert(optIn.assetAmount === 0, 'Opt-in must transfer nothing')
    assert(optIn.assetCloseTo === Global.zeroAddress, 'Opt-in must not close the asset')
    assert(optIn.rekeyTo === Global.zeroAddress, 'Opt-in must not rekey the account')

    this.registrations(key).value.claimed = true
    const transferable = event.tiers.length === 0 || event.tiers[registration.tierIndex].transferable
    abiCall<typeof AttendanceTokens.prototype.deliver>({
      appId: this.tokenApp.value,
      args: [registration.assetId, Txn.sender, !transferable],
      fee: 0,
    })
    return registration.assetId
  }
}
