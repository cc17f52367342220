/**
 * What the registration form says of an attendee's details: what is public, what is sealed to the
 * organiser, and the signature that makes the ticket. Apart from guest-list-messages.ts (which
 * includes them), so that the event's page does not carry the organiser's guest-list texts.
 */
export const REGISTRATION_PRIVACY_MESSAGES = {
  whatIsPublic:
    'Public on Algorand, for anyone to see: your wallet address, the ticket tier, the amount paid and when you registered.',
  whatIsSealed:
    'Your name, email and phone are encrypted in this browser before you sign: only the organiser can read them.',
  noKey:
    'The organiser has not set up private registration details for this event, so only your wallet address, tier and payment are recorded.',
  /** Said before registering: the never-sent signature that makes the ticket. */
  keySignatureAtRegister:
    'Your wallet first signs a transaction that is never sent and costs nothing: it makes your ticket, which you can show again on any device where this wallet connects. Sign it only on this site.',
} as const
