/**
 * Write clients: an AlgorandClient for the configured node, signing with the connected wallet,
 * and the generated typed DynaQR client for every contract call.
 */
import { AlgorandClient } from '@algorandfoundation/algokit-utils/types/algorand-client'
import type { TransactionSigner } from 'algosdk'
import { DynaQrClient } from '../../../../artifacts/dynaqr/DynaQrClient'
import type { AppConfig } from '../../config'
import type { MetadataStore } from '../../domain/metadata-schema'
import { createReadContext, type ReadContext } from '../read/read-context'

/** How many rounds a write waits for its confirmation before it counts as failed. */
export const CONFIRMATION_ROUNDS = 4

/** The read context (every read goes over fetch) plus what writes need: the clients and the signing wallet. */
export interface ChainContext extends ReadContext {
  algorand: AlgorandClient
  app: DynaQrClient
  /** The connected wallet's active address, null when disconnected. */
  sender: string | null
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
): ChainContext {
  if (wallet.address) algorand.setSigner(wallet.address, wallet.signer)
  const app = appClientFor(algorand, config.appId)
  return { ...createReadContext(config, metadata, origin), algorand, app, sender: wallet.address }
}
