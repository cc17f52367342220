import { Suspense, useEffect, useState, type ReactNode } from 'react'
import toast from 'react-hot-toast'
import { Link, NavLink, useLocation } from 'react-router-dom'
import { config } from '../../config'
import { appIdProblem } from '../../config-links'
import { DebugPanel } from './DebugPanel'
import { ATTENDEE_NAV_ITEMS, isAttendeePage, NAV_ITEMS, TOOL_ITEMS, TOOLS_LABEL, type NavItem } from './nav-items'

export function PageLoading() {
  return (
    <div className="page-loading" role="status" aria-live="polite">
      <div className="spinner" aria-hidden="true" />
      <span className="visually-hidden">Loading…</span>
    </div>
  )
}

function NavEntry({ item }: { item: NavItem }) {
  return (
    <li>
      <NavLink to={item.to} end={item.end} className="app-nav__link">
        {item.label}
      </NavLink>
    </li>
  )
}

export function AppLayout({ children }: { children: ReactNode }) {
  const location = useLocation()
  const showDebug = new URLSearchParams(location.search).get('debug') === 'true'
  const missingApp = appIdProblem(config)
  // Attendees see the event, not the organiser's console.
  const attendee = isAttendeePage(location.pathname)
  const navItems = attendee ? ATTENDEE_NAV_ITEMS : NAV_ITEMS
  // On a phone the navigation folds into a menu; a new page closes it, and the toasts of the page
  // before (a validation error, a transaction sent) do not follow to the next.
  const [menuOpen, setMenuOpen] = useState(false)
  useEffect(() => {
    setMenuOpen(false)
    toast.dismiss()
  }, [location.pathname])
  return (
    <>
      <a className="skip-link" href="#main-content">
        Skip to content
      </a>
      <header className="app-header">
        <div className="app-header__inner">
          <Link to="/" className="app-header__brand" aria-label="DynaQR home">
            <span className="app-header__logo" aria-hidden="true">
              QR
            </span>
            DynaQR
          </Link>
          <span className="app-header__network" data-testid="network-label">
            Algorand {config.networkLabel}
          </span>
          <button
            type="button"
            className="app-header__menu"
            aria-expanded={menuOpen}
            aria-controls="main-navigation"
            onClick={() => setMenuOpen((open) => !open)}
            data-testid="nav-menu"
          >
            Menu
          </button>
          <nav id="main-navigation" className={`app-nav${menuOpen ? ' is-open' : ''}`} aria-label="Main">
            <ul className="app-nav__list">
              {navItems.map((item) => (
                <NavEntry key={item.to} item={item} />
              ))}
              {!attendee && (
                <li className="app-nav__group">
                  <span className="app-nav__group-label" id="app-nav-tools">
                    {TOOLS_LABEL}
                  </span>
                  <ul className="app-nav__list app-nav__sublist" aria-labelledby="app-nav-tools">
                    {TOOL_ITEMS.map((item) => (
                      <NavEntry key={item.to} item={item} />
                    ))}
                  </ul>
                </li>
              )}
            </ul>
          </nav>
        </div>
      </header>
      {missingApp && (
        <div className="page page--banner">
          <div className="alert alert--warning" role="alert" data-testid="app-id-missing">
            {missingApp}
          </div>
        </div>
      )}
      <main id="main-content" tabIndex={-1}>
        <Suspense fallback={<PageLoading />}>{children}</Suspense>
      </main>
      <footer className="app-footer">
        DynaQR · dynamic QR codes and event tickets on Algorand {config.networkLabel}
      </footer>
      {showDebug && <DebugPanel />}
    </>
  )
}
