/**
 * npm start — everything a newcomer needs: LocalNet (reused, prebuilt or built), deploy, seed,
 * then the web app's dev server, with the address to open and the wallet to connect.
 */
import { spawnSync } from 'node:child_process'
import { createServer } from 'vite'
import { deployToNetwork } from './deploy'
import { networkFromEnvironment } from './lib/network'
import { repoRoot } from './lib/paths'
import { seedNetwork } from './seed'

const DEV_PORT = 5173

function fail(step: string, error: unknown): never {
  console.error(`npm start: ${step} failed: ${error instanceof Error ? error.message : String(error)}`)
  process.exit(1)
}

async function main() {
  const network = networkFromEnvironment()
  if (network.name === 'localnet') {
    console.log('\n▶ LocalNet')
    const localnet = spawnSync('bash', ['scripts/localnet/localnet.sh', 'start'], { cwd: repoRoot, stdio: 'inherit' })
    if (localnet.status !== 0) fail('LocalNet', 'see the message above')
  }

  console.log('\n▶ Deploy DynaQR')
  const { deployment } = await deployToNetwork(network).catch((error) => fail('deploy', error))
  console.log(`deploy: ${deployment.operation} — app ${deployment.appClient.appId} on ${network.name}`)

  console.log('\n▶ Seed demo data')
  const seeded = await seedNetwork(network).catch((error) => fail('seed', error))
  console.log(`seed: ${seeded.created.length} events created, ${seeded.existing.length} already there`)

  console.log('\n▶ Web app')
  const server = await createServer({
    configFile: `${repoRoot}frontend/vite.config.ts`,
    server: { port: DEV_PORT, strictPort: true },
  }).catch((error) => fail('the dev server', error))
  await server.listen().catch((error) => fail(`the dev server (is port ${DEV_PORT} free?)`, error))
  server.printUrls()
  const wallet =
    network.name === 'localnet'
      ? `the KMD wallet (LocalNet's ${network.kmd?.wallet}), choosing its first account ${seeded.organiser}, marked "Demo organiser": it owns the demo events`
      : `a TestNet wallet such as Pera; the demo events belong to the deployer ${seeded.organiser}`
  console.log(`\n  Open ${server.resolvedUrls?.local[0] ?? `http://localhost:${DEV_PORT}/`} and connect ${wallet}.`)
  console.log('  Ctrl+C stops the web app; npm run localnet:stop stops LocalNet.\n')
}

main().catch((error) => fail('start', error))
