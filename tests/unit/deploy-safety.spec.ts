/**
 * What keeps the deploy and the seed from sending to the wrong network or unconfirmed to MainNet:
 * a node reporting another genesis than the named network's, and the confirmation step.
 */
import { describe, expect, it } from 'vitest'
import { confirmationStep, isTypedConfirmation } from '../../scripts/lib/confirm'
import { expectedGenesis, genesisMismatch, networkFromEnvironment, PUBLIC_NETWORKS } from '../../scripts/lib/network'

const MAINNET = PUBLIC_NETWORKS.mainnet.genesis
const TESTNET = PUBLIC_NETWORKS.testnet.genesis

describe("a node's genesis", () => {
  it('is the named public network’s own unless both overrides are set', () => {
    expect(networkFromEnvironment({}, 'mainnet').genesis).toEqual(MAINNET)
    expect(networkFromEnvironment({}, 'testnet').genesis).toEqual(TESTNET)
    expect(expectedGenesis('mainnet', { DYNAQR_GENESIS_ID: 'dockernet-v1' })).toEqual(MAINNET)
    expect(expectedGenesis('mainnet', { DYNAQR_GENESIS_ID: 'dockernet-v1', DYNAQR_GENESIS_HASH: 'aGFzaA==' })).toEqual({
      id: 'dockernet-v1',
      hash: 'aGFzaA==',
    })
    expect(networkFromEnvironment({}, 'localnet').genesis).toBeUndefined()
  })

  it('matches only with the same id and the same hash', () => {
    expect(genesisMismatch('mainnet', MAINNET, { ...MAINNET })).toBeUndefined()
    expect(genesisMismatch('mainnet', MAINNET, { id: MAINNET.id, hash: TESTNET.hash })).toMatch(/is not mainnet/)
    expect(genesisMismatch('testnet', TESTNET, { id: 'testnet-v2.0', hash: TESTNET.hash })).toMatch(/is not testnet/)
  })

  it('says which network the node is and which one was named', () => {
    expect(genesisMismatch('mainnet', MAINNET, TESTNET)).toBe(
      `the node at ALGOD_SERVER is not mainnet: it reports genesis testnet-v1.0 (hash ${TESTNET.hash}), ` +
        `mainnet is mainnet-v1.0 (hash ${MAINNET.hash})`,
    )
  })
})

describe('confirming a MainNet send', () => {
  it('is confirmed by --yes, asked at a terminal, refused elsewhere', () => {
    expect(confirmationStep(['--network', 'mainnet', '--yes'], false)).toBe('confirmed')
    expect(confirmationStep(['--yes'], true)).toBe('confirmed')
    expect(confirmationStep(['--network', 'mainnet'], true)).toBe('ask')
    expect(confirmationStep(['--network', 'mainnet'], false)).toBe('refused')
    expect(confirmationStep(['-y'], false)).toBe('refused')
  })

  it('takes only the words asked for', () => {
    expect(isTypedConfirmation('  seed mainnet\n', 'seed mainnet')).toBe(true)
    expect(isTypedConfirmation('y', 'seed mainnet')).toBe(false)
    expect(isTypedConfirmation('Seed MainNet', 'seed mainnet')).toBe(false)
    expect(isTypedConfirmation('', 'seed mainnet')).toBe(false)
  })
})
