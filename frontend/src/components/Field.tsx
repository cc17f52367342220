/** Labelled form controls: every input has a visible label, and hints are announced with it. */
import { useId, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react'

interface FieldChrome {
  label: ReactNode
  hint?: ReactNode
  error?: ReactNode
}

function FieldFrame({
  id,
  label,
  hint,
  error,
  required,
  children,
}: FieldChrome & { id: string; required?: boolean; children: ReactNode }) {
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
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
        <span className="field__hint" id={`${id}-hint`}>
          {hint}
        </span>
      )}
      {error && (
        <span className="field__error" id={`${id}-error`} role="alert">
          {error}
        </span>
      )}
    </div>
  )
}

function describedBy(id: string, { hint, error }: FieldChrome): string | undefined {
  return [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined
}

export function TextField({ label, hint, error, id, className, ...input }: FieldChrome & InputHTMLAttributes<HTMLInputElement>) {
  const generated = useId()
  const fieldId = id ?? generated
  return (
    <FieldFrame id={fieldId} label={label} hint={hint} error={error} required={input.required}>
      <input
        {...input}
        id={fieldId}
        className={['field__control', className].filter(Boolean).join(' ')}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(fieldId, { label, hint, error })}
      />
    </FieldFrame>
  )
}

export function TextAreaField({
  label,
  hint,
  error,
  id,
  className,
  ...textarea
}: FieldChrome & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  const generated = useId()
  const fieldId = id ?? generated
  return (
    <FieldFrame id={fieldId} label={label} hint={hint} error={error} required={textarea.required}>
      <textarea
        {...textarea}
        id={fieldId}
        className={['field__control', className].filter(Boolean).join(' ')}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(fieldId, { label, hint, error })}
      />
    </FieldFrame>
  )
}

export function SelectField({
  label,
  hint,
  error,
  id,
  className,
  children,
  ...select
}: FieldChrome & SelectHTMLAttributes<HTMLSelectElement>) {
  const generated = useId()
  const fieldId = id ?? generated
  return (
    <FieldFrame id={fieldId} label={label} hint={hint} error={error} required={select.required}>
      <select
        {...select}
        id={fieldId}
        className={['field__control', className].filter(Boolean).join(' ')}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(fieldId, { label, hint, error })}
      >
        {children}
      </select>
    </FieldFrame>
  )
}
