/**
 * The owner's side of private registration details: the event's guest-list keys, made by the
 * owner's wallet (one signature per event and key version, kept for the session), set on an event,
 * replaced by the next version when one may have leaked, and used to open each registration's
 * sealed details with the version it was sealed to. The cryptography loads only when one of these runs.
 */
import { GUEST_LIST_MESSAGES } from '../../domain/guest-list/guest-list-messages'
import type { DynaEvent } from '../../domain/event/event'
import type { Registration } from '../../domain/registration/registration'
import { fail, ok, type Result } from '../../domain/messages/result'
import type { Sent } from './sent'
import type { GuestDetails, SealKeyPair } from '../privacy/guest-list'
import type { KeyPurpose } from '../privacy/wallet-keys'
import { openGuestList } from '../guest-list-read'
import { runAction, sendWrite, writer } from './actions'
import { WRITE_SEND, type ChainContext } from './client'
import { steadyWalletKeySignature, walletKeySignature } from './wallet-keys-signature'

export type { GuestDetails }

export function guestListPurpose(eventId: string, version: number): KeyPurpose {
  return { kind: 'guest-list', eventId, version }
}

/**
 * The public half of a new guest-list key for the event (its first, or the next version), as the
 * owner's wallet makes it: the wallet signs twice and must sign the same, or no key is published.
 */
export async function newGuestListPublicKey(
  ctx: ChainContext,
  owner: string,
  eventId: string,
  version: number,
): Promise<Uint8Array> {
  const signature = await steadyWalletKeySignature(ctx, owner, guestListPurpose(eventId, version))
  const { guestListKeyPair } = await import('../privacy/guest-list')
  return (await guestListKeyPair(signature)).publicKey
}

/** The owner's guest-list key pair of the event at `version`, from the session's signature. */
export async function guestListKeys(
  ctx: ChainContext,
  owner: string,
  eventId: string,
  version: number,
): Promise<SealKeyPair> {
  const { guestListKeyPair } = await import('../privacy/guest-list')
  return guestListKeyPair(await walletKeySignature(ctx, owner, guestListPurpose(eventId, version)))
}

/**
 * The owner gives an event created without a guest-list key one, or replaces its key with the next
 * version (one that may have been signed elsewhere): new registrations seal to the new key, and
 * the earlier ones stay readable with the key of their version.
 */
export function setSealKey(ctx: ChainContext, event: DynaEvent): Promise<Result<Sent>> {
  return sendWrite(ctx, GUEST_LIST_MESSAGES.keyFailed, async (sender, validity) =>
    ctx.app.send.setSealKey({
      sender,
      args: {
        eventId: event.eventId,
        sealKey: await newGuestListPublicKey(ctx, sender, event.eventId, event.sealKeyVersion + 1),
      },
      ...validity,
      ...WRITE_SEND,
    }),
  )
}

/**
 * Each registration's details, by attendee address, for the event's owner: sealed ones opened with
 * the key of the version they were sealed to (the current one checked against the event's, else the
 * wallet is not the one that made it), older public ones as they are. Another wallet gets nothing.
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
    const { isEventKey } = await import('../privacy/guest-list')
    const current = await guestListKeys(ctx, who.value, event.eventId, event.sealKeyVersion)
    if (event.sealKey && !isEventKey(current, event.sealKey)) return fail(GUEST_LIST_MESSAGES.wrongWallet)

    const keys = new Map<number, SealKeyPair>([[event.sealKeyVersion, current]])
    for (const version of new Set(registrations.map((registration) => registration.sealKeyVersion))) {
      if (version > 0 && !keys.has(version))
        keys.set(version, await guestListKeys(ctx, who.value, event.eventId, version))
    }
    return ok(await openGuestList(ctx, (version) => keys.get(version) ?? null, event.eventId, registrations))
  })
}
