/** Screen sizes the flows are looked at in, and screenshots of a page at both, for people to look at. */
import { mkdirSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import type { Locator, Page } from 'playwright-core'

export const PHONE = { width: 390, height: 844 }
export const DESKTOP = { width: 1280, height: 900 }
const shotDir = fileURLToPath(new URL('../.screenshots/', import.meta.url))

/** How far the page scrolls sideways (0 or less: it fits). */
export const sidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)

/** The page as it is, on the phone and at desktop width (`{name}-phone.png`, `{name}-desktop.png`); it is left at phone width. */
export async function shootPhoneAndDesktop(page: Page, name: string): Promise<void> {
  mkdirSync(shotDir, { recursive: true })
  await page.screenshot({ path: `${shotDir}${name}-phone.png`, fullPage: true })
  await page.setViewportSize(DESKTOP)
  await page.screenshot({ path: `${shotDir}${name}-desktop.png`, fullPage: true })
  await page.setViewportSize(PHONE)
}

/** One part of the page, on the phone and at desktop width (`{name}-phone.png`, `{name}-desktop.png`); left at phone width. */
export async function shootPartPhoneAndDesktop(page: Page, part: Locator, name: string): Promise<void> {
  mkdirSync(shotDir, { recursive: true })
  await page.setViewportSize(PHONE)
  await part.screenshot({ path: `${shotDir}${name}-phone.png` })
  await page.setViewportSize(DESKTOP)
  await part.screenshot({ path: `${shotDir}${name}-desktop.png` })
  await page.setViewportSize(PHONE)
}
