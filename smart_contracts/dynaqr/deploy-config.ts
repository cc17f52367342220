import type { AlgorandClient } from '@algorandfoundation/algokit-utils'
import { AlgoAmount } from '@algorandfoundation/algokit-utils/types/amount'
import type { AppLookup } from '@algorandfoundation/algokit-utils/types/app-deployer'
import type { Address } from 'algosdk'
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { DynaQrClient, DynaQrFactory } from '../../artifacts/dynaqr/DynaQrClient'

/**
 * The deployed app's version names the layout of its boxes (event, registration, owner index). A
 * program that reads its boxes differently must not replace one whose boxes it would misread: when
 * the recorded deployment has another layout, deploy creates a new app beside it instead of updating.
 * Layout 5: the event's listing and approval flags and its details round, the app-wide index of
 * event ids, and registrations waiting for approval (layout 4 added the guest-list key, check-in
 * settings, ticket commitments and door device boxes).
 */
export const APP_VERSION = 'box-layout-6'

/**
 * What deploy does with a changed program: update in place only where the box layout is the same.
 * A new app for a new layout leaves the old one's events (and their printed QR codes) behind, so
 * it is only made where new apps are allowed (LocalNet); elsewhere deploy stops and says why.
 */
export function onUpdateFor(
  options: Pick<DeployOptions, 'updatable' | 'existingDeployments' | 'appendOnSchemaBreak'>,
  appName: string,
): 'update' | 'fail' | 'append' {
  const existing = options.existingDeployments?.apps[appName]
  if (existing && !existing.deleted && existing.version !== APP_VERSION) {
    if (options.appendOnSchemaBreak) return 'append'
    throw new Error(
      `App ${existing.appId} stores its boxes in layout '${existing.version}', this version in '${APP_VERSION}': ` +
        'it cannot be updated in place. Deploying a new app leaves the old events and their QR codes on the old one; ' +
        'to do that, delete the old app (if it is deletable) or deploy with another deployer account.',
    )
  }
  return options.updatable ? 'update' : 'fail'
}

const sponsorTealPath = fileURLToPath(new URL('../../artifacts/dynaqr/ScanSponsor.teal', import.meta.url))

export interface DeployOptions {
  /** Whether the deployer may later update / delete this deployment (TMPL_UPDATABLE / TMPL_DELETABLE). */
  updatable: boolean
  deletable: boolean
  /** A changed schema creates a new app next to the old one (LocalNet) instead of failing. */
  appendOnSchemaBreak: boolean
  /** Known deployments of this creator, so that no indexer is needed to find them. */
  existingDeployments?: AppLookup
  /** Float kept on the scan sponsor account beyond its minimum balance. */
  sponsorFloat: AlgoAmount
}

export interface ScanSponsor {
  address: string
  /** The compiled LogicSig program; the resolver signs sponsored scans with it. */
  programBase64: string
}

export interface Deployment {
  appClient: DynaQrClient
  operation: 'create' | 'update' | 'replace' | 'nothing'
  sponsor: ScanSponsor
  lookup: AppLookup
}

/** Deploys (or updates) DynaQR idempotently, funds the app account and configures the scan sponsor. */
export async function deploy(
  algorand: AlgorandClient,
  deployer: { addr: Address },
  options: DeployOptions,
): Promise<Deployment> {
  const factory = algorand.client.getTypedAppFactory(DynaQrFactory, {
    defaultSender: deployer.addr,
    version: APP_VERSION,
  })
  const { appClient, result } = await factory.deploy({
    updatable: options.updatable,
    deletable: options.deletable,
    onUpdate: onUpdateFor(options, factory.appName),
    onSchemaBreak: options.appendOnSchemaBreak ? 'append' : 'fail',
    updateParams: { method: 'update', args: [] },
    deleteParams: { method: 'delete', args: [] },
    existingDeployments: options.existingDeployments,
  })
  // The app account holds its own minimum balance; users pay for every box and asset they add.
  await algorand.account.ensureFunded(appClient.appAddress, deployer.addr, AlgoAmount.MicroAlgo(0))
  const sponsor = await configureScanSponsor(algorand, appClient, deployer.addr, options.sponsorFloat)

  const lookup: AppLookup = {
    creator: deployer.addr,
    apps: {
      ...options.existingDeployments?.apps,
      [appClient.appName]: {
        appId: appClient.appId,
        appAddress: appClient.appAddress,
        name: appClient.appName,
        version: result.version,
        updatable: result.updatable,
        deletable: result.deletable,
        createdRound: result.createdRound,
        updatedRound: result.updatedRound,
        createdMetadata: result.createdMetadata,
        deleted: false,
      },
    },
  }
  return { appClient, operation: result.operationPerformed, sponsor, lookup }
}

/** Compiles the ScanSponsor LogicSig for this app, registers it with the app and funds it. */
export async function configureScanSponsor(
  algorand: AlgorandClient,
  appClient: DynaQrClient,
  funder: Address,
  float: AlgoAmount,
): Promise<ScanSponsor> {
  const teal = readFileSync(sponsorTealPath, 'utf8')
  const compiled = await algorand.app.compileTealTemplate(teal, { APP_ID: appClient.appId })
  const sponsor = algorand.account.logicsig(compiled.compiledBase64ToBytes)
  const address = sponsor.addr.toString()

  const registered = await appClient.state.global.scanSponsor().catch(() => undefined)
  if (registered !== address) {
    await appClient.send.setScanSponsor({ args: { sponsor: address } })
  }
  await algorand.account.ensureFunded(address, funder, float)
  return { address, programBase64: compiled.compiled }
}
