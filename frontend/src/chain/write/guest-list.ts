/**
 * The owner's side of private registration details: the event's guest-list key, made by the
 * owner's wallet (one signature per page), set on an event that has none, and used to open each
 * registration's sealed details. The cryptography loads only when one of these runs.
 */
import { fromBase64Url } from '../../domain/base64url'
import { GUEST_LIST_MESSAGES } from '../../domain/check-in-messages'
import { fail, ok, type Result } from '../../domain/result'
import type { DynaEvent, Registration } from '../../domain/types'
import type { Sent } from './sent'
import type { GuestDetails, SealKeyPair } from '../privacy/guest-list'
import type { ReadContext } from '../node/read-context'
import { registrationNotes, type RegistrationNoteRef } from '../read/registration-notes'
import { runAction, sendWrite, writer } from './actions'
import { WRITE_SEND, type ChainContext } from './client'
import { walletKeySignature } from './wallet-keys-signature'

export type { GuestDetails }

/** The public half of the event's guest-list key, as the owner's wallet makes it. */
export async function guestListPublicKey(ctx: ChainContext, owner: string, eventId: string): Promise<Uint8Array> {
  const { guestListKeyPair } = await import('../privacy/guest-list')
  return (await guestListKeyPair(await walletKeySignature(ctx, owner), eventId)).publicKey
}

/** The owner gives an event created without a guest-list key one. */
export function setSealKey(ctx: ChainContext, event: DynaEvent): Promise<Result<Sent>> {
  return sendWrite(ctx, GUEST_LIST_MESSAGES.keyFailed, async (sender, validity) =>
    ctx.app.send.setSealKey({
      sender,
      args: { eventId: event.eventId, sealKey: await guestListPublicKey(ctx, sender, event.eventId) },
      ...validity,
      ...WRITE_SEND,
    }),
  )
}

/**
 * Each registration's details, by attendee address, for the event's owner: sealed ones opened with
 * the key the owner's wallet makes (refused when that key is not the event's), older public ones
 * as they are. Another wallet gets nothing.
 */
export function readGuestList(
  ctx: ChainContext,
  event: DynaEvent,
  registrations: readonly Registration[],
): Promise<Result<Map<string, GuestDetails>>> {
  return runAction(ctx, GUEST_LIST_MESSAGES.unlockFailed, async () => {
    const who = writer(ctx)
    if (!who.ok) return who
    if (who.value !== event.owner) return fail(GUEST_LIST_MESSAGES.wrongWallet)
    const { guestListKeyPair, isEventKey } = await import('../privacy/guest-list')
    const keyPair = await guestListKeyPair(await walletKeySignature(ctx, who.value), event.eventId)
    if (event.sealKey && !isEventKey(keyPair, event.sealKey)) return fail(GUEST_LIST_MESSAGES.wrongWallet)

    return ok(await openGuestList(ctx, keyPair, event.eventId, registrations))
  })
}

/**
 * Each registration's details, by attendee address, opened with the guest list's key pair (the
 * owner's, or the one a door device was given): one block read per registration round.
 */
export async function openGuestList(
  ctx: ReadContext,
  keyPair: SealKeyPair,
  eventId: string,
  registrations: readonly RegistrationNoteRef[],
): Promise<Map<string, GuestDetails>> {
  const { openGuestDetails } = await import('../privacy/guest-list')
  const { genesisHash } = await ctx.algodRest.getTransactionParams()
  const scope = { appId: ctx.config.appId, genesisHash, eventId }
  const notes = await registrationNotes(ctx, eventId, registrations)
  const details = new Map<string, GuestDetails>()
  for (const { attendeeAddress } of registrations) {
    details.set(
      attendeeAddress,
      await openGuestDetails(keyPair, scope, attendeeAddress, notes.get(attendeeAddress) ?? null),
    )
  }
  return details
}

/** Whether `sealKey` is a usable public key (32 bytes). */
export function isSealKey(sealKey: string | null): boolean {
  return Boolean(sealKey && fromBase64Url(sealKey)?.length === 32)
}
