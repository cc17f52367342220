/** Writes frontend/.env.local: what the web app needs to reach the network and the deployed app. */
import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname } from 'node:path'
import type { ScanSponsor } from '../../smart_contracts/dynaqr/deploy-config'
import type { NetworkConfig } from './network'

export function writeFrontendEnv(path: string, network: NetworkConfig, appId: bigint, sponsor: ScanSponsor): void {
  const lines = [
    '# Written by npm run deploy; do not edit by hand.',
    `VITE_ALGOD_NETWORK=${network.name}`,
    `VITE_ALGOD_SERVER=${network.algod.server}`,
    `VITE_ALGOD_PORT=${network.algod.port}`,
    `VITE_ALGOD_TOKEN=${network.algod.token}`,
    ...(network.kmd
      ? [
          `VITE_KMD_SERVER=${network.kmd.server}`,
          `VITE_KMD_PORT=${network.kmd.port}`,
          `VITE_KMD_TOKEN=${network.kmd.token}`,
          `VITE_KMD_WALLET=${network.kmd.wallet}`,
        ]
      : []),
    `VITE_APP_ID=${appId}`,
    `VITE_SCAN_SPONSOR_ADDRESS=${sponsor.address}`,
    `VITE_SCAN_SPONSOR_PROGRAM=${sponsor.programBase64}`,
    ...(network.explorerTxUrl ? [`VITE_EXPLORER_TX_URL=${network.explorerTxUrl}`] : []),
  ]
  mkdirSync(dirname(path), { recursive: true })
  writeFileSync(path, lines.join('\n') + '\n')
}
