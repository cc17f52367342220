/** The event the approval tests start from: a fresh owner's, whose registrations wait for approval. */
import type { ChainApi } from '../../frontend/src/chain/node-api'
import type { EventSettings } from '../../frontend/src/domain/event/event'
import { createdEvent, eventInput, tier, uniqueId } from './chain-inputs'

export interface ApprovalEventOptions {
  /** The one tier's price in ALGO; 0 makes it free. */
  price?: number
  /** The event's settings; eventInput's when not given. */
  settings?: EventSettings
}

/** A fresh owner's event whose registrations wait for approval, with one 'Standard' tier of 50 seats. */
export async function approvalEvent<Owner extends { chain: ChainApi }>(
  net: { actor(): Promise<Owner> },
  prefix: string,
  { price = 10, settings }: ApprovalEventOptions = {},
): Promise<{ owner: Owner; eventId: string }> {
  const owner = await net.actor()
  const eventId = await createdEvent(
    owner,
    eventInput(uniqueId(prefix), {
      requiresApproval: true,
      ticketTiers: [tier('Standard', price, 50)],
      ...(settings ? { settings } : {}),
    }),
  )
  return { owner, eventId }
}
