/**
 * The connected wallet's signature that its DynaQR keys come from (chain/privacy/wallet-keys.ts):
 * over a never-sendable transaction bound to this app, this network and the account. Asked of the
 * wallet once per account and page, then kept in memory only.
 */
import { decodeUnsignedTransaction } from 'algosdk'
import { publicKeyFromAddress } from '../../domain/algorand-address'
import { walletKeyNote } from '../privacy/wallet-keys'
import { encodeUnsendableTransaction, signatureOver } from '../node/unsendable-transaction'
import type { ChainContext } from './client'

const signatures = new Map<string, Promise<Uint8Array>>()

/** Thrown when the wallet answered with anything but this account's signature of the transaction. */
export class WalletKeyRefused extends Error {}

async function askWallet(ctx: ChainContext, address: string): Promise<Uint8Array> {
  const params = await ctx.algodRest.getTransactionParams()
  const transaction = {
    address,
    genesisID: params.genesisID,
    genesisHash: params.genesisHash,
    note: walletKeyNote(ctx.config.appId),
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

/** The signature for the connected account; the wallet is asked at most once per page. */
export function walletKeySignature(ctx: ChainContext, address: string): Promise<Uint8Array> {
  const key = `${ctx.config.appId}:${ctx.config.network}:${address}`
  let signature = signatures.get(key)
  if (!signature) {
    signature = askWallet(ctx, address)
    signature.catch(() => signatures.delete(key))
    signatures.set(key, signature)
  }
  return signature
}
