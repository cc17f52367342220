import type { HTMLAttributes, ReactNode } from 'react'

export interface CardProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  title?: ReactNode
  subtitle?: ReactNode
  /** Heading level of the title; cards inside a page section use h2 by default. */
  headingLevel?: 2 | 3
}

export function Card({ title, subtitle, headingLevel = 2, className, children, ...rest }: CardProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  return (
    <section {...rest} className={['card', className].filter(Boolean).join(' ')}>
      {title && <Heading className="card__title">{title}</Heading>}
      {subtitle && <p className="card__subtitle">{subtitle}</p>}
      {children}
    </section>
  )
}
