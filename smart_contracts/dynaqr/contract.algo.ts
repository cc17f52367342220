import type { Account, uint64 } from '@algorandfoundation/algorand-typescript'
import { abimethod, assert, Global, Txn } from '@algorandfoundation/algorand-typescript'
import { DynaQrTokens } from './tokens.algo'

/**
 * DynaQR: events with a permanent QR code whose destination lives here, registrations with atomic
 * ALGO payments, attendance tokens minted by its attendance tokens app (which also checks the
 * event input that depends on nothing stored: ids, texts, URLs, tiers, dates), and scans sponsored
 * for wallet-less scanners. Every event and registration is a box; callers pay the MBR of the boxes
 * they create. Its methods are laid out by concept, each in the file its emulator spec pairs with:
 * store (shared state and helpers), indexes, events, scans, attendee-costs, registrations,
 * check-in and tokens.
 */
export class DynaQr extends DynaQrTokens {
  /**
   * The creator names the two LogicSig accounts that pay fees (the scan sponsor and the attendee
   * sponsor) and the attendance tokens app, which holds the tokens it mints and so is set once.
   */
  @abimethod({ name: 'set_links' })
  setLinks(scanSponsor: Account, attendeeSponsor: Account, tokenApp: uint64): void {
    assert(Txn.sender === Global.creatorAddress, 'Only the deployer can set the links')
    assert(!this.tokenApp.hasValue || this.tokenApp.value === tokenApp, 'The tokens app is already set')
    this.scanSponsor.value = scanSponsor
    this.attendeeSponsor.value = attendeeSponsor
    this.tokenApp.value = tokenApp
  }
}
