import { useEffect, useRef, useState, type RefObject } from 'react'
import { MANAGE_SECTION_MESSAGES } from '../../../domain/event/manage-section-messages'
import type { ManageSection } from './manage-sections'

/** Below the navigation's bottom edge by this much, a card counts as the one being read. */
const READING_LINE_PX = 16

/**
 * The card being read: the one whose top passed under the sticky navigation last. Followed on
 * scroll, at most once a frame.
 */
function useCurrentSection(anchors: string[], nav: RefObject<HTMLElement | null>): string | null {
  const [current, setCurrent] = useState<string | null>(null)
  const key = anchors.join(' ')
  useEffect(() => {
    let frame = 0
    function update() {
      frame = 0
      const line = (nav.current?.getBoundingClientRect().bottom ?? 0) + READING_LINE_PX
      // The lowest top that has passed the line; of two cards side by side, the first.
      let reading: { anchor: string; top: number } | null = null
      for (const anchor of key.split(' ')) {
        const top = document.getElementById(anchor)?.getBoundingClientRect().top ?? Infinity
        if (top <= line && (!reading || top > reading.top)) reading = { anchor, top }
      }
      setCurrent(reading?.anchor ?? null)
    }
    function onScroll() {
      if (!frame) frame = requestAnimationFrame(update)
    }
    update()
    window.addEventListener('scroll', onScroll, { passive: true })
    window.addEventListener('resize', onScroll)
    return () => {
      window.removeEventListener('scroll', onScroll)
      window.removeEventListener('resize', onScroll)
      if (frame) cancelAnimationFrame(frame)
    }
  }, [key, nav])
  return current
}

/**
 * Links to each card of the page, in page order, the one being read marked and kept in view in the
 * row. A link jumps as any in-page link does; the card then takes the focus, so that Tab and a screen
 * reader carry on from there.
 */
export function ManageSectionNav({ sections }: { sections: ManageSection[] }) {
  const nav = useRef<HTMLElement>(null)
  const list = useRef<HTMLUListElement>(null)
  const current = useCurrentSection(
    sections.map((section) => section.anchor),
    nav,
  )

  useEffect(() => {
    const row = list.current
    const link = row?.querySelector<HTMLElement>('[aria-current="location"]')
    if (!row || !link) return
    // The row is the link's offset parent (position: relative).
    const start = link.offsetLeft
    if (start < row.scrollLeft || start + link.offsetWidth > row.scrollLeft + row.clientWidth) {
      row.scrollLeft = Math.max(0, start - (row.clientWidth - link.offsetWidth) / 2)
    }
  }, [current])

  function focusCard(anchor: string) {
    const card = document.getElementById(anchor)
    if (!card) return
    requestAnimationFrame(() => card.focus({ preventScroll: true }))
  }

  return (
    <nav
      ref={nav}
      className="manage-nav"
      aria-label={MANAGE_SECTION_MESSAGES.navLabel}
      data-testid="manage-section-nav"
    >
      <ul ref={list} className="manage-nav__list">
        {sections.map((section) => (
          <li key={section.anchor}>
            <a
              className="manage-nav__link"
              href={`#${section.anchor}`}
              aria-current={current === section.anchor ? 'location' : undefined}
              onClick={() => focusCard(section.anchor)}
            >
              {section.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  )
}
