/** The owner's Attendees card on the Manage page: a registration's row, and waiting for its counts. */
import type { Locator, Page } from 'playwright-core'

/** The row of the attendee whose full address the row's title carries. */
export function attendeeRow(page: Page, address: string): Locator {
  return page.getByTestId('attendees-row').filter({ has: page.locator(`[title="${address}"]`) })
}

/** Waits until the card's counts read `text` (the list is read again after each write). */
export async function countsReach(page: Page, text: string): Promise<void> {
  await page.getByTestId('attendees-counts').filter({ hasText: text }).waitFor({ timeout: 30_000 })
}
