/** The wizard's number input: the shared TextField, with the draft holding a number. */
import type { ComponentProps } from 'react'
import { TextField } from '../components/Field'
import './event-form.css'

type NumberFieldProps = Omit<ComponentProps<typeof TextField>, 'onChange' | 'value' | 'type'> & {
  value: number
  onValue: (value: number) => void
}

/** A number input; an empty input is NaN in the draft so that `required` catches it. */
export function NumberField({ value, onValue, ...rest }: NumberFieldProps) {
  return (
    <TextField
      type="number"
      inputMode="decimal"
      {...rest}
      value={Number.isFinite(value) ? String(value) : ''}
      onChange={(event) => onValue(event.target.value === '' ? Number.NaN : Number(event.target.value))}
    />
  )
}
