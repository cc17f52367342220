/** The bench's slow phone on a mobile network, applied to a page through the Chrome DevTools Protocol. */
import type { Page } from 'playwright-core'

export const PHONE_PROFILE = { cpuSlowdown: 4, latencyMs: 150, bytesPerSecond: 200_000 } as const
export type NetworkProfile = typeof PHONE_PROFILE

export async function applyProfile(page: Page, profile: NetworkProfile): Promise<void> {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Network.enable')
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: profile.latencyMs,
    downloadThroughput: profile.bytesPerSecond,
    uploadThroughput: profile.bytesPerSecond,
  })
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: profile.cpuSlowdown })
}

/** 'phone (CPU 4× slower, 1.6 Mbit/s, 150 ms latency)', as the tables name it. */
export function profileLabel({ cpuSlowdown, latencyMs, bytesPerSecond }: NetworkProfile): string {
  return `phone (CPU ${cpuSlowdown}× slower, ${(bytesPerSecond * 8) / 1e6} Mbit/s, ${latencyMs} ms latency)`
}
