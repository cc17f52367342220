/**
 * The registration page's own texts, in words an attendee uses: the side panels beside the form and
 * the attendance token's steps on the completion page. Apart from messages.ts, which the app's first
 * screen loads, so that only the registration page carries them; each group in a file of its own,
 * so that the event's first screen does not carry the completion page's texts.
 */

export { REGISTRATION_PANEL_MESSAGES } from './registration-panel-messages'
export { ATTENDANCE_PAGE_MESSAGES } from './attendance-page-messages'
export { PLAIN_REGISTRATION_MESSAGES } from './plain-registration-messages'
export { OWN_REGISTRATION_MESSAGES } from './own-registration-messages'
