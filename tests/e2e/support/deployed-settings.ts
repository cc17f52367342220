/**
 * The web app's settings as `npm run deploy -- --network testnet` writes them
 * (scripts/lib/frontend-env.ts), for measuring what a deployment ships: every VITE_ setting ends up
 * in the entry, which /resolve loads alone. The sponsors' programs are stand-ins as long as the
 * deployed ones (ScanSponsor and AttendeeSponsor assemble to 118 and 188 bytes with an app id of
 * six digits): what the pages download depends on the programs' length, not on their bytes. No app
 * id: with one, the pages would read from the network, and the budgets measure the pages' code.
 */
import { LogicSigAccount } from 'algosdk'
import { createHash } from 'node:crypto'
import type { SponsorLogicSig } from '../../../smart_contracts/dynaqr/deploy-config'
import { frontendEnv } from '../../../scripts/lib/frontend-env'
import { networkFromEnvironment } from '../../../scripts/lib/network'

const SCAN_SPONSOR_PROGRAM_BYTES = 118
const ATTENDEE_SPONSOR_PROGRAM_BYTES = 188

/** Bytes as incompressible as compiled programs, the same on every run. */
function standInProgram(seed: string, length: number): Uint8Array {
  const bytes = new Uint8Array(length)
  for (let offset = 0; offset < length; offset += 64) {
    const digest = createHash('sha512').update(`${seed}/${offset}`).digest()
    bytes.set(digest.subarray(0, Math.min(64, length - offset)), offset)
  }
  return bytes
}

function standInSponsor(seed: string, length: number): SponsorLogicSig {
  const program = standInProgram(seed, length)
  return {
    address: new LogicSigAccount(program).address().toString(),
    programBase64: Buffer.from(program).toString('base64'),
  }
}

export function deployedTestnetSettings(): Record<string, string> {
  return frontendEnv(networkFromEnvironment({}, 'testnet'), 0n, {
    sponsor: standInSponsor('scan sponsor', SCAN_SPONSOR_PROGRAM_BYTES),
    attendeeSponsor: standInSponsor('attendee sponsor', ATTENDEE_SPONSOR_PROGRAM_BYTES),
  })
}
