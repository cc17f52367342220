/**
 * The event page's first paint: the event read as soon as this small module has loaded (adopting
 * the reads index.html started), and drawn without React, unless the app has drawn the page first
 * or this browser keeps a ticket for the event (the page then shows the ticket). The read is kept
 * for the page (first-read.ts), which starts from it.
 */
import '../styles/components.css'
import '../pages/registration/RegistrationPage.css'
import { config } from '../../config'
import { readEvent } from '../../chain/event-read'
import type { DynaEvent } from '../../domain/event/event'
import { createSavedTicketStore } from '../platform/saved-tickets'
import { eventReadKey, keepFirstRead } from './first-read'
import { eventFirstScreen } from './event-first-screen'
import { browserReadSources } from './browser-read-sources'

export interface FirstPaintSources {
  read: (eventId: string) => Promise<DynaEvent | null>
  /** Whether this browser keeps a ticket for the event. */
  keepsTicket: (eventId: string) => boolean
}

const browserSources = (): FirstPaintSources => ({
  read: (eventId) => readEvent(eventId, browserReadSources()),
  keepsTicket: (eventId) => createSavedTicketStore(config.appId).forEvent(eventId).length > 0,
})

/** Settles once the event is drawn, or is known not to be. */
export async function paintEventFirst(
  root: HTMLElement,
  eventId: string,
  { read, keepsTicket }: FirstPaintSources = browserSources(),
): Promise<void> {
  const event = await keepFirstRead(eventReadKey(eventId), read(eventId)).read.catch(() => null)
  if (!event || root.childElementCount > 0 || keepsTicket(eventId)) return
  root.replaceChildren(eventFirstScreen(event))
}
