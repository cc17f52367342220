import { describe, expect, it } from 'vitest'
import { manageGroups, manageSections } from './manage-sections'

const cards = (viewer: Parameters<typeof manageSections>[0]) => manageSections(viewer).map((section) => section.card)

describe('the Manage page sections', () => {
  it("puts the owner's attendees and check-in first, then the event, then budgets and settings", () => {
    expect(cards({ isOwner: true, active: true })).toEqual([
      'attendees',
      'doors',
      'check-in',
      'details',
      'destination',
      'qr-code',
      'performance',
      'organiser',
      'scan-budget',
      'attendee-costs',
      'registration',
      'controls',
      'wallet',
    ])
    expect(manageGroups({ isOwner: true, active: true }).map((group) => group.title)).toEqual([
      'On the day',
      'The event',
      'Budget and settings',
    ])
  })

  it('leaves out the settings a deactivated event cannot change', () => {
    expect(cards({ isOwner: true, active: false })).toEqual([
      'attendees',
      'doors',
      'details',
      'destination',
      'qr-code',
      'performance',
      'organiser',
      'scan-budget',
      'attendee-costs',
      'controls',
      'wallet',
    ])
  })

  it("shows a visitor the wallet first and none of the owner's cards", () => {
    expect(cards({ isOwner: false, active: true })).toEqual([
      'wallet',
      'details',
      'destination',
      'qr-code',
      'performance',
      'organiser',
    ])
    expect(manageGroups({ isOwner: false, active: true }).map((group) => group.id)).toEqual([
      'owner-wallet',
      'the-event',
    ])
  })

  it('names each card for the navigation and gives it an anchor of its own', () => {
    const sections = manageSections({ isOwner: true, active: true })
    expect(sections[0]).toEqual({ card: 'attendees', anchor: 'manage-attendees', label: 'Attendees' })
    expect(sections.map((section) => section.label)).toEqual([
      'Attendees',
      'Doors',
      'Check-in',
      'Details',
      'Destination',
      'QR code',
      'Scans',
      'Organiser',
      'Scan budget',
      'Attendee costs',
      'Who can register',
      'Status',
      'Wallet',
    ])
    expect(new Set(sections.map((section) => section.anchor)).size).toBe(sections.length)
  })
})
