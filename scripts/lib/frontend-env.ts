/**
 * Writes the web app's env file for a network: what it needs to reach the network and the deployed app.
 * A public network's web app reads keyless public endpoints, never the deployer's algod (whose
 * address and token stay with the deployer): Vite puts every VITE_ variable into the public bundle.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname } from 'node:path'
import type { SponsorLogicSig } from '../../smart_contracts/dynaqr/deploy-config'
import { PUBLIC_USDC_ASSET_ID } from '../../frontend/src/config'
import { PUBLIC_NETWORKS, type NetworkConfig } from './network'

/** The web app's settings; every key is written, empty where unused, so a file loaded beside it cannot fill one in. */
export function frontendEnv(
  network: NetworkConfig,
  appId: bigint,
  sponsors: { sponsor: SponsorLogicSig; attendeeSponsor: SponsorLogicSig },
): Record<string, string> {
  const local = network.name === 'localnet'
  const publicAlgod = network.name === 'localnet' ? undefined : PUBLIC_NETWORKS[network.name].algod
  return {
    VITE_ALGOD_NETWORK: network.name,
    VITE_ALGOD_SERVER: publicAlgod ? publicAlgod[0] : network.algod.server,
    VITE_ALGOD_PORT: local ? network.algod.port : '',
    VITE_ALGOD_TOKEN: local ? network.algod.token : '',
    VITE_ALGOD_FALLBACK_SERVER: publicAlgod ? publicAlgod[1] : '',
    VITE_KMD_SERVER: network.kmd?.server ?? '',
    VITE_KMD_PORT: network.kmd?.port ?? '',
    VITE_KMD_TOKEN: network.kmd?.token ?? '',
    VITE_KMD_WALLET: network.kmd?.wallet ?? '',
    VITE_APP_ID: appId.toString(),
    VITE_SCAN_SPONSOR_ADDRESS: sponsors.sponsor.address,
    VITE_SCAN_SPONSOR_PROGRAM: sponsors.sponsor.programBase64,
    VITE_ATTENDEE_SPONSOR_PROGRAM: sponsors.attendeeSponsor.programBase64,
    VITE_EXPLORER_TX_URL: network.explorerTxUrl ?? '',
    // LocalNet's test USDC is created by npm run seed, which writes its id here.
    VITE_USDC_ASSET_ID: network.name === 'localnet' ? '' : PUBLIC_USDC_ASSET_ID[network.name].toString(),
  }
}

export function writeFrontendEnv(path: string, env: Record<string, string>): void {
  const lines = [
    '# Written by npm run deploy; do not edit by hand.',
    ...Object.entries(env).map(([k, v]) => `${k}=${v}`),
  ]
  mkdirSync(dirname(path), { recursive: true })
  writeFileSync(path, lines.join('\n') + '\n')
}

/** Sets one setting of an env file that npm run deploy wrote, keeping the others as they are. */
export function setFrontendEnvValue(path: string, key: string, value: string): void {
  const lines = readFileSync(path, 'utf8')
    .split('\n')
    .filter((line) => line !== '' && !line.startsWith(`${key}=`))
  writeFileSync(path, [...lines, `${key}=${value}`].join('\n') + '\n')
}
