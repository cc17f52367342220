/**
 * The event page as it first appears, drawn without React while the app's code is still on its
 * way: the header, the event's title, description, when and where, and a Register button, with the
 * classes and ids of the React page that replaces it (AppLayout, EventSummary, RegistrationForm).
 */
import type { DynaEvent } from '../../domain/event/event'
import { eventPlace } from '../../domain/event/event-place'
import { eventCategory, eventDescription } from '../../domain/event/event-summary'
import { eventTimes } from '../../domain/event/event-time'
import { TIME_MESSAGES } from '../../domain/time/time-messages'
import { element } from '../dom/element'
import { framedScreen } from './app-header'

const REGISTER = 'Register'
const WHEN_UNKNOWN = 'Date to be announced'
const WHERE_UNKNOWN = 'Venue to be announced'
const FORM_TITLE = 'Register for this Event'

function fact(term: string, detail: HTMLElement): HTMLElement {
  return element('div', {}, [element('dt', {}, [term]), detail])
}

function when(event: DynaEvent): HTMLElement {
  const times = eventTimes(event)
  return element('dd', { className: 'registration__stacked', testId: 'registration-when' }, [
    times ? element('span', { testId: 'registration-when-event' }, [times.event]) : WHEN_UNKNOWN,
    times?.visitor &&
      element('span', { className: 'registration__local-time' }, [TIME_MESSAGES.inYourZone(times.visitor)]),
  ])
}

function where(event: DynaEvent): HTMLElement {
  const place = eventPlace(event.metadata)
  return element('dd', { className: 'registration__stacked', testId: 'registration-location' }, [
    place ? element('span', {}, [place.name]) : WHERE_UNKNOWN,
    place?.address && element('span', {}, [place.address]),
  ])
}

function badges(event: DynaEvent): HTMLElement {
  return element('div', { className: 'registration__badges' }, [
    element('span', { className: 'badge badge--info' }, [eventCategory(event)]),
    element('span', { className: `badge ${event.active ? 'badge--success' : 'badge--neutral'}` }, [
      event.active ? 'Active' : 'Inactive',
    ]),
  ])
}

function summary(event: DynaEvent): HTMLElement {
  return element(
    'section',
    { className: 'card registration__summary', attributes: { 'aria-labelledby': 'registration-event-title' } },
    [
      badges(event),
      element('h1', { className: 'registration__title', attributes: { id: 'registration-event-title' } }, [
        event.eventName,
      ]),
      element('p', { className: 'registration__description' }, [eventDescription(event)]),
      element('dl', { className: 'kv registration__facts' }, [fact('When', when(event)), fact('Where', where(event))]),
    ],
  )
}

/** Pressed before the app has arrived: it says it is on its way; the app's form replaces it. */
function registerCard(): HTMLElement {
  const button = element(
    'button',
    { className: 'btn btn--primary', testId: 'first-paint-register', attributes: { type: 'button' } },
    [REGISTER],
  )
  button.addEventListener('click', () => {
    button.disabled = true
    button.setAttribute('aria-busy', 'true')
    button.prepend(element('span', { className: 'btn__spinner', attributes: { 'aria-hidden': 'true' } }))
  })
  return element('section', { className: 'card registration__card' }, [
    element('h2', { className: 'card__title' }, [FORM_TITLE]),
    button,
  ])
}

export function eventFirstScreen(event: DynaEvent): DocumentFragment {
  return framedScreen(
    element('div', { className: 'page registration' }, [
      element('div', { className: 'layout-split' }, [
        element('div', { className: 'stack' }, [summary(event), event.active && registerCard()]),
      ]),
    ]),
  )
}
