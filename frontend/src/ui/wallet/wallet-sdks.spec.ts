import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { walletOptions } from './wallet-options'

/** The packages use-wallet imports when each wallet connects (none: the wallet needs no SDK). */
const SDKS_BY_WALLET: Record<string, string[]> = {
  pera: ['@perawallet/connect'],
  defly: ['@blockshake/defly-connect'],
  lute: ['lute-connect'],
  exodus: [],
  // The passkey account: the browser's WebAuthn and WebCrypto, no wallet SDK.
  custom: [],
}

const manifest = JSON.parse(readFileSync(new URL('../../../../package.json', import.meta.url), 'utf8')) as {
  dependencies: Record<string, string>
}

describe('wallet SDKs', () => {
  it.each(['testnet', 'mainnet'] as const)('are exact-version dependencies for every wallet %s offers', (network) => {
    for (const option of walletOptions(network)) {
      const sdks = SDKS_BY_WALLET[option.walletId ?? '']
      expect(sdks, `the SDKs of ${option.name}`).toBeDefined()
      for (const sdk of sdks) expect(manifest.dependencies[sdk], sdk).toMatch(/^\d+\.\d+\.\d+$/)
    }
  })
})
