/**
 * The contract's refusals of a registration or a cancellation in the app's words: only read once a
 * registration or a cancellation was refused, so the registration page loads them then.
 */
import { ATTENDANCE_MESSAGES, REGISTRATION_MESSAGES } from './registration-messages'
import { OWN_REGISTRATION_MESSAGES } from './registration-page-messages'
import { ACCESS_MESSAGES } from '../access/resolver-messages'

/**
 * The contract's reasons for refusing a registration or a cancellation, in the app's words. A reason
 * messages.ts also names is keyed by that text, written there once.
 */
export const REGISTRATION_REFUSAL_MESSAGES: Readonly<Record<string, string>> = {
  'Event is full': 'The last seat was taken just now: you can join the waitlist instead.',
  'Tier sold out': 'This ticket sold out just now: you can join its waitlist instead.',
  'Seats are still free: register instead of joining the waitlist':
    'A seat is free again: register for it instead of joining the waitlist.',
  [REGISTRATION_MESSAGES.eventInactive]: 'This event is not taking registrations: the organiser has paused it.',
  [ACCESS_MESSAGES.expired]: 'This event is over: it no longer takes registrations.',
  [REGISTRATION_MESSAGES.eventNotFound]: 'This event no longer exists.',
  'The event owner has closed this event to this account':
    'The organiser has closed this event to this account: it cannot register again.',
  [REGISTRATION_MESSAGES.alreadyRegistered]:
    'This account is registered already: reload the page to see its registration.',
  'The event owner no longer decides on registrations: the deadline has passed':
    'The organiser’s time to approve registrations is over: this event no longer takes them.',
  [REGISTRATION_MESSAGES.invalidTier]: 'This ticket type no longer exists: reload the page and choose another.',
  'Payment below ticket price': 'The ticket price has changed: reload the page to see the new price.',
  "The event owner does not pay attendees' costs":
    'The organiser no longer covers the costs of registering: reload the page to see what it costs.',
  "The event owner's budget for attendees' costs is used up":
    "The organiser's budget for the costs of registering is used up: reload the page to see what it costs.",
  'Already checked in': 'You are checked in already: a registration cannot be cancelled after check-in.',
  'Registration already cancelled': 'This registration is cancelled already.',
  'A paid registration is refunded by the event owner': OWN_REGISTRATION_MESSAGES.paidByOrganiser,
  [ATTENDANCE_MESSAGES.notRegistered]: 'This account has no registration for this event.',
}
