/**
 * What an attendee reads who registers with a passkey for an event whose organiser covers every
 * cost: plain words only, held to the same word list as PASSKEY_MESSAGES.
 */
export const PLAIN_REGISTRATION_MESSAGES = {
  register: 'Register with a passkey',
  createAndRegister: 'Create a passkey and register',
  explained:
    'A passkey is the screen lock you already use — Face ID, fingerprint or PIN: it keeps your ticket with you, with nothing to install.',
  free: 'Free',
  costsCovered: 'The organiser covers every cost: you pay nothing.',
  whatIsPublic: 'Public, for anyone to see: your passkey account number, your ticket type and when you registered.',
  whatIsSealed:
    'Your name, email and phone are locked in this browser before they leave it: only the organiser can read them.',
  noKey:
    'The organiser has not set up private details for this event: only your account number, ticket type and registration time are recorded.',
  otherWays: 'Other ways to register',
  success: 'You are registered! Your ticket is below.',
  sentForApproval:
    'You are registered: the organiser approves each registration, and this page shows your ticket once they do.',
  joinedWaitlist: 'You are on the waitlist: this page shows your ticket if a seat is offered to you.',
  keepPasskey: 'Keep your passkey at hand: your ticket opens with it, on any device where it is saved.',
  tokenStep: 'Get your attendance token: it is kept for you as proof that you were there.',
  tokenKept:
    'Your attendance token is kept for you. Thank you for attending! You can move it into an app of your own any time.',
  checkedIn: 'Welcome! Get your attendance token below: it is kept for you as proof that you were there.',
  account: 'Account',
  price: 'Price',
  attendanceToken: 'Attendance token',
  tokenHeld: 'Kept for you',
  keepLink: 'Open this link on any device and continue with your passkey to see your registration and ticket again.',
  ticketOpens: 'Your ticket opens with your passkey on this device: nothing is sent and nothing is paid.',
  confirmed: 'Attendance confirmed! Your attendance token is kept for you.',
  alreadyRegistered: 'Registered already? Open your ticket',
  whatItCostsTitle: 'What It Costs',
} as const
