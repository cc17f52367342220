/** The texts about dates and time zones: the event form's time zone and dates, and where they show. */
export const TIME_MESSAGES = {
  /** An event without dates on chain, in the organiser's list. */
  noDate: 'No date set',
  /** On the public page, under the event's own schedule. */
  inYourZone: (schedule: string) => `In your time zone: ${schedule}`,
  zoneHint: "The event's dates are in this time zone; the end becomes the event's expiry.",
  noZoneMatches: (query: string) => `No time zone matches “${query}”.`,
  zoneMatches: (count: number) => (count === 1 ? '1 time zone' : `${count.toLocaleString('en-US')} time zones`),
  endBeforeStart: 'The end must be after the start.',
  /** Where the organiser approves registrations: until when. */
  decideByLabel: 'Decide on registrations by',
  decideByHint:
    'Until then you approve or decline each registration; after it, the payments still waiting go back to attendees, and anyone can send them back. Empty: until the event ends.',
  decideAfterEnd: 'Decide on registrations before the event ends.',
  decideBySaved: 'Decision deadline saved',
  decideByFailed: 'Could not save the decision deadline',
  saveDecideBy: 'Save the deadline',
  /** The wizard's preview of the dates as attendees will see them. */
  schedulePreview: (schedule: string) => `Attendees will see: ${schedule}`,
} as const
