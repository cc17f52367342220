/** A labelled group of radio choices, each a bordered option with a title and a description. */
import type { ReactNode } from 'react'
import './RadioChoices.css'

export interface RadioChoice<T extends string> {
  value: T
  label: ReactNode
  description: ReactNode
}

interface RadioChoicesProps<T extends string> {
  /** Prefix of the inputs' ids and test ids: `{name}-{value}`. */
  name: string
  legend: ReactNode
  choices: ReadonlyArray<RadioChoice<T>>
  value: T
  onChange: (value: T) => void
  /** Side by side from tablet width, for short choices. */
  inRow?: boolean
}

export function RadioChoices<T extends string>({
  name,
  legend,
  choices,
  value,
  onChange,
  inRow,
}: RadioChoicesProps<T>) {
  return (
    <fieldset className={['radio-list', inRow && 'radio-list--row'].filter(Boolean).join(' ')}>
      <legend className="radio-list__legend">{legend}</legend>
      {choices.map((choice) => {
        const id = `${name}-${choice.value}`
        return (
          <label key={choice.value} className="radio-option" htmlFor={id}>
            <input
              id={id}
              data-testid={id}
              type="radio"
              name={name}
              value={choice.value}
              checked={value === choice.value}
              aria-describedby={`${id}-description`}
              onChange={() => onChange(choice.value)}
            />
            <span className="radio-option__text">
              <span className="radio-option__title">{choice.label}</span>
              <span id={`${id}-description`} className="radio-option__description">
                {choice.description}
              </span>
            </span>
          </label>
        )
      })}
    </fieldset>
  )
}

export type CheckInMode = 'door' | 'self'

/** How attendance is recorded: the wizard and the Manage page offer the same two choices. */
export const CHECK_IN_MODES: ReadonlyArray<RadioChoice<CheckInMode>> = [
  {
    value: 'door',
    label: 'At the door (recommended)',
    description: 'Attendees show a ticket; your paired door devices scan it. Tokens say "door check-in".',
  },
  {
    value: 'self',
    label: 'Self-declared',
    description: 'Attendees confirm their own attendance during the check-in window. Tokens say "self-declared".',
  },
]
