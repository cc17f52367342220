import type { AlgorandClient } from '@algorandfoundation/algokit-utils'
import { AlgoAmount } from '@algorandfoundation/algokit-utils/types/amount'
import type { AppLookup } from '@algorandfoundation/algokit-utils/types/app-deployer'
import type { Address } from 'algosdk'
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { AttendanceTokensFactory, type AttendanceTokensClient } from '../../artifacts/dynaqr/AttendanceTokensClient'
import { DynaQrClient, DynaQrFactory } from '../../artifacts/dynaqr/DynaQrClient'

/**
 * The deployed app's version names the layout of its boxes (event, registration, owner index). A
 * program that reads its boxes differently must not replace one whose boxes it would misread: when
 * the recorded deployment has another layout, deploy creates a new app beside it instead of updating.
 * Layout 8: the event's decide-by time and guest-list key version; a registration's refund owed, the
 * key version it was sealed to and its ticket number; attendance tokens in an app of their own
 * (layout 7 added the attendee budget, sponsored deposits, revealed tickets, the waitlist and a door's
 * pairing round; layout 6 paged the indexes by 64 ids; layout 5 added listing, approval and the details round).
 */
export const APP_VERSION = 'box-layout-10'

/** The attendance tokens app of one DynaQR app: found again by this name, made anew for a new app. */
export function tokensAppName(appId: bigint): string {
  return `AttendanceTokens for DynaQr ${appId}`
}

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

const scanSponsorTealPath = fileURLToPath(new URL('../../artifacts/dynaqr/ScanSponsor.teal', import.meta.url))
const attendeeSponsorTealPath = fileURLToPath(new URL('../../artifacts/dynaqr/AttendeeSponsor.teal', import.meta.url))

export interface DeployOptions {
  /** Whether the deployer may later update / delete this deployment (TMPL_UPDATABLE / TMPL_DELETABLE). */
  updatable: boolean
  deletable: boolean
  /** A changed schema creates a new app next to the old one (LocalNet) instead of failing. */
  appendOnSchemaBreak: boolean
  /** Known deployments of this creator, so that no indexer is needed to find them. */
  existingDeployments?: AppLookup
  /** Float kept on each sponsor account beyond its minimum balance. */
  sponsorFloat: AlgoAmount
}

/** A LogicSig account that pays fees for the app: the scan sponsor, or the attendee sponsor. */
export interface SponsorLogicSig {
  address: string
  /** The compiled program, APP_ID substituted; the web app signs the transactions it pays for with it. */
  programBase64: string
}

export interface Deployment {
  appClient: DynaQrClient
  /** The app that mints, holds and delivers appClient's attendance tokens. */
  tokens: AttendanceTokensClient
  operation: 'create' | 'update' | 'replace' | 'nothing'
  /** Pays wallet-less scans. */
  sponsor: SponsorLogicSig
  /** Pays attendees' fees on events whose owner pays attendees' costs. */
  attendeeSponsor: SponsorLogicSig
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
  const tokens = await deployTokens(algorand, deployer, appClient.appId, options)
  const { scan: sponsor, attendee: attendeeSponsor } = await configureLinks(
    algorand,
    appClient,
    tokens.client.appId,
    deployer.addr,
    options.sponsorFloat,
  )

  const lookup: AppLookup = {
    creator: deployer.addr,
    apps: {
      ...options.existingDeployments?.apps,
      [appClient.appName]: lookupEntry(appClient, result),
      [tokens.client.appName]: lookupEntry(tokens.client, tokens.result),
    },
  }
  return { appClient, tokens: tokens.client, operation: result.operationPerformed, sponsor, attendeeSponsor, lookup }
}

type DeployResult = Awaited<ReturnType<DynaQrFactory['deploy']>>['result']

function lookupEntry(client: { appId: bigint; appAddress: Address; appName: string }, result: DeployResult) {
  return {
    appId: client.appId,
    appAddress: client.appAddress,
    name: client.appName,
    version: result.version,
    updatable: result.updatable,
    deletable: result.deletable,
    createdRound: result.createdRound,
    updatedRound: result.updatedRound,
    createdMetadata: result.createdMetadata,
    deleted: false,
  }
}

/**
 * Deploys (or updates) the attendance tokens app of the DynaQR app `issuer`, funds its account's
 * minimum balance and names `issuer` in it, once.
 */
async function deployTokens(
  algorand: AlgorandClient,
  deployer: { addr: Address },
  issuer: bigint,
  options: DeployOptions,
): Promise<{ client: AttendanceTokensClient; result: DeployResult }> {
  const factory = algorand.client.getTypedAppFactory(AttendanceTokensFactory, {
    defaultSender: deployer.addr,
    appName: tokensAppName(issuer),
    version: APP_VERSION,
  })
  const { appClient: client, result } = await factory.deploy({
    updatable: options.updatable,
    deletable: options.deletable,
    onUpdate: options.updatable ? 'update' : 'fail',
    onSchemaBreak: 'fail',
    updateParams: { method: 'update', args: [] },
    deleteParams: { method: 'delete', args: [] },
    existingDeployments: options.existingDeployments,
  })
  await algorand.account.ensureFunded(client.appAddress, deployer.addr, AlgoAmount.MicroAlgo(0))
  const named = await client.state.global.issuer().catch(() => undefined)
  if (named === undefined) await client.send.setIssuer({ args: { issuer } })
  return { client, result: result as DeployResult }
}

/** Compiles a sponsor LogicSig's TEAL template for this app. */
async function compileSponsor(algorand: AlgorandClient, tealPath: string, appId: bigint): Promise<SponsorLogicSig> {
  const compiled = await algorand.app.compileTealTemplate(readFileSync(tealPath, 'utf8'), { APP_ID: appId })
  const address = algorand.account.logicsig(compiled.compiledBase64ToBytes).addr.toString()
  return { address, programBase64: compiled.compiled }
}

/**
 * Compiles the ScanSponsor and AttendeeSponsor LogicSigs for this app, registers them and the tokens
 * app with the app (set_links, when any differs from what the app holds) and funds the sponsors.
 */
export async function configureLinks(
  algorand: AlgorandClient,
  appClient: DynaQrClient,
  tokenApp: bigint,
  funder: Address,
  float: AlgoAmount,
): Promise<{ scan: SponsorLogicSig; attendee: SponsorLogicSig }> {
  const scan = await compileSponsor(algorand, scanSponsorTealPath, appClient.appId)
  const attendee = await compileSponsor(algorand, attendeeSponsorTealPath, appClient.appId)
  const registered = await appClient.state.global.getAll().catch(() => ({}) as Record<string, unknown>)
  if (
    registered.scanSponsor !== scan.address ||
    registered.attendeeSponsor !== attendee.address ||
    registered.tokenApp !== tokenApp
  ) {
    await appClient.send.setLinks({ args: { scanSponsor: scan.address, attendeeSponsor: attendee.address, tokenApp } })
  }
  await algorand.account.ensureFunded(scan.address, funder, float)
  await algorand.account.ensureFunded(attendee.address, funder, float)
  return { scan, attendee }
}
