import { describe, expect, it } from 'vitest'
import { isShellCache, requestHandling, shellCacheName } from './shell-policy'

const SCOPE = 'https://tickets.example/'
const FILES = new Set(['index.html', 'assets/mount-app-Bng8sJx6.js', 'assets/RegistrationPage-tInxAJOs.css'])

const get = (url: string, mode = 'cors') => requestHandling({ method: 'GET', url, mode }, SCOPE, FILES)

describe('requestHandling', () => {
  it("serves the build's own files from the cache", () => {
    expect(get('https://tickets.example/assets/mount-app-Bng8sJx6.js', 'same-origin')).toBe('shell-file')
    expect(get('https://tickets.example/assets/RegistrationPage-tInxAJOs.css', 'no-cors')).toBe('shell-file')
  })

  it('opens every page of the app from the network first, the cached shell after', () => {
    expect(get('https://tickets.example/events/ALGO-SUMMIT/register', 'navigate')).toBe('app-page')
    expect(get('https://tickets.example/', 'navigate')).toBe('app-page')
    expect(get('https://tickets.example/discover?x=1', 'navigate')).toBe('app-page')
  })

  it('leaves /resolve to the network: a scan redirects, and its speed is measured', () => {
    expect(get('https://tickets.example/resolve?event=ALGO-SUMMIT', 'navigate')).toBe('network-only')
    expect(get('https://tickets.example/resolve/?event=ALGO-SUMMIT', 'navigate')).toBe('network-only')
    expect(get('https://tickets.example/resolver', 'navigate')).toBe('app-page')
  })

  it('never keeps what the chain says: algod, the indexer and other sites go to the network', () => {
    expect(get('https://testnet-api.example/v2/applications/7/boxes?name=b64:ZQ==')).toBe('network-only')
    expect(get('http://localhost:4001/v2/status')).toBe('network-only')
    expect(get('https://indexer.example/v2/transactions')).toBe('network-only')
    expect(get('https://tickets.example/v2/status')).toBe('network-only')
  })

  it('keeps nothing but plain GETs of known files', () => {
    expect(
      requestHandling({ method: 'POST', url: 'https://tickets.example/index.html', mode: 'cors' }, SCOPE, FILES),
    ).toBe('network-only')
    expect(get('https://tickets.example/assets/mount-app-Bng8sJx6.js?v=2')).toBe('network-only')
    expect(get('https://tickets.example/assets/unknown.js')).toBe('network-only')
  })

  it("stays inside the worker's scope when the app lives under a path", () => {
    const scoped = (url: string, mode: string) =>
      requestHandling({ method: 'GET', url, mode }, 'https://host.example/dynaqr/', FILES)
    expect(scoped('https://host.example/dynaqr/assets/mount-app-Bng8sJx6.js', 'cors')).toBe('shell-file')
    expect(scoped('https://host.example/dynaqr/resolve', 'navigate')).toBe('network-only')
    expect(scoped('https://host.example/other/page', 'navigate')).toBe('network-only')
  })
})

describe('shell caches', () => {
  it("names each build's cache by its version and knows its own from others", () => {
    expect(shellCacheName('abc')).toBe('dynaqr-shell-abc')
    expect(isShellCache(shellCacheName('abc'))).toBe(true)
    expect(isShellCache('some-other-cache')).toBe(false)
  })
})
