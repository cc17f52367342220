/**
 * Chain tests need a real algod: start LocalNet (reused, prebuilt or built) or fail loudly with
 * the script's message, which names every way to get a node. They never skip.
 */
import { spawnSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'

const script = fileURLToPath(new URL('../../scripts/localnet/localnet.sh', import.meta.url))

/** 'devmode': a block per transaction, AlgoKit's ports; 'timed': a block every few seconds (scripts/localnet/common.sh). */
export type LocalNetFlavour = 'devmode' | 'timed'

function localnet(command: 'start' | 'stop' | 'status', flavour: LocalNetFlavour) {
  return spawnSync('bash', [script, command], {
    encoding: 'utf8',
    env: { ...process.env, DYNAQR_LOCALNET_FLAVOUR: flavour },
  })
}

export function startLocalNetOrFail(flavour: LocalNetFlavour = 'devmode'): void {
  const result = localnet('start', flavour)
  if (result.status !== 0) {
    const name = flavour === 'devmode' ? 'LocalNet' : `The ${flavour} LocalNet`
    throw new Error(`${name} could not be started, so the chain tests cannot run:\n${result.stdout}${result.stderr}`)
  }
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
