/**
 * Discover as it first appears, drawn without React while the app's code is still on its way: the
 * header, the page's title and its first events' cards (what, when, where, price, seats), with the
 * classes and test ids of the React page that replaces it (DiscoverPage, PublicEventCard).
 */
import type { DynaEvent } from '../../domain/event/event'
import { DISCOVER_MESSAGES } from '../../domain/event/discover-messages'
import { eventPlace, placeLine } from '../../domain/event/event-place'
import { eventSchedule } from '../../domain/event/event-time'
import { priceRange } from '../../domain/event/price-range'
import { seatsText } from '../../domain/event/seats-text'
import { isHappeningNow, upcomingFirst } from '../../domain/event/upcoming-first'
import { element } from '../dom/element'
import { eventPagePath } from '../navigation/event-paths'
import { framedScreen } from './app-header'

function fact(term: string, testId: string, detail: string): HTMLElement {
  return element('div', {}, [element('dt', {}, [term]), element('dd', { testId }, [detail])])
}

function card(event: DynaEvent, nowSeconds: number): HTMLElement {
  const place = eventPlace(event.metadata)
  const node = element('li', { className: 'card public-event', testId: 'discover-card' }, [
    element('h2', { className: 'public-event__title' }, [
      element('a', { className: 'public-event__link', attributes: { href: eventPagePath(event.eventId) } }, [
        event.eventName,
      ]),
    ]),
    isHappeningNow(event, nowSeconds) &&
      element('span', { className: 'badge badge--success public-event__now' }, [DISCOVER_MESSAGES.happeningNow]),
    element('dl', { className: 'public-event__facts' }, [
      fact('When', 'discover-card-when', eventSchedule(event) ?? DISCOVER_MESSAGES.dateToBeAnnounced),
      place && fact('Where', 'discover-card-where', placeLine(place)),
      fact('Price', 'discover-card-price', priceRange(event)),
      fact('Seats', 'discover-card-seats', seatsText(event)),
    ]),
  ])
  node.dataset.eventId = event.eventId
  return node
}

/** The first screen, or null when there is no event to show (the app then says so itself). */
export function discoverFirstScreen(events: readonly DynaEvent[], nowSeconds: number): DocumentFragment | null {
  if (events.length === 0) return null
  return framedScreen(
    element('div', { className: 'page discover' }, [
      element('div', { className: 'page__header' }, [
        element('div', {}, [
          element('h1', { className: 'page__title' }, [DISCOVER_MESSAGES.title]),
          element('p', { className: 'page__intro' }, [DISCOVER_MESSAGES.intro]),
        ]),
      ]),
      element(
        'ul',
        { className: 'event-grid', testId: 'discover-list' },
        upcomingFirst(events, nowSeconds).map((event) => card(event, nowSeconds)),
      ),
      element('div', { className: 'stack page__section discover__more' }, [
        element('p', { className: 'muted', attributes: { role: 'status' } }, [DISCOVER_MESSAGES.shown(events.length)]),
      ]),
    ]),
  )
}
