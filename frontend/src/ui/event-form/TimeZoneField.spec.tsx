// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { useState } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { TimeZoneField } from './TimeZoneField'

/** Winter: Stockholm is UTC+01:00. */
const WINTER = Date.UTC(2026, 11, 12, 12, 0)

function Form({ initial = 'UTC' }: { initial?: string }) {
  const [zone, setZone] = useState(initial)
  return (
    <form>
      <TimeZoneField
        id="zone"
        label="Time zone"
        hint="The event's zone."
        value={zone}
        onChange={setZone}
        data-testid="zone"
      />
      <output data-testid="chosen">{zone}</output>
    </form>
  )
}

const input = () => screen.getByTestId('zone') as HTMLInputElement
const list = () => screen.getByRole('listbox', { hidden: true })
const options = () => screen.queryAllByRole('option').map((option) => option.textContent)
const key = (name: string, init: Partial<KeyboardEventInit> = {}) => fireEvent.keyDown(input(), { key: name, ...init })
const typeText = (text: string) => fireEvent.change(input(), { target: { value: text } })
const active = () => document.getElementById(input().getAttribute('aria-activedescendant') ?? '')?.textContent

beforeEach(() => {
  vi.spyOn(Date, 'now').mockReturnValue(WINTER)
})
afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

describe('TimeZoneField', () => {
  it('is a labelled combobox showing the chosen zone with its offset, its list closed', () => {
    render(<Form initial="Europe/Stockholm" />)
    expect(screen.getByRole('combobox', { name: 'Time zone' })).toBe(input())
    expect(input().value).toBe('Europe/Stockholm (UTC+01:00)')
    expect(input().getAttribute('aria-expanded')).toBe('false')
    expect(input().getAttribute('aria-controls')).toBe(list().id)
    expect(input().getAttribute('aria-describedby')).toBe('zone-hint zone-status')
    expect(list().hidden).toBe(true)
  })

  it('finds Europe/Stockholm as "stock" is typed, and Enter takes it instead of submitting the form', () => {
    render(<Form />)
    typeText('stock')
    expect(input().getAttribute('aria-expanded')).toBe('true')
    expect(options()).toEqual(['Europe/Stockholm (UTC+01:00)'])
    expect(active()).toBe('Europe/Stockholm (UTC+01:00)')
    expect(screen.getByTestId('zone-status').textContent).toBe('1 time zone')
    // The key's default (submitting the form) is prevented: false from fireEvent.
    expect(key('Enter')).toBe(false)
    expect(screen.getByTestId('chosen').textContent).toBe('Europe/Stockholm')
    expect(input().value).toBe('Europe/Stockholm (UTC+01:00)')
    expect(input().getAttribute('aria-expanded')).toBe('false')
    // With the list closed, Enter keeps its default: it submits the form, as in any other field.
    expect(key('Enter')).toBe(true)
  })

  it('moves through the list with the arrow keys, from the chosen zone', () => {
    render(<Form initial="Europe/Berlin" />)
    key('ArrowDown')
    expect(input().getAttribute('aria-expanded')).toBe('true')
    expect(options().length).toBeGreaterThan(300)
    expect(active()).toBe('Europe/Berlin (UTC+01:00)')
    key('ArrowDown')
    const next = active()
    expect(next).not.toBe('Europe/Berlin (UTC+01:00)')
    key('ArrowUp')
    expect(active()).toBe('Europe/Berlin (UTC+01:00)')
    key('ArrowDown')
    key('Enter')
    expect(input().value).toBe(next)
  })

  it('takes the highlighted zone on Tab after a search', () => {
    render(<Form />)
    typeText('new york')
    key('Tab')
    expect(screen.getByTestId('chosen').textContent).toBe('America/New_York')
    expect(input().value).toBe('America/New_York (UTC-05:00)')
  })

  it('puts the chosen zone back on Escape or when the focus leaves without a choice', () => {
    render(<Form initial="Asia/Tokyo" />)
    typeText('berl')
    key('Escape')
    expect(input().value).toBe('Asia/Tokyo (UTC+09:00)')
    expect(screen.getByTestId('chosen').textContent).toBe('Asia/Tokyo')
    typeText('berl')
    fireEvent.blur(input())
    expect(input().value).toBe('Asia/Tokyo (UTC+09:00)')
    expect(input().getAttribute('aria-expanded')).toBe('false')
  })

  it('says when no zone matches, with no empty list', () => {
    render(<Form />)
    typeText('atlantis')
    expect(options()).toEqual([])
    expect(list().hidden).toBe(true)
    expect(input().getAttribute('aria-expanded')).toBe('false')
    expect(screen.getByTestId('zone-status').textContent).toBe('No time zone matches “atlantis”.')
    key('Enter')
    expect(screen.getByTestId('chosen').textContent).toBe('UTC')
  })

  it('takes a zone clicked in the list', () => {
    render(<Form />)
    typeText('kolkata')
    fireEvent.click(screen.getByRole('option', { name: 'Asia/Kolkata (UTC+05:30)' }))
    expect(screen.getByTestId('chosen').textContent).toBe('Asia/Kolkata')
  })

  it('offers the zone an event was created with even where the browser does not list it', () => {
    render(<Form initial="Asia/Calcutta" />)
    expect(input().value).toBe('Asia/Calcutta (UTC+05:30)')
  })
})
