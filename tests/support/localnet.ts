/**
 * Chain tests need a real algod: start LocalNet (reused, prebuilt or built) or fail loudly with
 * the script's message, which names every way to get a node. They never skip.
 *
 * They run on this checkout's own LocalNet (its data and ports in .dynaqr/localnet), so that the
 * chain tests of two checkouts never share a node. DYNAQR_TEST_LOCALNET=shared runs them on the
 * LocalNet on AlgoKit's coordinates instead (e.g. AlgoKit's Docker LocalNet on a machine without
 * algod binaries), shared with whatever else uses it.
 */
import { spawnSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { networkFromEnvironment, type NetworkConfig } from '../../scripts/lib/network'

const script = fileURLToPath(new URL('../../scripts/localnet/localnet.sh', import.meta.url))

/** 'devmode': a block per transaction; 'timed': a block every few seconds (scripts/localnet/common.sh). */
export type LocalNetFlavour = 'devmode' | 'timed'

type Scope = 'checkout' | 'shared'

function testScope(): Scope {
  const chosen = process.env.DYNAQR_TEST_LOCALNET || 'checkout'
  if (chosen !== 'checkout' && chosen !== 'shared') {
    throw new Error(`DYNAQR_TEST_LOCALNET must be checkout (the default) or shared, not '${chosen}'`)
  }
  return chosen
}

function localnet(command: 'start' | 'stop' | 'status' | 'endpoints', flavour: LocalNetFlavour) {
  return spawnSync('bash', [script, command], {
    encoding: 'utf8',
    env: { ...process.env, DYNAQR_LOCALNET_FLAVOUR: flavour, DYNAQR_LOCALNET_SCOPE: testScope() },
  })
}

function flavourName(flavour: LocalNetFlavour): string {
  return flavour === 'devmode' ? 'LocalNet' : `The ${flavour} LocalNet`
}

/** Starts the chain tests' LocalNet of this flavour (or finds it running) and returns where it answers. */
export function startLocalNetOrFail(flavour: LocalNetFlavour = 'devmode'): NetworkConfig {
  const result = localnet('start', flavour)
  if (result.status !== 0) {
    throw new Error(
      `${flavourName(flavour)} could not be started, so the chain tests cannot run:\n${result.stdout}${result.stderr}`,
    )
  }
  return testLocalNet(flavour)
}

/** The chain tests' LocalNet of this flavour; it must have been started (the global setup does). */
export function testLocalNet(flavour: LocalNetFlavour = 'devmode'): NetworkConfig {
  const result = localnet('endpoints', flavour)
  if (result.status !== 0) throw new Error(`localnet.sh endpoints failed:\n${result.stderr}`)
  const endpoints = JSON.parse(result.stdout) as { server: string; algodPort: string; kmdPort: string; token: string }
  if (!endpoints.algodPort) {
    throw new Error(`${flavourName(flavour)} of this checkout has not been started: run the chain tests through vitest`)
  }
  return networkFromEnvironment({
    ALGOD_SERVER: endpoints.server,
    ALGOD_PORT: endpoints.algodPort,
    ALGOD_TOKEN: endpoints.token,
    KMD_PORT: endpoints.kmdPort,
    KMD_TOKEN: endpoints.token,
  })
}

/** Whether an algod answers where this flavour's LocalNet would, whoever started it. */
export function localNetAnswers(flavour: LocalNetFlavour): boolean {
  return /algod \S+: up/.test(localnet('status', flavour).stdout)
}

/** Stops what the script started for this flavour; an algod someone else started is left alone. */
export function stopLocalNet(flavour: LocalNetFlavour): void {
  const result = localnet('stop', flavour)
  if (result.status !== 0) throw new Error(`stopping the ${flavour} LocalNet failed:\n${result.stdout}${result.stderr}`)
}
