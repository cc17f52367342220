import type { AnchorHTMLAttributes, ComponentProps } from 'react'
import { Link, type LinkProps } from 'react-router-dom'

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'ghost'

/** How a button looks, whether it is a button or a link styled as one. */
export interface ButtonStyle {
  variant?: ButtonVariant
  size?: 'normal' | 'small'
  block?: boolean
  className?: string
}

export interface ButtonProps extends ComponentProps<'button'>, ButtonStyle {
  /** While true the button is disabled, announces itself busy and shows busyLabel. */
  busy?: boolean
  busyLabel?: string
}

function buttonClassName({ variant = 'primary', size = 'normal', block = false, className }: ButtonStyle): string {
  return ['btn', `btn--${variant}`, size === 'small' && 'btn--small', block && 'btn--block', className]
    .filter(Boolean)
    .join(' ')
}

export function Button({
  variant,
  size,
  block,
  busy = false,
  busyLabel,
  disabled,
  className,
  children,
  type = 'button',
  ...rest
}: ButtonProps) {
  return (
    <button
      {...rest}
      type={type}
      className={buttonClassName({ variant, size, block, className })}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
    >
      {busy && <span className="btn__spinner" aria-hidden="true" />}
      {busy && busyLabel ? busyLabel : children}
    </button>
  )
}

/** A route inside the app, styled as a button. */
export function LinkButton({ variant, size, block, className, ...rest }: LinkProps & ButtonStyle) {
  return <Link {...rest} className={buttonClassName({ variant, size, block, className })} />
}

/** A plain link (another site, or a page loaded afresh), styled as a button. */
export function AnchorButton({
  variant,
  size,
  block,
  className,
  ...rest
}: AnchorHTMLAttributes<HTMLAnchorElement> & ButtonStyle) {
  return <a {...rest} className={buttonClassName({ variant, size, block, className })} />
}
