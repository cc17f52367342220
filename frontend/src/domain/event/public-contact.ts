/**
 * The organiser as the event's public page shows them: the name and organisation, and the email and
 * phone only where the organiser chose to show them (the wizard writes those into the event's note
 * only when ticked). Pure: no React, no network.
 */
import type { Organizer } from '../details/details'

/** A way to reach the organiser: the text they wrote, and a mailto: or tel: link when it is one. */
export interface ContactLink {
  text: string
  href: string | null
}

export interface PublicContact {
  /** 'Organisation · Name', either alone, or null when neither was given. */
  name: string | null
  email: ContactLink | null
  phone: ContactLink | null
}

/** One address, no spaces, no characters that would end or extend a mailto: link. */
const EMAIL = /^[^\s@<>()[\]\\,;:"?&#%/]+@[^\s@<>()[\]\\,;:"?&#%/]+\.[^\s@<>()[\]\\,;:"?&#%/.]+$/

/** Digits with an optional leading '+', and the separators people write between them. */
const PHONE = /^\+?[\d\s().-]+$/
const MIN_PHONE_DIGITS = 3
/** E.164's longest number. */
const MAX_PHONE_DIGITS = 15

export function emailLink(email: string): ContactLink {
  const text = email.trim()
  return { text, href: EMAIL.test(text) ? `mailto:${text}` : null }
}

export function phoneLink(phone: string): ContactLink {
  const text = phone.trim()
  const digits = text.replace(/\D/g, '')
  const dialable = PHONE.test(text) && digits.length >= MIN_PHONE_DIGITS && digits.length <= MAX_PHONE_DIGITS
  return { text, href: dialable ? `tel:${text.startsWith('+') ? '+' : ''}${digits}` : null }
}

/** What the organiser chose to show of themselves; null when they showed nothing at all. */
export function publicContact(organizer: Partial<Organizer> | undefined): PublicContact | null {
  const parts = [organizer?.organization?.trim(), organizer?.name?.trim()].filter((part): part is string =>
    Boolean(part),
  )
  const name = parts.length > 0 ? [...new Set(parts)].join(' · ') : null
  const email = organizer?.email?.trim() ? emailLink(organizer.email) : null
  const phone = organizer?.phone?.trim() ? phoneLink(organizer.phone) : null
  return name || email || phone ? { name, email, phone } : null
}
