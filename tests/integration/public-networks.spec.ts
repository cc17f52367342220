/**
 * TestNet and MainNet, played by LocalNet behind a private algod's own token, with the environment
 * `algokit project deploy <network>` gives the deploy command: a MainNet dry run prints its plan and
 * sends nothing; a MainNet deploy sends nothing unconfirmed and, confirmed, makes an app that can be
 * neither updated nor deleted; the web app built for TestNet carries no algod token.
 */
import { APP_VERSION } from '../../smart_contracts/dynaqr/deploy-config'
import { execFile } from 'node:child_process'
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest'
import { deployToNetwork } from '../../scripts/deploy'
import { deployedApps } from '../../scripts/lib/deployed-app'
import { buildWebApp } from '../../scripts/lib/headless-app'
import { algorandFor, networkFromEnvironment, networkNameFrom, PUBLIC_NETWORKS } from '../../scripts/lib/network'
import { readEnvFile } from '../../scripts/lib/node-chain'
import { frontendEnvFile, projectPaths, repoRoot } from '../../scripts/lib/paths'
import { algokitDeployArgs, algokitDeployEnv, fundedDeployer, nodeGenesis } from '../support/algokit-deploy'
import { testLocalNet } from '../support/localnet'
import { startTokenGate, type TokenGate } from '../support/token-gate'

const PRIVATE_TOKEN = 'private-algod-token-of-the-deployer-0123456789'
const localNet = testLocalNet()
const algorand = algorandFor(localNet)
let node: TokenGate

beforeAll(async () => {
  node = await startTokenGate(
    { url: `${localNet.algod.server}:${localNet.algod.port}`, token: localNet.algod.token },
    PRIVATE_TOKEN,
  )
})
afterAll(() => node.close())

/**
 * The deploy script as `algokit project deploy <network>` runs it, with no terminal to type into.
 * Run asynchronously: the private algod it talks to answers from this process.
 */
function deployScript(args: string[], env: NodeJS.ProcessEnv) {
  return new Promise<{ status: number | null; stdout: string; stderr: string }>((resolve) => {
    const child = execFile(
      `${repoRoot}node_modules/.bin/tsx`,
      ['scripts/deploy.ts', ...args],
      { cwd: repoRoot, encoding: 'utf8', env: { PATH: process.env.PATH, HOME: process.env.HOME, ...env } },
      (error, stdout, stderr) => resolve({ status: error ? (child.exitCode ?? 1) : 0, stdout, stderr }),
    )
    child.stdin?.end()
  })
}

/** What a send would change: the node's round (DevMode makes a block for every transaction) and a balance. */
async function chainState(address: string) {
  return {
    round: (await algorand.client.algod.status().do()).lastRound,
    balance: (await algorand.account.getInformation(address)).balance.microAlgo,
  }
}

const scratchPaths = () => projectPaths(mkdtempSync(join(tmpdir(), 'dynaqr-public-')))

describe('MainNet', () => {
  it('a dry run prints what it will do and what it costs, and sends nothing', async () => {
    const deployer = await fundedDeployer(localNet)
    const before = await chainState(deployer.address)

    const run = await deployScript(
      [...algokitDeployArgs('mainnet'), '--dry-run'],
      algokitDeployEnv(node, deployer.mnemonic, await nodeGenesis(localNet)),
    )

    expect(run.status).toBe(0)
    expect(run.stdout).toContain("deploy: network:  mainnet (node's genesis: dockernet-v1)")
    expect(run.stdout).toContain(`deploy: deployer: ${deployer.address}, balance 50.000000 ALGO`)
    expect(run.stdout).toContain('deploy: existing: no DynaQr app by this deployer')
    expect(run.stdout).toContain(
      `deploy: action:   create a new DynaQr app (${APP_VERSION}; updatable: no, deletable: no)`,
    )
    expect(run.stdout).toMatch(/deploy: cost: {5}\d+\.\d{6} ALGO at most: fees 0\.008000 ALGO, app minimum balance /)
    expect(run.stdout).toContain('deploy: dry run: nothing was sent')
    expect(await chainState(deployer.address)).toEqual(before)
  })

  it('refuses a node of another network, --yes or not, and sends nothing', async () => {
    const deployer = await fundedDeployer(localNet)
    const before = await chainState(deployer.address)
    const local = await nodeGenesis(localNet)

    const run = await deployScript(
      [...algokitDeployArgs('mainnet'), '--yes'],
      algokitDeployEnv(node, deployer.mnemonic),
    )

    expect(run.status).toBe(1)
    expect(run.stderr).toContain(
      `nothing was sent: the node at ALGOD_SERVER is not mainnet: it reports genesis ${local.id} (hash ${local.hash}), ` +
        `mainnet is ${PUBLIC_NETWORKS.mainnet.genesis.id}`,
    )
    expect(await chainState(deployer.address)).toEqual(before)
  })

  it('sends nothing without a confirmation, and confirmed makes an app that can be neither updated nor deleted', async () => {
    const deployer = await fundedDeployer(localNet)
    const env = algokitDeployEnv(node, deployer.mnemonic, await nodeGenesis(localNet))
    const before = await chainState(deployer.address)

    const unconfirmed = await deployScript(algokitDeployArgs('mainnet'), env)
    expect(unconfirmed.status).toBe(1)
    expect(unconfirmed.stdout).toContain('deploy: action:   create a new DynaQr app')
    expect(unconfirmed.stderr).toContain(
      "nothing was sent: a MainNet deploy needs confirmation (type 'deploy to mainnet'",
    )
    expect(await chainState(deployer.address)).toEqual(before)

    const network = networkFromEnvironment(env, networkNameFrom(algokitDeployArgs('mainnet'), env))
    const asked: string[] = []
    const confirmed = await deployToNetwork(network, scratchPaths(), env, {
      confirm: async (plan) => (asked.push(plan.action), true),
    })
    expect(asked).toEqual(['create'])
    expect(confirmed.deployment.operation).toBe('create')
    const appId = confirmed.deployment.appClient.appId
    const { apps } = await deployedApps(algorand, confirmed.deployer.addr, false)
    expect(apps.DynaQr).toMatchObject({ appId, updatable: false, deletable: false })

    const again = await deployScript([...algokitDeployArgs('mainnet'), '--dry-run'], env)
    expect(again.stdout).toContain(`deploy: action:   keep app ${appId} as it is`)
  })
})

describe('the web app built for TestNet', () => {
  it('reads from the public endpoints and carries neither the deployer’s algod token nor its address', async () => {
    const deployer = await fundedDeployer(localNet)
    const env = algokitDeployEnv(node, deployer.mnemonic, await nodeGenesis(localNet))
    const network = networkFromEnvironment(env, networkNameFrom(algokitDeployArgs('testnet'), env))
    const paths = scratchPaths()
    const { deployment } = await deployToNetwork(network, paths, env)
    const webEnv = readEnvFile(frontendEnvFile(paths, 'testnet'))
    expect(webEnv).toMatchObject({
      VITE_ALGOD_NETWORK: 'testnet',
      VITE_ALGOD_SERVER: PUBLIC_NETWORKS.testnet.algod[0],
      VITE_ALGOD_FALLBACK_SERVER: PUBLIC_NETWORKS.testnet.algod[1],
      VITE_ALGOD_TOKEN: '',
    })

    const outDir = mkdtempSync(join(tmpdir(), 'dynaqr-testnet-build-'))
    onTestFinished(() => rmSync(outDir, { recursive: true, force: true }))
    await buildWebApp(outDir, 'testnet', webEnv)
    const built = readdirSync(outDir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => readFileSync(join(entry.parentPath, entry.name), 'utf8'))
    expect(built.length).toBeGreaterThan(3)
    const everything = built.join('\n')
    expect(everything).toContain(PUBLIC_NETWORKS.testnet.algod[0])
    expect(everything).toContain(deployment.appClient.appId.toString())
    expect(everything).not.toContain(PRIVATE_TOKEN)
    expect(everything).not.toContain(`127.0.0.1:${node.port}`)
  })

  it('is refused when its settings carry an algod token', async () => {
    await expect(
      buildWebApp(join(tmpdir(), 'dynaqr-refused-build'), 'testnet', {
        VITE_ALGOD_NETWORK: 'testnet',
        VITE_ALGOD_TOKEN: PRIVATE_TOKEN,
      }),
    ).rejects.toThrow('A testnet build must not carry an algod token')
  })
})
