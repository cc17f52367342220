import { describe, expect, it } from 'vitest'
import { emailLink, phoneLink, publicContact } from './public-contact'

describe('publicContact', () => {
  it('names the organiser as they chose to show it', () => {
    expect(publicContact({ organization: 'Org', name: 'Ada' })?.name).toBe('Org · Ada')
    expect(publicContact({ organization: ' ', name: 'Ada' })?.name).toBe('Ada')
    expect(publicContact({ organization: 'Ada', name: 'Ada' })?.name).toBe('Ada')
  })

  it('gives the email and the phone only where the organiser showed them, each with its link', () => {
    expect(publicContact({ name: 'Ada', email: 'ada@example.com', phone: '' })).toEqual({
      name: 'Ada',
      email: { text: 'ada@example.com', href: 'mailto:ada@example.com' },
      phone: null,
    })
    expect(publicContact({ name: 'Ada', email: ' ', phone: '+351 912 345 678' })).toEqual({
      name: 'Ada',
      email: null,
      phone: { text: '+351 912 345 678', href: 'tel:+351912345678' },
    })
    expect(publicContact({ email: 'hello@org.example' })).toEqual({
      name: null,
      email: { text: 'hello@org.example', href: 'mailto:hello@org.example' },
      phone: null,
    })
  })

  it('is nobody when the organiser showed nothing', () => {
    expect(publicContact(undefined)).toBeNull()
    expect(publicContact({ name: ' ', organization: '', email: '', phone: '  ' })).toBeNull()
  })
})

describe('emailLink', () => {
  it('links one plain address, trimmed', () => {
    expect(emailLink('  ada@example.com ')).toEqual({ text: 'ada@example.com', href: 'mailto:ada@example.com' })
    expect(emailLink('first.last+events@sub.example.org').href).toBe('mailto:first.last+events@sub.example.org')
  })

  it('shows anything else as text without a link, so no text can add a subject, a copy or a second address', () => {
    for (const text of [
      'ada at example.com',
      'ada@example',
      'ada@example.com?cc=eve@example.com',
      'ada@example.com,eve@example.com',
      'ada@example.com&subject=hi',
      'javascript:alert(1)//@x.io',
      'a b@example.com',
    ])
      expect(emailLink(text), text).toEqual({ text, href: null })
  })
})

describe('phoneLink', () => {
  it('dials the digits, keeping a leading +', () => {
    expect(phoneLink('(555) 010-2030').href).toBe('tel:5550102030')
    expect(phoneLink('+44 20 7946 0958').href).toBe('tel:+442079460958')
    expect(phoneLink('112').href).toBe('tel:112')
  })

  it('shows what is not a number as text without a link', () => {
    expect(phoneLink('call the front desk')).toEqual({ text: 'call the front desk', href: null })
    expect(phoneLink('12')).toEqual({ text: '12', href: null })
    expect(phoneLink('+1 234 567 890 123 456')).toEqual({ text: '+1 234 567 890 123 456', href: null })
    expect(phoneLink('555-0102;ext=2').href).toBeNull()
  })
})
