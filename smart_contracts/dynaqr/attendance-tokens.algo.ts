import type { Account, bytes, uint64 } from '@algorandfoundation/algorand-typescript'
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
  urange,
  validateEncoding,
} from '@algorandfoundation/algorand-typescript'
import type { EventSettings, TierInput, TokenTexts } from './records.algo'
import {
  CHECK_IN_ADMITTED,
  CHECK_IN_DOOR,
  MAX_ASSET_NAME_BYTES,
  MAX_CHECK_IN_LEAD_SECONDS,
  MAX_EVENT_ID_BYTES,
  MAX_NAME_BYTES,
  MAX_NOTE_BYTES,
  MAX_TIER_NAME_BYTES,
  MAX_TIERS,
  MAX_TOKEN_TEXT_BYTES,
  MAX_URL_BYTES,
} from './records.algo'
import { hasWebScheme, isPlainText, isValidEventId, plainTextOps, truncateUtf8, upperPrefix } from './text.algo'
import { DeployerLifecycle } from './deployer-lifecycle.algo'

/** Opcode budget of check_event's checks before the tiers (with 16 per id byte and the name's check). */
const CHECK_EVENT_OPS = 200
/** Of each tier's checks, with its name's. */
const CHECK_TIER_OPS = 250
/**
 * What the DynaQR app's create_event still needs once check_event returns (storing the record and
 * the owner's index): the budget is pooled across the group, inner calls included.
 */
const CREATE_EVENT_STORE_OPS = 600

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

function assertEventName(name: string): void {
  assert(Bytes(name).length > 0, 'Event name is required')
  assert(Bytes(name).length <= MAX_NAME_BYTES, 'Event name too long')
  assert(isPlainText(Bytes(name)), 'Event name may not contain quotes, backslashes or control characters')
}

export function assertWebUrl(url: string): void {
  assert(Bytes(url).length <= MAX_URL_BYTES, 'URL too long')
  assert(hasWebScheme(Bytes(url)), 'URL must start with https:// or http://')
}

export function assertSettings(settings: EventSettings): void {
  validateEncoding(settings)
  if (settings.startsAt === 0) {
    assert(settings.endsAt === 0, 'An end needs a start')
  } else {
    assert(settings.endsAt > settings.startsAt, 'The event must end after it starts')
  }
  assert(settings.checkInOpensBefore <= MAX_CHECK_IN_LEAD_SECONDS, 'Check-in may open at most 30 days before the start')
  assert(
    settings.decideBy === 0 || settings.endsAt === 0 || settings.decideBy <= settings.endsAt,
    'Decide on registrations before the event ends',
  )
}

/**
 * create_event's arguments: the id, the texts, the tiers and the settings, and the encodings stored
 * as they came. The budget is topped up as the checks go, then for storing the record.
 */
export function checkEventInput(
  eventId: string,
  name: string,
  url: string,
  accessType: string,
  tiers: TierInput[],
  settings: EventSettings,
  sealKey: bytes<32>,
): void {
  validateEncoding(tiers)
  validateEncoding(sealKey)
  ensureBudget(
    CHECK_EVENT_OPS + 16 * Bytes(eventId).length + plainTextOps(Bytes(name).length),
    OpUpFeeSource.GroupCredit,
  )
  assert(isValidEventId(Bytes(eventId), MAX_EVENT_ID_BYTES), 'Invalid event ID')
  assertEventName(name)
  assertWebUrl(url)
  assert(accessType === 'public' || accessType === 'nft-gated' || accessType === 'time-based', 'Invalid access type')
  assert(tiers.length <= MAX_TIERS, 'Too many ticket tiers')
  assertSettings(settings)
  for (const i of urange(tiers.length)) {
    const tierName = Bytes(tiers[i].name)
    ensureBudget(CHECK_TIER_OPS + plainTextOps(tierName.length), OpUpFeeSource.GroupCredit)
    assert(tierName.length > 0, 'Tier name is required')
    assert(tierName.length <= MAX_TIER_NAME_BYTES, 'Tier name too long')
    assert(isPlainText(tierName), 'Tier name may not contain quotes, backslashes or control characters')
  }
  ensureBudget(CREATE_EVENT_STORE_OPS, OpUpFeeSource.GroupCredit)
}

/** update_details' name. */
export function checkEventName(name: string): void {
  ensureBudget(CHECK_EVENT_OPS + plainTextOps(Bytes(name).length), OpUpFeeSource.GroupCredit)
  assertEventName(name)
}

/**
 * The attendance tokens of one DynaQR app (its issuer): 1-of-1 assets with an ARC-69 note, created
 * and held by this app, which is their manager, reserve, freeze and clawback, until the issuer has
 * one delivered to its attendee. Only the issuer mints and delivers, once it has checked the
 * attendance. It also holds the issuer's checks of what an event's owner writes that depend on
 * nothing stored (check_event, check_name, check_url, check_settings), so that the DynaQR app's
 * program keeps room for events and registrations.
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

  /*
   * The DynaQR app calls these by inner call where its methods check their input; a failed check
   * fails that call. They change nothing, so anyone may call them.
   */

  @abimethod({ name: 'check_event' })
  checkEvent(
    eventId: string,
    name: string,
    url: string,
    accessType: string,
    tiers: TierInput[],
    settings: EventSettings,
    sealKey: bytes<32>,
  ): void {
    checkEventInput(eventId, name, url, accessType, tiers, settings, sealKey)
  }

  /** update_details' name. */
  @abimethod({ name: 'check_name' })
  checkName(name: string): void {
    checkEventName(name)
  }

  /** update_url's destination. */
  @abimethod({ name: 'check_url' })
  checkUrl(url: string): void {
    assertWebUrl(url)
  }

  /** set_settings' dates. */
  @abimethod({ name: 'check_settings' })
  checkSettings(settings: EventSettings): void {
    assertSettings(settings)
  }

  private assertIssuer(): void {
    assert(this.issuer.hasValue && Global.callerApplicationId === this.issuer.value, 'Only the DynaQR app can do this')
  }
}
