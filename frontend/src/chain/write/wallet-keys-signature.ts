/**
 * The connected wallet's signatures that its DynaQR keys come from (chain/privacy/wallet-keys.ts):
 * each over a never-sendable transaction bound to this app, this network and the account, whose
 * note names the site and what the key opens. The wallet is asked once per purpose and session: the
 * context's signature store keeps each signature until the tab closes or the wallet disconnects.
 */
import { decodeUnsignedTransaction } from 'algosdk'
import { publicKeyFromAddress } from '../../domain/text/algorand-address'
import { resolverBase } from '../../config-links'
import { GUEST_LIST_MESSAGES } from '../../domain/guest-list/guest-list-messages'
import { keyPurposeName, walletKeyNote, type KeyPurpose } from '../privacy/wallet-keys'
import { sameBytes } from '../node/bytes'
import { encodeUnsendableTransaction, signatureOver } from '../node/unsendable-transaction'
import type { ChainContext } from './client'
import { memorySignatureStore, type SignatureStore } from './signature-store'

const pageSignatures = memorySignatureStore()
const asked = new Map<string, Promise<Uint8Array>>()

/** Thrown when the wallet answered with anything but this account's signature of the transaction. */
export class WalletKeyRefused extends Error {}

/** Thrown when the wallet signed the same request twice with different signatures: no key can come from it. */
export class WalletKeyUnstable extends Error {}

/** The site the notes name: where people use this app (the resolver links' base). */
function siteOf(ctx: ChainContext): string {
  return resolverBase(ctx.config, ctx.origin)
}

async function askWallet(ctx: ChainContext, address: string, purpose: KeyPurpose): Promise<Uint8Array> {
  const params = await ctx.algodRest.getTransactionParams()
  const transaction = {
    address,
    genesisID: params.genesisID,
    genesisHash: params.genesisHash,
    note: walletKeyNote({ site: siteOf(ctx), appId: ctx.config.appId }, purpose),
  }
  const unsigned = decodeUnsignedTransaction(encodeUnsendableTransaction(transaction))
  const [signed] = await ctx.algorand.account.getSigner(address)([unsigned], [0])
  // A rekeyed account signs with its auth account's key, named as the signer: that key's
  // signature is the stable one.
  const authAddress = await ctx.algodRest.getAuthAddress(address)
  const signerKey = publicKeyFromAddress(authAddress ?? address)
  const signature = signed
    ? await signatureOver(transaction, signed, signerKey, crypto.subtle, authAddress ? signerKey : undefined)
    : null
  if (!signature) throw new WalletKeyRefused('The wallet did not sign')
  return signature
}

function storeName(ctx: ChainContext, address: string, purpose: KeyPurpose): string {
  return `${ctx.config.network}:${ctx.config.appId}:${address}:${keyPurposeName(purpose)}`
}

function storeOf(ctx: ChainContext): SignatureStore {
  return ctx.keySignatures ?? pageSignatures
}

/** The signature for `purpose` by the connected account; the wallet is asked at most once per session. */
export function walletKeySignature(ctx: ChainContext, address: string, purpose: KeyPurpose): Promise<Uint8Array> {
  const name = storeName(ctx, address, purpose)
  const kept = storeOf(ctx).get(name)
  if (kept) return Promise.resolve(kept)
  let pending = asked.get(name)
  if (!pending) {
    pending = askWallet(ctx, address, purpose).then(
      (signature) => {
        storeOf(ctx).set(name, signature)
        asked.delete(name)
        return signature
      },
      (error: unknown) => {
        asked.delete(name)
        throw error
      },
    )
    asked.set(name, pending)
  }
  return pending
}

/**
 * Before a key is published (a new event's guest list, or a replaced one): the wallet signs the
 * request twice, and both signatures must be the same, since a wallet that signs differently each
 * time could never make the key again. Returns the signature, kept for the session.
 */
export async function steadyWalletKeySignature(
  ctx: ChainContext,
  address: string,
  purpose: KeyPurpose,
): Promise<Uint8Array> {
  const first = await askWallet(ctx, address, purpose)
  const second = await askWallet(ctx, address, purpose)
  if (!sameBytes(first, second)) throw new WalletKeyUnstable(GUEST_LIST_MESSAGES.unsteadyWallet)
  storeOf(ctx).set(storeName(ctx, address, purpose), first)
  return first
}
