/** Labelled form controls: every input has a visible label, and hints are announced with it. */
import {
  useEffect,
  useId,
  useRef,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react'

interface FieldChrome {
  label: ReactNode
  hint?: ReactNode
  error?: ReactNode
  /** Extra classes of the wrapping `.field` element (`className` goes to the control). */
  fieldClassName?: string
}

/** A field's label, hint and error around its control: for a control of its own, such as a combobox. */
export function FieldFrame({
  id,
  label,
  hint,
  error,
  fieldClassName,
  required,
  children,
}: FieldChrome & { id: string; required?: boolean; children: ReactNode }) {
  return (
    <div className={['field', fieldClassName].filter(Boolean).join(' ')}>
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

interface ControlBasics {
  id?: string
  className?: string
  required?: boolean
}

/**
 * Splits a field's props: the frame's (label, hint, error, required), the props every control
 * shares (its id, given or generated, class and ARIA links), and the rest for the control itself.
 */
function useFieldProps<P extends FieldChrome & ControlBasics>({
  label,
  hint,
  error,
  fieldClassName,
  id,
  className,
  ...rest
}: P) {
  const generated = useId()
  const fieldId = id ?? generated
  return {
    frame: { id: fieldId, label, hint, error, fieldClassName, required: rest.required },
    control: {
      id: fieldId,
      className: ['field__control', className].filter(Boolean).join(' '),
      'aria-invalid': error ? true : undefined,
      'aria-describedby':
        [hint && `${fieldId}-hint`, error && `${fieldId}-error`].filter(Boolean).join(' ') || undefined,
    },
    rest,
  }
}

type TextFieldProps = FieldChrome &
  InputHTMLAttributes<HTMLInputElement> & {
    /** A custom validity message for the browser's form validation ('' = valid), e.g. a contract byte limit. */
    customValidity?: string
  }

export function TextField({ customValidity = '', ...props }: TextFieldProps) {
  const { frame, control, rest } = useFieldProps(props)
  const ref = useRef<HTMLInputElement>(null)
  useEffect(() => {
    ref.current?.setCustomValidity(customValidity)
  }, [customValidity])
  return (
    <FieldFrame {...frame}>
      <input {...rest} ref={ref} {...control} />
    </FieldFrame>
  )
}

type TextAreaFieldProps = FieldChrome &
  TextareaHTMLAttributes<HTMLTextAreaElement> & {
    /** As TextField's: a custom validity message for the browser's form validation ('' = valid). */
    customValidity?: string
  }

export function TextAreaField({ customValidity = '', ...props }: TextAreaFieldProps) {
  const { frame, control, rest } = useFieldProps(props)
  const ref = useRef<HTMLTextAreaElement>(null)
  useEffect(() => {
    ref.current?.setCustomValidity(customValidity)
  }, [customValidity])
  return (
    <FieldFrame {...frame}>
      <textarea {...rest} ref={ref} {...control} />
    </FieldFrame>
  )
}

type SelectFieldProps = FieldChrome &
  SelectHTMLAttributes<HTMLSelectElement> & {
    /** Options rendered before any `children`. */
    options?: ReadonlyArray<{ value: string; label: string }>
    /** A first option with the value '' (e.g. 'Select a category'). */
    placeholder?: string
  }

export function SelectField({ options = [], placeholder, children, ...props }: SelectFieldProps) {
  const { frame, control, rest } = useFieldProps(props)
  return (
    <FieldFrame {...frame}>
      <select {...rest} {...control}>
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
        {children}
      </select>
    </FieldFrame>
  )
}
