/**
 * What reading a ticket says when it is not one for this event: apart from check-in-messages.ts
 * (which includes them), so that the event's page, which reads the ticket this device kept, does
 * not carry the door's texts.
 */
export const TICKET_MESSAGES = {
  notATicket: 'This is not a DynaQR ticket',
  otherEvent: 'This ticket is for another event',
  otherDeployment: 'This ticket is for another DynaQR deployment',
} as const
