/**
 * Reading an event's data failed or found nothing: said by the organiser's page (MANAGE_MESSAGES
 * includes these) and by the door device and the poster, which load only these.
 */
export const EVENT_DATA_MESSAGES = {
  notAccessible: 'Event not found or not accessible',
  loadFailed: 'Failed to load event data',
} as const
