/**
 * The app's frame as an attendee's page drawn before React arrives shows it (AppLayout's, with the
 * attendee's navigation): the brand, the network, the menu that folds the navigation on a phone,
 * and the footer.
 */
import { config } from '../../config'
import { ATTENDEE_NAV_ITEMS, type NavItem } from '../app/nav-items'
import { element } from '../dom/element'

function navLink(item: NavItem, pathname: string): HTMLElement {
  const here = item.end ? pathname.replace(/\/+$/, '') === item.to.replace(/\/+$/, '') : pathname.startsWith(item.to)
  return element(
    'a',
    {
      className: here ? 'app-nav__link active' : 'app-nav__link',
      attributes: { href: item.to, ...(here ? { 'aria-current': 'page' } : {}) },
    },
    [item.label],
  )
}

function appHeader(pathname: string): HTMLElement {
  const nav = element('nav', { className: 'app-nav', attributes: { id: 'main-navigation', 'aria-label': 'Main' } }, [
    element(
      'ul',
      { className: 'app-nav__list' },
      ATTENDEE_NAV_ITEMS.map((item) => element('li', {}, [navLink(item, pathname)])),
    ),
  ])
  const menu = element(
    'button',
    {
      className: 'app-header__menu',
      testId: 'nav-menu',
      attributes: { type: 'button', 'aria-expanded': 'false', 'aria-controls': 'main-navigation' },
    },
    ['Menu'],
  )
  menu.addEventListener('click', () => menu.setAttribute('aria-expanded', String(nav.classList.toggle('is-open'))))
  return element('header', { className: 'app-header' }, [
    element('div', { className: 'app-header__inner' }, [
      element('a', { className: 'app-header__brand', attributes: { href: '/', 'aria-label': 'DynaQR home' } }, [
        element('span', { className: 'app-header__logo', attributes: { 'aria-hidden': 'true' } }, ['QR']),
        'DynaQR',
      ]),
      element('span', { className: 'app-header__network', testId: 'network-label' }, [
        `Algorand ${config.networkLabel}`,
      ]),
      menu,
      nav,
    ]),
  ])
}

function appFooter(): HTMLElement {
  return element('footer', { className: 'app-footer' }, [
    `DynaQR · dynamic QR codes and event tickets on Algorand ${config.networkLabel}`,
  ])
}

/** A first screen in the app's frame: the header, `page` as the main content, and the footer. */
export function framedScreen(page: HTMLElement): DocumentFragment {
  const screen = document.createDocumentFragment()
  screen.append(
    appHeader(window.location.pathname),
    element('main', { attributes: { id: 'main-content', tabindex: '-1' } }, [page]),
    appFooter(),
  )
  return screen
}
