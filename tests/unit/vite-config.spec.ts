import { generateAccount } from 'algosdk'
import { afterEach, describe, expect, it } from 'vitest'
import type { ConfigEnv, UserConfig } from 'vite'
import viteConfig from '../../frontend/vite.config'

const buildConfig = viteConfig as (env: ConfigEnv) => UserConfig
const build = () => buildConfig({ mode: 'bench', command: 'build' })

describe('the web app build', () => {
  afterEach(() => {
    delete process.env.VITE_SCAN_SPONSOR_ADDRESS
    delete process.env.VITE_ALGOD_NETWORK
    delete process.env.VITE_KMD_TOKEN
  })

  it('refuses a scan sponsor address with a wrong checksum: /resolve sends scans from it unchecked', () => {
    const address = generateAccount().addr.toString()
    process.env.VITE_SCAN_SPONSOR_ADDRESS = address
    expect(build).not.toThrow()
    const mistyped = address.slice(0, 10) + (address[10] === 'A' ? 'B' : 'A') + address.slice(11)
    process.env.VITE_SCAN_SPONSOR_ADDRESS = mistyped
    expect(build).toThrow(`VITE_SCAN_SPONSOR_ADDRESS is not an Algorand address: ${mistyped}`)
  })

  it('builds without a scan sponsor (scans then go uncounted)', () => {
    expect(build).not.toThrow()
  })

  it('refuses a TestNet build that carries a KMD token, naming it and not its value', () => {
    process.env.VITE_ALGOD_NETWORK = 'testnet'
    const testnet = () => buildConfig({ mode: 'testnet', command: 'build' })
    expect(testnet).not.toThrow()
    process.env.VITE_KMD_TOKEN = 'kmd-token-of-the-organiser'
    expect(testnet).toThrow(
      'A testnet build must not carry VITE_KMD_TOKEN: every VITE_ setting ends up in the public files',
    )
    expect(testnet).not.toThrow('kmd-token-of-the-organiser')
  })
})
