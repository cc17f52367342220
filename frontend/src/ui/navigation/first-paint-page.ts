/**
 * The public page a path draws before React arrives (ui/first-paint): an event's page
 * (/events/{id}, /events/{id}/register) or Discover; null for every other path.
 */
import { eventPageId } from './event-page-id'

export type FirstPaintPage = { kind: 'event'; eventId: string } | { kind: 'discover' }

export function firstPaintPage(pathname: string): FirstPaintPage | null {
  const eventId = eventPageId(pathname)
  if (eventId !== null) return { kind: 'event', eventId }
  return /^\/discover\/*$/.test(pathname) ? { kind: 'discover' } : null
}
