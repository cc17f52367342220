import type { Account, uint64 } from '@algorandfoundation/algorand-typescript'
import {
  abimethod,
  assert,
  Bytes,
  ensureBudget,
  Global,
  GlobalState,
  itxn,
  OpUpFeeSource,
  Txn,
} from '@algorandfoundation/algorand-typescript'
import type { TokenTexts } from './records.algo'
import {
  CHECK_IN_ADMITTED,
  CHECK_IN_DOOR,
  MAX_ASSET_NAME_BYTES,
  MAX_NOTE_BYTES,
  MAX_TOKEN_TEXT_BYTES,
} from './records.algo'
import { isPlainText, plainTextOps, truncateUtf8, upperPrefix } from './text.algo'
import { DeployerLifecycle } from './deployer-lifecycle.algo'

/** Of mint's note and asset once the minter's texts are checked. */
const MINT_NOTE_OPS = 1_000
/**
 * The attendance token's ARC-69 note is written here: its keys, the event's texts (plain text,
 * checked when the event was created) and how attendance was recorded. The minter gives only
 * plain-text values, so nothing it sends can add a key, open an object or shadow "Attendance".
 */
const ARC69_HEAD = '{"standard":"arc69","description":"Proof of attendance at '

/** How the token says attendance was recorded (RegistrationRecord.checkInMethod). */
function attendanceText(method: uint64): string {
  if (method === CHECK_IN_DOOR) return 'door check-in'
  if (method === CHECK_IN_ADMITTED) return 'checked in by the organiser'
  return 'self-declared'
}

function assertTokenText(text: string): void {
  assert(Bytes(text).length <= MAX_TOKEN_TEXT_BYTES, 'Token text too long')
  ensureBudget(plainTextOps(Bytes(text).length), OpUpFeeSource.GroupCredit)
  assert(isPlainText(Bytes(text)), 'Token texts may not contain quotes, backslashes or control characters')
}

/**
 * The attendance tokens of one DynaQR app (its issuer): 1-of-1 assets with an ARC-69 note, created
 * and held by this app, which is their manager, reserve, freeze and clawback, until the issuer has
 * one delivered to its attendee. Only the issuer calls it, once it has checked the attendance, so
 * the DynaQR app's program keeps room for events and registrations.
 */
export class AttendanceTokens extends DeployerLifecycle {
  /** The DynaQR app whose attendees these tokens are; set once by the deployer. */
  issuer = GlobalState<uint64>()

  /** The deployer names the DynaQR app that may mint and deliver these tokens, once. */
  @abimethod({ name: 'set_issuer' })
  setIssuer(issuer: uint64): void {
    assert(Txn.sender === Global.creatorAddress, 'Only the deployer can set the issuer')
    assert(!this.issuer.hasValue, 'The issuer is already set')
    this.issuer.value = issuer
  }

  /**
   * Creates an attendee's token, held here, and returns its id. The issuer pays this app the
   * asset's minimum balance first; `texts` are the values it cannot know (date, location,
   * attendee, network), each plain text.
   */
  @abimethod({ name: 'mint' })
  mint(eventId: string, eventName: string, tierName: string, checkInMethod: uint64, texts: TokenTexts): uint64 {
    this.assertIssuer()
    assertTokenText(texts.eventDate)
    assertTokenText(texts.location)
    assertTokenText(texts.attendee)
    assertTokenText(texts.network)
    ensureBudget(MINT_NOTE_OPS, OpUpFeeSource.GroupCredit)

    const note = Bytes(ARC69_HEAD)
      .concat(Bytes(eventName))
      .concat(Bytes('","properties":{"Event":"'))
      .concat(Bytes(eventName))
      .concat(Bytes('","Event ID":"'))
      .concat(Bytes(eventId))
      .concat(Bytes('","Ticket Tier":"'))
      .concat(Bytes(tierName))
      .concat(Bytes('","Event Date":"'))
      .concat(Bytes(texts.eventDate))
      .concat(Bytes('","Location":"'))
      .concat(Bytes(texts.location))
      .concat(Bytes('","Attendee":"'))
      .concat(Bytes(texts.attendee))
      .concat(Bytes('","Blockchain":"Algorand","Network":"'))
      .concat(Bytes(texts.network))
      .concat(Bytes('","Attendance":"'))
      .concat(Bytes(attendanceText(checkInMethod)))
      .concat(Bytes('"}}'))
    assert(note.length <= MAX_NOTE_BYTES, 'Metadata note too long')

    const fullName = Bytes(eventName).concat(Bytes(' - ')).concat(Bytes(tierName)).concat(Bytes(' Ticket'))
    const self = Global.currentApplicationAddress
    return itxn
      .assetConfig({
        assetName: truncateUtf8(fullName, MAX_ASSET_NAME_BYTES),
        unitName: upperPrefix(Bytes(eventId), 8),
        total: 1,
        decimals: 0,
        defaultFrozen: false,
        manager: self,
        reserve: self,
        freeze: self,
        clawback: self,
        note: note,
        fee: 0,
      })
      .submit().createdAsset.id
  }

  /**
   * Sends a token held here to its attendee, who opted in, and freezes it there when its tier is
   * not transferable.
   */
  @abimethod({ name: 'deliver' })
  deliver(token: uint64, receiver: Account, frozen: boolean): void {
    this.assertIssuer()
    itxn.assetTransfer({ xferAsset: token, assetReceiver: receiver, assetAmount: 1, fee: 0 }).submit()
    if (frozen) {
      itxn.assetFreeze({ freezeAsset: token, freezeAccount: receiver, frozen: true, fee: 0 }).submit()
    }
  }

  private assertIssuer(): void {
    assert(this.issuer.hasValue && Global.callerApplicationId === this.issuer.value, 'Only the DynaQR app can do this')
  }
}
