/**
 * The two cards of /resolve: 'Resolving Dynamic QR' (with the destination once it is known) and
 * 'Resolution Failed'. Plain DOM, same classes and test ids the app's stylesheet and tests use.
 */
import type { ResolveResult } from '../../domain/access/resolve-result'
import { element } from '../dom/element'

const PROGRESS_STEPS = ['Reading the event from Algorand', 'Checking access rules', 'Preparing your redirect']

const COMMON_ISSUES = [
  'The event may have expired',
  'The event ID may be mistyped',
  'Network connectivity problems',
  'The event may be inactive or deleted',
]

export interface KnownDestination {
  hostname: string
  eventName?: string
}

/** Before the answer only the first step is active; once it is known, all are. */
export function resolvingCard(answered: boolean, destination: KnownDestination | null): HTMLElement {
  const steps = PROGRESS_STEPS.map((step, index) =>
    element('li', { className: answered || index === 0 ? 'resolver__step is-active' : 'resolver__step' }, [step]),
  )
  const destinationLine =
    destination &&
    element('p', { className: 'resolver__destination', testId: 'resolver-destination' }, [
      'Taking you to ',
      element('strong', {}, [destination.hostname]),
      destination.eventName ? ` for ${destination.eventName}` : null,
    ])
  return element('main', { className: 'resolver' }, [
    element(
      'section',
      {
        className: 'card resolver__card',
        testId: 'resolver-loading',
        attributes: { 'aria-live': 'polite', 'aria-busy': 'true' },
      },
      [
        element('div', { className: 'spinner', attributes: { 'aria-hidden': 'true' } }),
        element('h1', { className: 'resolver__title' }, ['Resolving Dynamic QR']),
        element('ul', { className: 'resolver__steps' }, steps),
        destinationLine,
      ],
    ),
  ])
}

/** `proveHref`: where the scanner can prove with a wallet that they hold the event's token, if they can. */
export function failureCard(result: ResolveResult, onRetry: () => void, proveHref: string | null = null): HTMLElement {
  const retry = element(
    'button',
    { className: 'btn btn--primary', testId: 'resolver-retry', attributes: { type: 'button' } },
    ['Try Again'],
  )
  retry.addEventListener('click', onRetry)
  return element('main', { className: 'resolver' }, [
    element(
      'section',
      {
        className: 'card resolver__card resolver__card--error',
        testId: 'resolver-error',
        attributes: { role: 'alert' },
      },
      [
        element('h1', { className: 'resolver__title' }, ['Resolution Failed']),
        element('p', { className: 'resolver__error', testId: 'resolver-error-message' }, [result.error]),
        result.eventId &&
          element('p', { className: 'resolver__event-id' }, [
            'Event ID: ',
            element('code', { testId: 'resolver-event-id' }, [result.eventId]),
          ]),
        element('div', { className: 'resolver__actions' }, [
          proveHref &&
            element(
              'a',
              { className: 'btn btn--primary', testId: 'resolver-prove-access', attributes: { href: proveHref } },
              ['Prove you hold the token'],
            ),
          retry,
          element(
            'a',
            { className: 'btn btn--secondary', testId: 'resolver-dashboard-link', attributes: { href: '/' } },
            ['Go to Dashboard'],
          ),
        ]),
        element('h2', { className: 'resolver__subtitle' }, ['Common issues']),
        element(
          'ul',
          { className: 'resolver__issues' },
          COMMON_ISSUES.map((issue) => element('li', {}, [issue])),
        ),
      ],
    ),
  ])
}
