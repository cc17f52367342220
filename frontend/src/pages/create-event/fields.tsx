/** Labelled form controls for the wizard steps: every control has a visible label and an id. */
import { useEffect, useRef, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react'

interface FieldShellProps {
  id: string
  label: string
  required?: boolean
  hint?: string
  children: ReactNode
  className?: string
}

export function FieldShell({ id, label, required, hint, children, className }: FieldShellProps) {
  return (
    <div className={`field${className ? ` ${className}` : ''}`}>
      <label htmlFor={id} className="field__label">
        {label}
        {required && (
          <span className="field__required" aria-hidden="true">
            {' '}
            *
          </span>
        )}
      </label>
      {children}
      {hint && (
        <p id={`${id}-hint`} className="field__hint">
          {hint}
        </p>
      )}
    </div>
  )
}

type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> & {
  id: string
  label: string
  value: string
  onValue: (value: string) => void
  hint?: string
  testId: string
  /** A custom validity message ('' = valid), e.g. a byte limit of the contract. */
  customError?: string
  className?: string
}

export function TextField({ id, label, value, onValue, hint, testId, customError = '', className, required, ...rest }: TextFieldProps) {
  const ref = useRef<HTMLInputElement>(null)
  useEffect(() => {
    ref.current?.setCustomValidity(customError)
  }, [customError])
  return (
    <FieldShell id={id} label={label} required={required} hint={hint} className={className}>
      <input
        ref={ref}
        id={id}
        data-testid={testId}
        className="field__control"
        value={value}
        required={required}
        aria-describedby={hint ? `${id}-hint` : undefined}
        onChange={(event) => onValue(event.target.value)}
        {...rest}
      />
    </FieldShell>
  )
}

type NumberFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value' | 'type'> & {
  id: string
  label: string
  value: number
  onValue: (value: number) => void
  hint?: string
  testId: string
  className?: string
}

/** A number input; an empty input is NaN in the draft so that `required` catches it. */
export function NumberField({ id, label, value, onValue, hint, testId, className, required, ...rest }: NumberFieldProps) {
  return (
    <FieldShell id={id} label={label} required={required} hint={hint} className={className}>
      <input
        id={id}
        data-testid={testId}
        className="field__control"
        type="number"
        inputMode="decimal"
        value={Number.isFinite(value) ? String(value) : ''}
        required={required}
        aria-describedby={hint ? `${id}-hint` : undefined}
        onChange={(event) => onValue(event.target.value === '' ? Number.NaN : Number(event.target.value))}
        {...rest}
      />
    </FieldShell>
  )
}

type TextAreaFieldProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'onChange' | 'value'> & {
  id: string
  label: string
  value: string
  onValue: (value: string) => void
  hint?: string
  testId: string
}

export function TextAreaField({ id, label, value, onValue, hint, testId, required, ...rest }: TextAreaFieldProps) {
  return (
    <FieldShell id={id} label={label} required={required} hint={hint}>
      <textarea
        id={id}
        data-testid={testId}
        className="field__control"
        value={value}
        required={required}
        aria-describedby={hint ? `${id}-hint` : undefined}
        onChange={(event) => onValue(event.target.value)}
        {...rest}
      />
    </FieldShell>
  )
}

type SelectFieldProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'onChange' | 'value'> & {
  id: string
  label: string
  value: string
  onValue: (value: string) => void
  options: ReadonlyArray<{ value: string; label: string }>
  placeholder?: string
  hint?: string
  testId: string
  className?: string
}

export function SelectField({ id, label, value, onValue, options, placeholder, hint, testId, className, required, ...rest }: SelectFieldProps) {
  return (
    <FieldShell id={id} label={label} required={required} hint={hint} className={className}>
      <select
        id={id}
        data-testid={testId}
        className="field__control"
        value={value}
        required={required}
        aria-describedby={hint ? `${id}-hint` : undefined}
        onChange={(event) => onValue(event.target.value)}
        {...rest}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldShell>
  )
}
