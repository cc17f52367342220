import type { HTMLAttributes, ReactNode } from 'react'

export interface CardProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  title?: ReactNode
  subtitle?: ReactNode
  /** Heading level of the title; cards inside a page section use h2 by default. */
  headingLevel?: 2 | 3
  /** The title's id: the card is then labelled by its title. */
  titleId?: string
  /** The element the card is: a section, or an item of a list of cards. */
  as?: 'section' | 'li' | 'div'
}

export function Card({
  title,
  subtitle,
  headingLevel = 2,
  titleId,
  as: Element = 'section',
  className,
  children,
  ...rest
}: CardProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  return (
    <Element aria-labelledby={titleId} {...rest} className={['card', className].filter(Boolean).join(' ')}>
      {title && (
        <Heading id={titleId} className="card__title">
          {title}
        </Heading>
      )}
      {subtitle && <p className="card__subtitle">{subtitle}</p>}
      {children}
    </Element>
  )
}
