/** set_visibility: whether the event is listed publicly, and whether registrations wait for approval. */
import type { RegistrationPolicy } from '../../domain/event-visibility'
import { REGISTRATION_POLICY_MESSAGES } from '../../domain/messages'
import type { Result } from '../../domain/result'
import type { DynaEvent } from '../../domain/types'
import type { Sent } from './sent'
import { sendWrite } from './actions'
import { WRITE_SEND, type ChainContext } from './client'

export function setRegistrationPolicy(
  ctx: ChainContext,
  event: DynaEvent,
  { listed, approvalRequired }: RegistrationPolicy,
): Promise<Result<Sent>> {
  return sendWrite(ctx, REGISTRATION_POLICY_MESSAGES.saveFailed, (sender, validity) =>
    ctx.app.send.setVisibility({
      sender,
      args: { eventId: event.eventId, listed, approvalRequired },
      ...validity,
      ...WRITE_SEND,
    }),
  )
}
