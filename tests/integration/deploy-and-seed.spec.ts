/**
 * `npm run deploy` and `npm run seed` on a real node, each run twice: the second run sends nothing.
 * Once on LocalNet as a newcomer has it (KMD), once on a LocalNet posing as TestNet with the
 * environment `algokit project deploy testnet` gives the deploy command (a private algod with its
 * own token, a mnemonic deployer, no KMD, no indexer), the second deploy from another clone.
 */
import { mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_EVENT_IDS } from '../../frontend/src/domain/qr/demo-events'
import { deployToNetwork } from '../../scripts/deploy'
import { algorandFor, networkFromEnvironment, networkNameFrom, type NetworkConfig } from '../../scripts/lib/network'
import { algokitDeployArgs, algokitDeployEnv, fundedDeployer, nodeGenesis } from '../support/algokit-deploy'
import { startTokenGate } from '../support/token-gate'
import { testLocalNet } from '../support/localnet'
import { uniqueId } from '../support/chain-inputs'
import { appConfigFromEnvFile, chainApiFor } from '../../scripts/lib/node-chain'
import { frontendEnvFile, projectPaths, type ProjectPaths } from '../../scripts/lib/paths'
import { SEED_EVENTS, SEED_HACKATHON, seedNetwork } from '../../scripts/seed'
import { DEMO_USDC_BALANCE } from '../../scripts/lib/test-usdc'
import { listKmdAccounts } from '../../frontend/src/ui/wallet/stack/kmd-wallet'
import { createAlgodRest } from '../support/chain-internals'

const seededIds = SEED_EVENTS.map((event) => event.eventId)

/** A clone of its own: the web app's env files in a temporary folder. */
const scratchPaths = (): ProjectPaths => projectPaths(mkdtempSync(join(tmpdir(), 'dynaqr-deploy-')) + '/')

async function balanceOf(network: NetworkConfig, address: string) {
  return (await algorandFor(network).account.getInformation(address)).balance.microAlgos
}

/** What the app shows of the seeded events, read through its own chain layer. */
async function seededState(network: NetworkConfig, paths: ProjectPaths) {
  const algorand = algorandFor(network)
  const chain = chainApiFor(
    appConfigFromEnvFile(frontendEnvFile(paths, network.name), network.algod),
    algorand,
    algorand.account.random(),
  )
  const events = await Promise.all(seededIds.map((id) => chain.getEvent(id)))
  return events.map(
    (event) =>
      event && {
        id: event.eventId,
        owner: event.owner,
        scans: event.scanCount,
        registered: event.registeredCount,
        attended: event.attendedCount,
        minted: event.mintedCount,
      },
  )
}

function describeDeployAndSeed(
  title: string,
  setup: () => Promise<{
    network: NetworkConfig
    env: NodeJS.ProcessEnv
    expectedOwner?: string
    close?: () => Promise<void>
  }>,
) {
  describe(title, () => {
    let network: NetworkConfig
    let env: NodeJS.ProcessEnv
    let expectedOwner: string | undefined
    let close: (() => Promise<void>) | undefined
    const paths = scratchPaths()
    beforeAll(async () => {
      ;({ network, env, expectedOwner, close } = await setup())
    })
    afterAll(() => close?.())

    it('deploys, then a second deploy does nothing and spends nothing', async () => {
      const first = await deployToNetwork(network, paths, env)
      expect(first.deployment.operation).toBe('create')
      const appId = first.deployment.appClient.appId
      const envFile = readFileSync(frontendEnvFile(paths, network.name), 'utf8')
      expect(envFile).toContain(`VITE_APP_ID=${appId}`)
      expect(envFile).toContain(`VITE_ALGOD_NETWORK=${network.name}`)
      expect(envFile).toContain(`VITE_SCAN_SPONSOR_ADDRESS=${first.deployment.sponsor.address}`)
      expect(envFile.includes(`VITE_KMD_PORT=${network.kmd?.port ?? ''}\n`)).toBe(true)

      // Another clone knows nothing of the first deploy: it finds the app on the chain.
      const deployer = first.deployer.addr.toString()
      const before = await balanceOf(network, deployer)
      const second = await deployToNetwork(network, scratchPaths(), env)
      expect(second.deployment.operation).toBe('nothing')
      expect(second.deployment.appClient.appId).toBe(appId)
      expect(await balanceOf(network, deployer)).toBe(before)
    })

    it('seeds the demo events, then a second seed sends nothing and changes nothing', async () => {
      const first = await seedNetwork(network, paths, env)
      expect(first.created).toEqual(seededIds)
      expect(first.registrations).toBe(2)
      expect(first.scans).toBe(3)
      if (expectedOwner) expect(first.organiser).toBe(expectedOwner)

      const state = await seededState(network, paths)
      expect(state.every((event) => event?.owner === first.organiser)).toBe(true)
      expect(state.find((event) => event?.id === DEMO_EVENT_IDS[0])?.scans).toBe(2)
      expect(state.find((event) => event?.id === SEED_HACKATHON)).toMatchObject({
        scans: 1,
        registered: 2,
        attended: 1,
        minted: 1,
      })

      const before = await balanceOf(network, first.organiser)
      const second = await seedNetwork(network, paths, env)
      expect(second).toMatchObject({ created: [], existing: seededIds, registrations: 0, scans: 0 })
      expect(await balanceOf(network, first.organiser)).toBe(before)
      expect(await seededState(network, paths)).toEqual(state)
    })

    it("names USDC's asset id: LocalNet's test USDC, held by every account of the KMD wallet; USDC on TestNet", async () => {
      const config = appConfigFromEnvFile(frontendEnvFile(paths, network.name), network.algod)
      if (network.name !== 'localnet') {
        expect(config.usdcAssetId).toBe(10458941n)
        return
      }
      expect(config.usdcAssetId).toBeGreaterThan(0n)
      const unit = await createAlgodRest(network.algod).getAssetUnit(config.usdcAssetId)
      expect(unit).toEqual({ code: 'USDC', decimals: 6, assetId: config.usdcAssetId })
      const algorand = algorandFor(network)
      const addresses = await listKmdAccounts(network.kmd!)
      expect(addresses.length).toBeGreaterThan(1)
      for (const address of addresses) {
        const holding = await algorand.asset.getAccountInformation(address, config.usdcAssetId)
        expect(holding.balance, address).toBeGreaterThanOrEqual(DEMO_USDC_BALANCE)
      }

      // Seeding again finds the same asset and gives nothing more.
      const again = await seedNetwork(network, paths, env)
      expect(again.testUsdc).toEqual({ assetId: config.usdcAssetId, toppedUp: 0 })
    })
  })
}

describeDeployAndSeed('on LocalNet with KMD, as npm start runs them', async () => {
  const network = testLocalNet()
  // A newcomer's LocalNet: a KMD deployer wallet that has deployed nothing yet.
  const env = { DEPLOYER_KMD_WALLET: uniqueId('DEPLOYER') }
  const kmdFirst = await algorandFor(network).account.fromKmd(network.kmd!.wallet)
  return { network, env, expectedOwner: kmdFirst.addr.toString() }
})

describeDeployAndSeed(
  "on a LocalNet posing as TestNet, with the environment of algokit project deploy testnet and a private algod's own token",
  async () => {
    const localNet = testLocalNet()
    const node = await startTokenGate(
      { url: `${localNet.algod.server}:${localNet.algod.port}`, token: localNet.algod.token },
      'private-algod-token-of-the-deployer',
    )
    const deployer = await fundedDeployer(localNet)
    const env = algokitDeployEnv(node, deployer.mnemonic, await nodeGenesis(localNet))
    const network = networkFromEnvironment(env, networkNameFrom(algokitDeployArgs('testnet'), env))
    expect([network.name, network.indexer, network.kmd]).toEqual(['testnet', undefined, undefined])
    return { network, env, expectedOwner: deployer.address, close: node.close }
  },
)
