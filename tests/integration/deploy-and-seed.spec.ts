/**
 * `npm run deploy` and `npm run seed` on a real node, each run twice: the second run sends nothing.
 * Once on LocalNet as a newcomer has it (KMD), once on a LocalNet posing as TestNet (an algod
 * address, a mnemonic deployer, no KMD, no indexer), the way a TestNet deploy runs.
 */
import { AlgoAmount } from '@algorandfoundation/algokit-utils/types/amount'
import { secretKeyToMnemonic } from 'algosdk'
import { mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { DEMO_EVENT_IDS } from '../../frontend/src/domain/demo-data'
import { deployToNetwork } from '../../scripts/deploy'
import { algorandFor, networkFromEnvironment, type NetworkConfig } from '../../scripts/lib/network'
import { testLocalNet } from '../support/localnet'
import { appConfigFromEnvFile, chainApiFor } from '../../scripts/lib/node-chain'
import { projectPaths, type ProjectPaths } from '../../scripts/lib/paths'
import { SEED_EVENTS, SEED_HACKATHON, seedNetwork } from '../../scripts/seed'

const seededIds = SEED_EVENTS.map((event) => event.eventId)

/** A checkout of its own: deployment records and the web app's env file in a temporary folder. */
const scratchPaths = (): ProjectPaths => projectPaths(mkdtempSync(join(tmpdir(), 'dynaqr-deploy-')) + '/')

async function balanceOf(network: NetworkConfig, address: string) {
  return (await algorandFor(network).account.getInformation(address)).balance.microAlgos
}

/** What the app shows of the seeded events, read through its own chain layer. */
async function seededState(network: NetworkConfig, paths: ProjectPaths) {
  const algorand = algorandFor(network)
  const chain = chainApiFor(appConfigFromEnvFile(paths.frontendEnvFile), algorand, algorand.account.random())
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
  setup: () => Promise<{ network: NetworkConfig; env: NodeJS.ProcessEnv; expectedOwner?: string }>,
) {
  describe(title, () => {
    let network: NetworkConfig
    let env: NodeJS.ProcessEnv
    let expectedOwner: string | undefined
    const paths = scratchPaths()
    beforeAll(async () => {
      ;({ network, env, expectedOwner } = await setup())
    })

    it('deploys, then a second deploy does nothing and spends nothing', async () => {
      const first = await deployToNetwork(network, paths, env)
      expect(first.deployment.operation).toBe('create')
      const appId = first.deployment.appClient.appId
      const envFile = readFileSync(paths.frontendEnvFile, 'utf8')
      expect(envFile).toContain(`VITE_APP_ID=${appId}`)
      expect(envFile).toContain(`VITE_ALGOD_NETWORK=${network.name}`)
      expect(envFile).toContain(`VITE_SCAN_SPONSOR_ADDRESS=${first.deployment.sponsor.address}`)
      expect(envFile.includes('VITE_KMD_')).toBe(network.kmd !== undefined)

      const deployer = first.deployer.addr.toString()
      const before = await balanceOf(network, deployer)
      const second = await deployToNetwork(network, paths, env)
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
  })
}

describeDeployAndSeed('on LocalNet with KMD, as npm start runs them', async () => {
  const network = testLocalNet()
  const kmdFirst = await algorandFor(network).account.fromKmd(network.kmd!.wallet)
  return { network, env: {}, expectedOwner: kmdFirst.addr.toString() }
})

describeDeployAndSeed(
  'on a LocalNet posing as TestNet: algod address, mnemonic deployer, no KMD, no indexer',
  async () => {
    const localNet = testLocalNet()
    const local = algorandFor(localNet)
    const deployer = local.account.random()
    await local.send.payment({
      sender: (await local.account.localNetDispenser()).addr,
      receiver: deployer.addr,
      amount: AlgoAmount.Algos(50),
    })
    const env = {
      DYNAQR_NETWORK: 'testnet',
      ALGOD_SERVER: localNet.algod.server,
      ALGOD_PORT: localNet.algod.port,
      ALGOD_TOKEN: localNet.algod.token,
      DEPLOYER_MNEMONIC: secretKeyToMnemonic(deployer.account.sk),
    }
    const network = networkFromEnvironment(env)
    expect(network.name).toBe('testnet')
    expect(network.kmd).toBeUndefined()
    return { network, env, expectedOwner: deployer.addr.toString() }
  },
)
