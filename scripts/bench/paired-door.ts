/**
 * The JavaScript a door device loads once it is paired, as it runs at the door all evening: a
 * fresh browser opens the door page (which shows its pairing code), the owner pairs that device
 * with the event as they would from their phone, and the door page is then loaded again with
 * nothing cached, until the desk is drawn.
 */
import { launchChromium } from '../lib/headless-app'
import { DOOR_FUNDING } from '../lib/door-device'
import type { ChainApi } from '../../frontend/src/chain/node-api'
import { scriptSizes, type RouteBundle } from './bundle'

const DRAWN_TIMEOUT_MS = 60_000

export async function measurePairedDoor(
  owner: ChainApi,
  eventId: string,
  baseUrl: string,
  distDir: string,
  chromiumPath: string,
): Promise<RouteBundle> {
  const route = `/events/${eventId}/check-in`
  const browser = await launchChromium(chromiumPath)
  try {
    const context = await browser.newContext()
    const unpaired = await context.newPage()
    await unpaired.goto(`${baseUrl}${route}`)
    const link = await unpaired.getByTestId('door-pairing-link').innerText({ timeout: DRAWN_TIMEOUT_MS })
    const device = new URL(link).searchParams.get('device')
    if (!device) throw new Error(`The door's pairing link names no device: ${link}`)
    const event = await owner.getEvent(eventId)
    if (!event) throw new Error(`No event ${eventId} to pair a door with`)
    const paired = await owner.addDoor(event, device, 'Bench door', DOOR_FUNDING.microAlgo)
    if (!paired.ok) throw new Error(`Pairing the bench's door failed: ${paired.error}`)
    await unpaired.getByTestId('door-desk').waitFor({ timeout: DRAWN_TIMEOUT_MS })
    await unpaired.close()

    // The same browser (its door key), nothing else kept: every script is requested again.
    const page = await context.newPage()
    const cdp = await context.newCDPSession(page)
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true })
    const scripts = new Set<string>()
    page.on('request', (request) => {
      const url = new URL(request.url())
      if (request.resourceType() === 'script' && url.origin === new URL(baseUrl).origin) scripts.add(url.pathname)
    })
    await page.goto(`${baseUrl}${route}`, { waitUntil: 'networkidle' })
    await page.getByTestId('door-desk').waitFor({ timeout: DRAWN_TIMEOUT_MS })
    await page.waitForLoadState('networkidle')
    return { route: `${route} (paired)`, ...scriptSizes(distDir, scripts) }
  } finally {
    await browser.close()
  }
}
