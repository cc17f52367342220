/**
 * Write clients: an AlgorandClient for the configured node, signing with the connected wallet,
 * and the generated typed DynaQR client for every contract call.
 */
import { AlgorandClient } from '@algorandfoundation/algokit-utils/types/algorand-client'
import type { TransactionSigner } from 'algosdk'
import { DynaQrClient } from '../../../../artifacts/dynaqr/DynaQrMinimalClient'
import type { AppConfig } from '../../config'
import type { MetadataStore } from '../../domain/details/metadata-schema'
import { createReadContext, type ReadContext } from '../node/read-context'
import { recordSignatures } from './signing-record'
import type { SignatureStore } from './signature-store'

/**
 * How many rounds a write waits for its confirmation, and how many rounds its transactions stay
 * valid: once that window has passed, a transaction that did not land never can, so a write not
 * confirmed in time is followed until it lands or its window closes (settle.ts). The window opens
 * when the write is built, before the wallet asks to sign: 10 rounds (about 30 s on TestNet) leave
 * time to approve on a phone.
 */
export const CONFIRMATION_ROUNDS = 10

/** How every write is sent. */
export const WRITE_SEND = {
  populateAppCallResources: true,
  maxRoundsToWaitForConfirmation: CONFIRMATION_ROUNDS,
} as const

/**
 * Tells the person that a write was sent and is still waiting to be confirmed; returns what takes
 * that notice down once the write is settled either way.
 */
export type AnnouncePending = (txId: string) => () => void

/** The read context (every read goes over fetch) plus what writes need: the clients and the signing wallet. */
export interface ChainContext extends ReadContext {
  algorand: AlgorandClient
  app: DynaQrClient
  /** The connected wallet's active address, null when disconnected. */
  sender: string | null
  announcePending?: AnnouncePending
  /** Whether the connected wallet signed this transaction through this context. */
  wasSigned(txId: string): boolean
  /** Where the wallet's key signatures are kept for the session; the page's memory when absent. */
  keySignatures?: SignatureStore
}

export interface WalletSigner {
  address: string | null
  signer: TransactionSigner
}

export function createAlgorandClient(config: AppConfig): AlgorandClient {
  const { algod, indexer } = config
  return AlgorandClient.fromConfig({
    algodConfig: { server: algod.server, port: algod.port || undefined, token: algod.token },
    indexerConfig: indexer
      ? { server: indexer.server, port: indexer.port || undefined, token: indexer.token }
      : undefined,
  })
}

/**
 * One typed client per AlgorandClient and app: each typed client registers an error transformer
 * on its AlgorandClient, so a new one per wallet change would pile them up. Calls name their
 * sender themselves.
 */
const appClients = new WeakMap<AlgorandClient, Map<bigint, DynaQrClient>>()

function appClientFor(algorand: AlgorandClient, appId: bigint): DynaQrClient {
  let byApp = appClients.get(algorand)
  if (!byApp) appClients.set(algorand, (byApp = new Map()))
  let app = byApp.get(appId)
  if (!app) byApp.set(appId, (app = new DynaQrClient({ appId, algorand })))
  return app
}

export function createChainContext(
  config: AppConfig,
  metadata: MetadataStore,
  wallet: WalletSigner,
  origin: string,
  algorand: AlgorandClient = createAlgorandClient(config),
  announcePending?: AnnouncePending,
  keySignatures?: SignatureStore,
): ChainContext {
  return chainContextOver(createReadContext(config, metadata, origin), wallet, algorand, announcePending, keySignatures)
}

/** The write context over a read context the reads already use (its node, its metadata). */
export function chainContextOver(
  read: ReadContext,
  wallet: WalletSigner,
  algorand: AlgorandClient,
  announcePending?: AnnouncePending,
  keySignatures?: SignatureStore,
): ChainContext {
  const signing = recordSignatures(wallet.signer)
  if (wallet.address) algorand.setSigner(wallet.address, signing.signer)
  const app = appClientFor(algorand, read.config.appId)
  return {
    ...read,
    algorand,
    app,
    sender: wallet.address,
    announcePending,
    wasSigned: signing.wasSigned,
    keySignatures,
  }
}
