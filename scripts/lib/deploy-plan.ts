/**
 * What a deploy will do and what it costs, worked out from the chain without sending anything: the
 * dry run prints it, and MainNet asks for a confirmation of it before anything is sent.
 */
import type { AlgorandClient } from '@algorandfoundation/algokit-utils'
import type { AppLookup } from '@algorandfoundation/algokit-utils/types/app-deployer'
import type { Address } from 'algosdk'
import { getApplicationAddress } from 'algosdk'
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { AttendanceTokensFactory } from '../../artifacts/dynaqr/AttendanceTokensClient'
import { DynaQrFactory } from '../../artifacts/dynaqr/DynaQrClient'
import { formatAlgoAmount } from '../../frontend/src/domain/money/algo'
import { sameBytes } from '../../frontend/src/chain/node-api'
import { APP_VERSION } from '../../smart_contracts/dynaqr/deploy-config'
import { genesisMismatch, type NetworkConfig } from './network'

/** The protocol's minimum balance: per account, per app page, per global uint and byte-slice. */
const ACCOUNT_MIN_BALANCE = 100_000n
const APP_PAGE_MIN_BALANCE = 100_000n
const GLOBAL_UINT_MIN_BALANCE = 28_500n
const GLOBAL_BYTES_MIN_BALANCE = 50_000n
const PROGRAM_PAGE_BYTES = 2048

const sponsorTealPath = fileURLToPath(new URL('../../artifacts/dynaqr/ScanSponsor.teal', import.meta.url))

export type PlannedAction = 'create' | 'update' | 'nothing' | 'refuse'

export interface DeployPlan {
  network: NetworkConfig['name']
  genesisId: string
  genesisHash: string
  deployer: string
  deployerBalance: bigint
  appName: string
  version: string
  updatable: boolean
  deletable: boolean
  action: PlannedAction
  /** Why a deploy that is refused is refused. */
  reason?: string
  existing?: { appId: bigint; version: string; updatable?: boolean; deletable?: boolean }
  /** microALGO: transaction fees, minimum balance the deployer locks in the app, the accounts it funds. */
  costs: { fees: bigint; appMinBalance: bigint; funding: bigint; total: bigint }
}

export interface PlanOptions {
  updatable: boolean
  deletable: boolean
  /** Whether a new box layout makes a new app beside the old one (LocalNet) rather than stop. */
  appendOnSchemaBreak: boolean
  sponsorFloat: bigint
}

/** What an account needs sent to it to hold `target` microALGO; nothing for one that already holds it. */
async function topUp(algorand: AlgorandClient, address: string, target: bigint): Promise<bigint> {
  const balance = (await algorand.account.getInformation(address)).balance.microAlgo
  return balance >= target ? 0n : target - balance
}

async function sponsorAddress(algorand: AlgorandClient, appId: bigint): Promise<string> {
  const teal = readFileSync(sponsorTealPath, 'utf8')
  const compiled = await algorand.app.compileTealTemplate(teal, { APP_ID: appId })
  return algorand.account.logicsig(compiled.compiledBase64ToBytes).addr.toString()
}

export async function planDeploy(
  algorand: AlgorandClient,
  network: NetworkConfig,
  deployer: Address,
  existingDeployments: AppLookup,
  options: PlanOptions,
): Promise<DeployPlan> {
  const factory = algorand.client.getTypedAppFactory(DynaQrFactory, { defaultSender: deployer, version: APP_VERSION })
  const compiled = await factory.appFactory.compile({ updatable: options.updatable, deletable: options.deletable })
  const params = await algorand.getSuggestedParams()
  const fee = BigInt(params.minFee)
  const existing = existingDeployments.apps[factory.appName]
  const base = {
    network: network.name,
    genesisId: params.genesisID ?? '',
    genesisHash: params.genesisHash ? Buffer.from(params.genesisHash).toString('base64') : '',
    deployer: deployer.toString(),
    deployerBalance: (await algorand.account.getInformation(deployer)).balance.microAlgo,
    appName: factory.appName,
    version: APP_VERSION,
    updatable: options.updatable,
    deletable: options.deletable,
    existing: existing && {
      appId: existing.appId,
      version: existing.version,
      updatable: existing.updatable,
      deletable: existing.deletable,
    },
  }
  const costs = (fees: bigint, appMinBalance: bigint, funding: bigint) => ({
    fees,
    appMinBalance,
    funding,
    total: fees + appMinBalance + funding,
  })
  const refuse = (reason: string): DeployPlan => ({ ...base, action: 'refuse', reason, costs: costs(0n, 0n, 0n) })
  const wrongNetwork =
    network.genesis && genesisMismatch(network.name, network.genesis, { id: base.genesisId, hash: base.genesisHash })
  if (wrongNetwork) return refuse(wrongNetwork)

  const createsNew = !existing || existing.deleted || (existing.version !== APP_VERSION && options.appendOnSchemaBreak)
  if (existing && !existing.deleted && !createsNew) {
    const onChain = await algorand.app.getById(existing.appId)
    const unchanged =
      sameBytes(onChain.approvalProgram, compiled.approvalProgram) &&
      sameBytes(onChain.clearStateProgram, compiled.clearStateProgram)
    if (!unchanged && existing.version !== APP_VERSION) {
      return refuse(
        `app ${existing.appId} stores its boxes in layout '${existing.version}', this version in '${APP_VERSION}'`,
      )
    }
    if (!unchanged && !(options.updatable && existing.updatable)) {
      return refuse(`app ${existing.appId} runs another program and is not updatable`)
    }
    const sponsor = await sponsorAddress(algorand, existing.appId)
    const appTopUp = await topUp(algorand, getApplicationAddress(existing.appId).toString(), ACCOUNT_MIN_BALANCE)
    const sponsorTopUp = await topUp(algorand, sponsor, ACCOUNT_MIN_BALANCE + options.sponsorFloat)
    const registered = await factory
      .getAppClientById({ appId: existing.appId })
      .state.global.scanSponsor()
      .catch(() => undefined)
    const sends = [!unchanged, appTopUp > 0n, registered !== sponsor, sponsorTopUp > 0n].filter(Boolean).length
    return {
      ...base,
      action: unchanged ? 'nothing' : 'update',
      costs: costs(fee * BigInt(sends), 0n, appTopUp + sponsorTopUp),
    }
  }

  const tokensFactory = algorand.client.getTypedAppFactory(AttendanceTokensFactory, { defaultSender: deployer })
  const tokensCompiled = await tokensFactory.appFactory.compile({
    updatable: options.updatable,
    deletable: options.deletable,
  })
  const appMinBalance =
    appCreationMinBalance(factory.appSpec.state.schema, compiled) +
    appCreationMinBalance(tokensFactory.appSpec.state.schema, tokensCompiled)
  // Create both apps, fund both app accounts, name the issuer, set the links, fund the two sponsors.
  return {
    ...base,
    action: 'create',
    costs: costs(fee * 8n, appMinBalance, ACCOUNT_MIN_BALANCE * 4n + options.sponsorFloat * 2n),
  }
}

/** What creating an app locks in its creator's account: its program pages and global state. */
function appCreationMinBalance(
  schema: { global: { ints: number; bytes: number } },
  compiled: { approvalProgram: Uint8Array; clearStateProgram: Uint8Array },
): bigint {
  const programBytes = compiled.approvalProgram.length + compiled.clearStateProgram.length
  const extraPages = BigInt(Math.floor((programBytes - 1) / PROGRAM_PAGE_BYTES))
  return (
    APP_PAGE_MIN_BALANCE * (1n + extraPages) +
    GLOBAL_UINT_MIN_BALANCE * BigInt(schema.global.ints) +
    GLOBAL_BYTES_MIN_BALANCE * BigInt(schema.global.bytes)
  )
}

/** The plan as the deploy prints it, one line each. */
export function describePlan(plan: DeployPlan): string[] {
  const flags = `updatable: ${plan.updatable ? 'yes' : 'no'}, deletable: ${plan.deletable ? 'yes' : 'no'}`
  const action = {
    create: `create a new ${plan.appName} app (${plan.version}; ${flags})`,
    update: `update app ${plan.existing?.appId} to this program (${plan.version})`,
    nothing: `keep app ${plan.existing?.appId} as it is (${plan.version}; the same program)`,
    refuse: `nothing: ${plan.reason}`,
  }[plan.action]
  const lines = [
    `network:  ${plan.network} (node's genesis: ${plan.genesisId})`,
    `deployer: ${plan.deployer}, balance ${formatAlgoAmount(plan.deployerBalance, 6)}`,
    `existing: ${plan.existing ? `app ${plan.existing.appId}, ${plan.existing.version}` : `no ${plan.appName} app by this deployer`}`,
    `action:   ${action}`,
    `cost:     ${formatAlgoAmount(plan.costs.total, 6)} at most: fees ${formatAlgoAmount(plan.costs.fees, 6)}, ` +
      `app minimum balance ${formatAlgoAmount(plan.costs.appMinBalance, 6)}, ` +
      `app accounts and sponsors funding ${formatAlgoAmount(plan.costs.funding, 6)}`,
  ]
  if (plan.costs.total > plan.deployerBalance) lines.push('warning:  the deployer cannot pay for this')
  return lines
}
