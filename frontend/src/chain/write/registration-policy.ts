/**
 * set_registration_policy: whether the event is listed publicly, whether registrations wait for
 * approval, and whether the event pays its attendees' network costs; what is not given stays as the
 * event holds it.
 */
import type { RegistrationPolicy } from '../../domain/event/event-visibility'
import { REGISTRATION_POLICY_MESSAGES } from '../../domain/event/manage-messages'
import type { Result } from '../../domain/messages/result'
import type { DynaEvent } from '../../domain/event/event'
import type { Sent } from './sent'
import { sendWrite } from './actions'
import { WRITE_SEND, type ChainContext } from './client'
import { groupWithListingTopUp, readListingShortfall } from './listing-deposit'

export async function setRegistrationPolicy(
  ctx: ChainContext,
  event: DynaEvent,
  {
    listed = event.listed,
    approvalRequired = event.approvalRequired,
    paysAttendeeCosts = event.paysAttendeeCosts,
  }: Partial<RegistrationPolicy>,
  failed: string = REGISTRATION_POLICY_MESSAGES.saveFailed,
): Promise<Result<Sent>> {
  // Listing an event again puts it back in the listed index, paid from its scan budget: the same
  // group tops the budget up where it is short.
  const shortfall = listed ? await readListingShortfall(ctx, event.eventId, { listed }) : 0n
  return sendWrite(ctx, failed, (sender, validity) =>
    groupWithListingTopUp(ctx, sender, event.eventId, shortfall, validity)
      .setRegistrationPolicy({
        sender,
        args: { eventId: event.eventId, listed, approvalRequired, paysAttendeeCosts },
        ...validity,
      })
      .send(WRITE_SEND),
  )
}
