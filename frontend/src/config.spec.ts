import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { parseConfig, serviceUrl } from './config'
import {
  APP_ID_MISSING_MESSAGE,
  appIdProblem,
  explorerAccountLink,
  explorerTxLink,
  resolverUrlFor,
} from './config-links'

describe('parseConfig', () => {
  it('defaults to LocalNet coordinates', () => {
    const config = parseConfig({})
    expect(config.network).toBe('localnet')
    expect(config.networkLabel).toBe('LocalNet')
    expect(config.algod).toEqual({ server: 'http://127.0.0.1', port: '4001', token: 'a'.repeat(64) })
    expect(config.kmd).toEqual({
      server: 'http://127.0.0.1',
      port: '4002',
      token: 'a'.repeat(64),
      wallet: 'unencrypted-default-wallet',
    })
    expect(config.indexer).toBeUndefined()
    expect(config.appId).toBe(0n)
    expect(config.explorerTxUrl).toBe('https://lora.algokit.io/localnet/transaction/')
    expect(config.explorerAccountUrl).toBe('https://lora.algokit.io/localnet/account/')
  })

  it('reads every variable', () => {
    const config = parseConfig({
      VITE_ALGOD_NETWORK: 'testnet',
      VITE_ALGOD_SERVER: 'https://algod.example/',
      VITE_ALGOD_PORT: '443',
      VITE_ALGOD_TOKEN: 'tok',
      VITE_INDEXER_SERVER: 'https://idx.example',
      VITE_INDEXER_PORT: '8980',
      VITE_INDEXER_TOKEN: 'itok',
      VITE_KMD_SERVER: 'http://kmd.example',
      VITE_KMD_PORT: '7833',
      VITE_KMD_TOKEN: 'ktok',
      VITE_KMD_WALLET: 'my-wallet',
      VITE_APP_ID: '1234',
      VITE_SCAN_SPONSOR_PROGRAM: 'CyAB',
      VITE_SCAN_SPONSOR_ADDRESS: 'SPONSOR',
      VITE_RESOLVER_BASE_URL: 'https://qr.example/',
      VITE_EXPLORER_TX_URL: 'https://explorer.example/tx',
      VITE_EXPLORER_ACCOUNT_URL: 'https://explorer.example/address/',
    })
    expect(config.network).toBe('testnet')
    expect(config.networkLabel).toBe('TestNet')
    expect(config.algod).toEqual({ server: 'https://algod.example', port: '443', token: 'tok' })
    expect(config.indexer).toEqual({ server: 'https://idx.example', port: '8980', token: 'itok' })
    expect(config.kmd).toEqual({ server: 'http://kmd.example', port: '7833', token: 'ktok', wallet: 'my-wallet' })
    expect(config.appId).toBe(1234n)
    expect(config.scanSponsorProgram).toBe('CyAB')
    expect(config.scanSponsorAddress).toBe('SPONSOR')
    expect(config.resolverBaseUrl).toBe('https://qr.example')
    expect(config.explorerTxUrl).toBe('https://explorer.example/tx/')
    expect(config.explorerAccountUrl).toBe('https://explorer.example/address/')
  })

  it('reads MainNet, and falls back to a second keyless public algod on public networks', () => {
    const mainnet = parseConfig({ VITE_ALGOD_NETWORK: 'mainnet' })
    expect([mainnet.network, mainnet.networkLabel]).toEqual(['mainnet', 'MainNet'])
    expect(mainnet.algod).toEqual({ server: 'https://mainnet-api.4160.nodely.dev', port: '', token: '' })
    expect(mainnet.algodFallback).toEqual({ server: 'https://mainnet-api.algonode.cloud', port: '', token: '' })
    expect(parseConfig({ VITE_ALGOD_NETWORK: 'testnet' }).algodFallback?.server).toBe(
      'https://testnet-api.algonode.cloud',
    )
    // A node of one's own has no public fallback unless one is named.
    expect(parseConfig({ VITE_ALGOD_NETWORK: 'testnet', VITE_ALGOD_SERVER: 'https://own' }).algodFallback).toBe(
      undefined,
    )
    expect(parseConfig({}).algodFallback).toBeUndefined()
    expect(
      parseConfig({ VITE_ALGOD_SERVER: 'http://a', VITE_ALGOD_FALLBACK_SERVER: 'http://b/' }).algodFallback,
    ).toEqual({ server: 'http://b', port: '', token: '' })
  })

  it('uses public TestNet defaults without LocalNet tokens', () => {
    const config = parseConfig({ VITE_ALGOD_NETWORK: 'TestNet' })
    expect(config.algod).toEqual({ server: 'https://testnet-api.4160.nodely.dev', port: '', token: '' })
    expect(config.explorerTxUrl).toBe('https://lora.algokit.io/testnet/transaction/')
  })

  it('treats blank values as unset and ignores non-string values', () => {
    const config = parseConfig({ VITE_ALGOD_SERVER: '  ', VITE_APP_ID: '', DEV: true })
    expect(config.algod.server).toBe('http://127.0.0.1')
    expect(config.appId).toBe(0n)
  })

  it.each(['abc', '-5', '1.5', '12e3', '99999999999999999999999'])('rejects the app id %s', (value) => {
    expect(parseConfig({ VITE_APP_ID: value }).appId).toBe(0n)
  })
})

describe("USDC's asset id", () => {
  it('is USDC on each public network, and none on LocalNet until the seed names its test USDC', () => {
    expect(parseConfig({ VITE_ALGOD_NETWORK: 'mainnet' }).usdcAssetId).toBe(31566704n)
    expect(parseConfig({ VITE_ALGOD_NETWORK: 'testnet' }).usdcAssetId).toBe(10458941n)
    expect(parseConfig({}).usdcAssetId).toBe(0n)
    expect(parseConfig({ VITE_USDC_ASSET_ID: '1042' }).usdcAssetId).toBe(1042n)
  })

  it('ignores an id that is not a whole number', () => {
    expect(parseConfig({ VITE_ALGOD_NETWORK: 'testnet', VITE_USDC_ASSET_ID: 'usdc' }).usdcAssetId).toBe(10458941n)
  })
})

describe('appIdProblem', () => {
  it('names DynaQR when the app id is missing', () => {
    expect(appIdProblem({ appId: 0n })).toBe(APP_ID_MISSING_MESSAGE)
    expect(APP_ID_MISSING_MESSAGE).toContain('DynaQR')
    expect(appIdProblem({ appId: 7n })).toBeNull()
  })
})

describe('links', () => {
  it('builds the resolver URL from the origin or the override', () => {
    expect(resolverUrlFor({}, 'EV-1', 'http://localhost:5173/')).toBe('http://localhost:5173/resolve?event=EV-1')
    expect(resolverUrlFor({ resolverBaseUrl: 'https://qr.example' }, 'A B', 'http://x')).toBe(
      'https://qr.example/resolve?event=A%20B',
    )
  })

  it('builds explorer links', () => {
    const config = parseConfig({ VITE_ALGOD_NETWORK: 'testnet' })
    expect(explorerTxLink(config, 'TX1')).toBe('https://lora.algokit.io/testnet/transaction/TX1')
    expect(explorerAccountLink(config, 'ADDR')).toBe('https://lora.algokit.io/testnet/account/ADDR')
  })

  it('joins server and port', () => {
    expect(serviceUrl({ server: 'http://127.0.0.1', port: '4001', token: '' })).toBe('http://127.0.0.1:4001')
    expect(serviceUrl({ server: 'https://a.io', port: '', token: '' })).toBe('https://a.io')
  })
})

describe('the settings config.ts reads by name', () => {
  /** Every name parseConfig asks its settings for, each set (so that every optional one is read). */
  function namesParseConfigReads(): string[] {
    const asked = new Set<string>()
    parseConfig(new Proxy({}, { get: (_, name) => (asked.add(String(name)), '1') }))
    return [...asked].sort()
  }

  it('are every setting parseConfig reads but the attendee sponsor program, which the entry must not carry', () => {
    const source = readFileSync(new URL('./config.ts', import.meta.url), 'utf8')
    const named = [...source.matchAll(/import\.meta\.env\.(VITE_\w+)/g)].map(([, name]) => name).sort()
    expect(named).toEqual(namesParseConfigReads().filter((name) => name !== 'VITE_ATTENDEE_SPONSOR_PROGRAM'))
    const code = source
      .split('\n')
      .filter((line) => !/^\s*(\/\/|\/\*|\*)/.test(line))
      .join('\n')
    expect(code).not.toMatch(/import\.meta\.env(?!\.VITE_)/)
  })
})
