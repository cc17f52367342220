/**
 * The event's time zone: every zone the browser knows, found by typing part of its name, each shown
 * with its current UTC offset. An editable combobox with a list (the ARIA 1.2 pattern): arrows move
 * through the list, Enter or Tab takes the highlighted zone, Escape puts the chosen one back.
 */
import { useEffect, useMemo, useState, type KeyboardEvent } from 'react'
import { TIME_MESSAGES } from '../../domain/time/time-messages'
import { searchTimeZones, timeZoneOptions, type TimeZoneOption } from '../../domain/time/time-zones'
import { FieldFrame } from '../components/Field'
import './event-form.css'

interface TimeZoneFieldProps {
  id: string
  label: string
  /** The chosen zone (an IANA name). */
  value: string
  onChange: (zone: string) => void
  hint?: string
  fieldClassName?: string
  'data-testid'?: string
}

/** How far Page Up and Page Down move in the list. */
const PAGE = 10

export function TimeZoneField({
  id,
  label,
  value,
  onChange,
  hint,
  fieldClassName,
  'data-testid': testId,
}: TimeZoneFieldProps) {
  // Offsets as of when the form opened; the chosen zone stays offered even where the browser does not list it.
  const [openedAt] = useState(() => Date.now())
  const options = useMemo(() => timeZoneOptions(openedAt, [value]), [openedAt, value])
  const chosen = options.find((option) => option.zone === value)
  /** What was typed since the list opened; null while the input shows the chosen zone. */
  const [query, setQuery] = useState<string | null>(null)
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(-1)
  const matches = useMemo(() => searchTimeZones(options, query ?? ''), [options, query])
  const listId = `${id}-list`
  const optionId = (index: number) => `${id}-option-${index}`
  const showList = open && matches.length > 0
  const activeId = showList && active >= 0 ? optionId(active) : undefined

  useEffect(() => {
    if (activeId) document.getElementById(activeId)?.scrollIntoView?.({ block: 'nearest' })
  }, [activeId])

  function openList() {
    setOpen(true)
    setActive(
      query === null
        ? Math.max(
            0,
            matches.findIndex((option) => option.zone === value),
          )
        : 0,
    )
  }

  function close() {
    setOpen(false)
    setQuery(null)
    setActive(-1)
  }

  function choose(option: TimeZoneOption | undefined) {
    if (option) onChange(option.zone)
    close()
  }

  function move(by: number) {
    if (!open) return openList()
    setActive((current) => Math.min(matches.length - 1, Math.max(0, current + by)))
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault()
        if (event.altKey) openList()
        else move(1)
        break
      case 'ArrowUp':
        event.preventDefault()
        if (event.altKey) close()
        else move(-1)
        break
      case 'PageDown':
        if (open) event.preventDefault()
        move(PAGE)
        break
      case 'PageUp':
        if (open) event.preventDefault()
        move(-PAGE)
        break
      case 'Enter':
        // While the list is open, Enter chooses; it must not submit the form.
        if (!open) return
        event.preventDefault()
        choose(matches[active])
        break
      case 'Escape':
        if (!open && query === null) return
        event.preventDefault()
        close()
        break
      case 'Tab':
        if (open && query !== null) choose(matches[active])
        else close()
        break
    }
  }

  const describedBy = [hint && `${id}-hint`, `${id}-status`].filter(Boolean).join(' ')
  return (
    <FieldFrame id={id} label={label} hint={hint} fieldClassName={fieldClassName}>
      <div className="zone-picker">
        <input
          id={id}
          data-testid={testId}
          className="field__control zone-picker__input"
          type="text"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={showList}
          aria-controls={listId}
          aria-activedescendant={activeId}
          aria-describedby={describedBy}
          autoComplete="off"
          spellCheck={false}
          data-zone={value}
          value={query ?? chosen?.label ?? value}
          onChange={(event) => {
            setQuery(event.target.value)
            setOpen(true)
            setActive(0)
          }}
          onFocus={(event) => event.target.select()}
          onClick={() => (open ? undefined : openList())}
          onBlur={close}
          onKeyDown={onKeyDown}
        />
        <ul id={listId} role="listbox" aria-label={label} className="zone-picker__list" hidden={!showList}>
          {showList &&
            matches.map((option, index) => (
              <li
                key={option.zone}
                id={optionId(index)}
                role="option"
                aria-selected={index === active}
                className="zone-picker__option"
                data-chosen={option.zone === value || undefined}
                // The input keeps the focus: a press on an option must not blur it first.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => choose(option)}
              >
                {option.label}
              </li>
            ))}
        </ul>
      </div>
      <span id={`${id}-status`} className="field__hint" role="status" data-testid={testId && `${testId}-status`}>
        {open && query !== null
          ? matches.length === 0
            ? TIME_MESSAGES.noZoneMatches(query.trim())
            : TIME_MESSAGES.zoneMatches(matches.length)
          : ''}
      </span>
    </FieldFrame>
  )
}
