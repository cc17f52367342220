import { describe, expect, it } from 'vitest'
import { keepScreenAwake } from './screen-wake-lock'

/** A browser's wake lock and page visibility, recording what the page asked of them. */
function fakeBrowser({ refuse = false } = {}) {
  const log: string[] = []
  const listeners = new Set<() => void>()
  const sentinels: EventTarget[] = []
  const page = {
    visibilityState: 'visible' as DocumentVisibilityState,
    addEventListener: (_type: 'visibilitychange', listener: () => void) => void listeners.add(listener),
    removeEventListener: (_type: 'visibilitychange', listener: () => void) => void listeners.delete(listener),
  }
  const host = {
    wakeLock: {
      async request(type: 'screen') {
        log.push(`request ${type}`)
        if (refuse) throw new DOMException('Battery saver', 'NotAllowedError')
        const sentinel = Object.assign(new EventTarget(), {
          released: false,
          async release() {
            log.push('release')
            sentinel.dispatchEvent(new Event('release'))
          },
        })
        sentinels.push(sentinel)
        return sentinel as unknown as WakeLockSentinel
      },
    },
  }
  /** The browser drops the lock when the page is hidden, and the page is shown again later. */
  const hide = () => {
    page.visibilityState = 'hidden'
    for (const sentinel of sentinels) sentinel.dispatchEvent(new Event('release'))
    for (const listener of listeners) listener()
  }
  const show = () => {
    page.visibilityState = 'visible'
    for (const listener of listeners) listener()
  }
  return { host, page, log, listeners, hide, show }
}

const settle = () => new Promise<void>((resolve) => setTimeout(resolve, 0))

describe('keepScreenAwake', () => {
  it('holds a screen wake lock and releases it when asked', async () => {
    const browser = fakeBrowser()
    const release = keepScreenAwake(browser.host, browser.page)
    await settle()
    expect(browser.log).toEqual(['request screen'])
    release()
    await settle()
    expect(browser.log).toEqual(['request screen', 'release'])
    expect(browser.listeners.size).toBe(0)
  })

  it('asks again when the page is shown after the browser dropped the lock', async () => {
    const browser = fakeBrowser()
    const release = keepScreenAwake(browser.host, browser.page)
    await settle()
    browser.hide()
    await settle()
    expect(browser.log).toEqual(['request screen'])
    browser.show()
    await settle()
    expect(browser.log).toEqual(['request screen', 'request screen'])
    release()
  })

  it('releases a lock granted after it was no longer wanted', async () => {
    const browser = fakeBrowser()
    keepScreenAwake(browser.host, browser.page)()
    await settle()
    expect(browser.log).toEqual(['request screen', 'release'])
  })

  it('does nothing where the API is missing, and survives a refusal', async () => {
    expect(() => keepScreenAwake({}, fakeBrowser().page)()).not.toThrow()
    const refusing = fakeBrowser({ refuse: true })
    const release = keepScreenAwake(refusing.host, refusing.page)
    await settle()
    expect(refusing.log).toEqual(['request screen'])
    release()
  })
})
