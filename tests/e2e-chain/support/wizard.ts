/** The create-event wizard's first four steps, filled in as an organiser would for a free evening event. */
import type { Page } from 'playwright-core'

export interface FreeEveningEvent {
  title: string
  description: string
  /** yyyy-mm-dd; the event runs from 18:00 to `endTime` that day. */
  date: string
  endTime: string
  venue: { name: string; address: string; city: string; country: string }
  /** Left at the wizard's default when not given. */
  capacity?: number
  /** The single tier's name, or the wizard's default name. */
  tierName?: string
}

/** Fills Basics, Date & Time, Venue and Tickets (one free tier) and moves on to Settings. */
export async function fillFreeEveningSteps(page: Page, event: FreeEveningEvent): Promise<void> {
  const field = (testId: string) => page.getByTestId(`wizard-${testId}`)
  await field('title').fill(event.title)
  await field('description').fill(event.description)
  await field('category').selectOption('meetup')
  await field('next').click()
  await field('start-date').fill(event.date)
  await field('end-date').fill(event.date)
  await field('start-time').fill('18:00')
  await field('end-time').fill(event.endTime)
  await field('next').click()
  await field('venue-name').fill(event.venue.name)
  await field('venue-address').fill(event.venue.address)
  await field('venue-city').fill(event.venue.city)
  await field('venue-country').fill(event.venue.country)
  if (event.capacity !== undefined) await field('capacity').fill(String(event.capacity))
  await field('next').click()
  if (event.tierName !== undefined) await field('tier-0-name').fill(event.tierName)
  await field('tier-0-price').fill('0')
  await field('next').click()
  await page.getByTestId('wizard-step-title').filter({ hasText: 'Settings' }).waitFor()
}
