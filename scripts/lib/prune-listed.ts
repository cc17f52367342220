/**
 * Events the listed index still holds though they are over (their registration closed or their end
 * passed), and their prune: prune_listed_event takes each out, and pays the caller what its entry
 * freed, more than the call's two fees. Anyone may run it; Discover then reads only what it shows.
 */
import { AlgoAmount } from '@algorandfoundation/algokit-utils/types/amount'
import type { DynaQrClient } from '../../artifacts/dynaqr/DynaQrClient'
import { shownOnPublicList } from '../../frontend/src/chain/node-api'
import type { SigningAccount } from './network'

const ID_SLOT_BYTES = 32

/** The event ids of a listed index page: 32-byte slots, each an id followed by zero bytes. */
export function idsOfListedPage(page: Uint8Array): string[] {
  const ids: string[] = []
  for (let offset = 0; offset + ID_SLOT_BYTES <= page.length; offset += ID_SLOT_BYTES) {
    const slot = page.subarray(offset, offset + ID_SLOT_BYTES)
    const end = slot.indexOf(0)
    ids.push(new TextDecoder().decode(end === -1 ? slot : slot.subarray(0, end)))
  }
  return ids
}

/** The ids the listed index holds whose events are over at `nowSeconds`. */
export async function overListedEvents(app: DynaQrClient, nowSeconds = Date.now() / 1000): Promise<string[]> {
  const pages = await app.state.box.appPages.getMap()
  const over: string[] = []
  for (const eventId of [...pages.values()].flatMap(idsOfListedPage)) {
    const record = await app.state.box.events.value(eventId)
    if (record && !shownOnPublicList(record, nowSeconds)) over.push(eventId)
  }
  return over
}

/** Prunes each of `eventIds` as `pruner`, one call each (its fee covers the payment back). */
export async function pruneListedEvents(app: DynaQrClient, pruner: SigningAccount, eventIds: readonly string[]) {
  for (const eventId of eventIds) {
    await app.send.pruneListedEvent({
      sender: pruner.addr,
      signer: pruner.signer,
      args: { eventId },
      extraFee: AlgoAmount.MicroAlgo(1_000),
      populateAppCallResources: true,
    })
  }
}
