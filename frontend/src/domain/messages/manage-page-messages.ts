/** The organiser's page of one event (/events/:eventId/manage). */
import { EVENT_DATA_MESSAGES } from './event-data-messages'

export const MANAGE_MESSAGES = {
  ...EVENT_DATA_MESSAGES,
  invalidDestination: 'Enter a valid destination URL',
  updated: 'Destination updated on the blockchain',
  updateFailed: 'Update failed',
  urlUpdateFailed: 'Failed to update URL',
  deactivated: 'Event deactivated',
  deactivationFailed: 'Deactivation failed',
  deactivateFailed: 'Failed to deactivate event',
  /** Asked before deactivating: what it stops, and that it can be taken back. */
  deactivateQuestion:
    'Deactivate this event? Its QR code then leads nowhere (scanners see that the event is inactive), and registration, check-in and scan counting stop. You can reactivate it later; after deactivating you can also withdraw what is left of the scan budget.',
  reactivated: 'Event reactivated',
  reactivateFailed: 'Reactivation failed',
  ownerNotConnected: 'Connect an Algorand wallet to manage this event.',
  notOwner: (owner: string) => `Connected wallet does not match the event owner. Switch to ${owner} to make changes.`,
  owner: 'Organizer wallet connected. You can update event settings.',
} as const
