import { describe, expect, it } from 'vitest'
import { looksSecret, PUBLIC_SETTINGS, publicBuildRefusal, secretSettingsSet } from './public-build-settings'

describe('the settings a public build refuses', () => {
  it('takes tokens, secrets, keys, mnemonics and passwords for secrets, whatever the case', () => {
    for (const name of [
      'VITE_ALGOD_TOKEN',
      'VITE_ALGOD_FALLBACK_TOKEN',
      'VITE_INDEXER_TOKEN',
      'VITE_KMD_TOKEN',
      'VITE_CLIENT_SECRET',
      'VITE_API_KEY',
      'VITE_DEPLOYER_MNEMONIC',
      'VITE_KMD_PASSWORD',
      'vite_wallet_password',
    ]) {
      expect(looksSecret(name), name).toBe(true)
    }
  })

  it('lets through the public settings the deploy writes', () => {
    for (const name of [
      ...PUBLIC_SETTINGS,
      'VITE_APP_ID',
      'VITE_ALGOD_NETWORK',
      'VITE_ALGOD_SERVER',
      'VITE_ALGOD_FALLBACK_SERVER',
      'VITE_KMD_WALLET',
      'VITE_EXPLORER_TX_URL',
    ]) {
      expect(looksSecret(name), name).toBe(false)
    }
  })

  it('names only the secret-looking settings that hold a value', () => {
    expect(
      secretSettingsSet({
        VITE_KMD_TOKEN: 'kmd-token',
        VITE_ALGOD_TOKEN: '',
        VITE_INDEXER_TOKEN: '   ',
        VITE_API_KEY: undefined,
        VITE_DEPLOYER_MNEMONIC: 'abandon abandon',
        VITE_SCAN_SPONSOR_PROGRAM: 'BIAB',
      }),
    ).toEqual(['VITE_DEPLOYER_MNEMONIC', 'VITE_KMD_TOKEN'])
  })

  it('refuses naming each variable and never its value', () => {
    const refusal = publicBuildRefusal('mainnet', {
      VITE_KMD_TOKEN: 'kmd-token-value',
      VITE_WALLET_PASSWORD: 'hunter2',
    })
    expect(refusal).toBe(
      'A mainnet build must not carry VITE_KMD_TOKEN, VITE_WALLET_PASSWORD: every VITE_ setting ends up in the public ' +
        'files. Empty them in frontend/.env.mainnet.local and the environment.',
    )
    expect(refusal).not.toContain('kmd-token-value')
    expect(refusal).not.toContain('hunter2')
  })

  it('builds what the deploy writes for a public network', () => {
    expect(
      publicBuildRefusal('testnet', {
        VITE_ALGOD_NETWORK: 'testnet',
        VITE_ALGOD_TOKEN: '',
        VITE_KMD_TOKEN: '',
        VITE_SCAN_SPONSOR_ADDRESS: 'A'.repeat(58),
        VITE_SCAN_SPONSOR_PROGRAM: 'BIAB',
        VITE_ATTENDEE_SPONSOR_PROGRAM: 'BIAC',
      }),
    ).toBeUndefined()
  })
})
