import type { ButtonHTMLAttributes } from 'react'

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'ghost'

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant
  size?: 'normal' | 'small'
  block?: boolean
  /** While true the button is disabled, announces itself busy and shows busyLabel. */
  busy?: boolean
  busyLabel?: string
}

export function Button({
  variant = 'primary',
  size = 'normal',
  block = false,
  busy = false,
  busyLabel,
  disabled,
  className,
  children,
  type = 'button',
  ...rest
}: ButtonProps) {
  const classes = ['btn', `btn--${variant}`, size === 'small' && 'btn--small', block && 'btn--block', className]
    .filter(Boolean)
    .join(' ')
  return (
    <button {...rest} type={type} className={classes} disabled={disabled || busy} aria-busy={busy || undefined}>
      {busy && <span className="btn__spinner" aria-hidden="true" />}
      {busy && busyLabel ? busyLabel : children}
    </button>
  )
}
