/**
 * The web app's write path, loaded by its first write (chain/browser-chain-api.ts): the Node
 * globals algokit-utils reaches for, its logging, one AlgorandClient per configuration, and the
 * writes over a ChainContext that signs with the connected wallet.
 */
import './node-buffer'
import type { AlgorandClient } from '@algorandfoundation/algokit-utils/types/algorand-client'
import type { AppConfig } from '../../config'
import type { ReadContext } from '../node/read-context'
import { logChainFailuresAsWarnings } from './browser-logging'
import { writePathOf, type WritePath } from './chain-writes'
import { chainContextOver, createAlgorandClient, type AnnouncePending, type WalletSigner } from './client'
import type { SignatureStore } from './signature-store'

logChainFailuresAsWarnings()

/**
 * One AlgorandClient per configuration, whichever wallet signs: each typed client registers an
 * error transformer on its AlgorandClient, and a new one per wallet change would pile them up.
 */
const clients = new WeakMap<AppConfig, AlgorandClient>()

function algorandFor(config: AppConfig): AlgorandClient {
  let algorand = clients.get(config)
  if (!algorand) clients.set(config, (algorand = createAlgorandClient(config)))
  return algorand
}

export function writePathOver(
  read: ReadContext,
  wallet: WalletSigner,
  announcePending?: AnnouncePending,
  keySignatures?: SignatureStore,
): WritePath {
  return writePathOf(chainContextOver(read, wallet, algorandFor(read.config), announcePending, keySignatures))
}
