/** Links between the door screen and the Manage page. */
export function managePath(eventId: string): string {
  return `/events/${encodeURIComponent(eventId)}/manage`
}

export function doorCheckInPath(eventId: string): string {
  return `/events/${encodeURIComponent(eventId)}/check-in`
}
