/**
 * A wallet-less scan: the scan-sponsor LogicSig (VITE_SCAN_SPONSOR_PROGRAM) pays for a lone
 * increment_scan NoOp call, and the app refunds it from the event's scan budget.
 *
 * The signed transaction is assembled as its canonical msgpack map rather than through algosdk's
 * Transaction and LogicSigAccount classes, which would pull about 40 KB (gzipped) of signing,
 * model and msgpack code into the resolver bundle. sponsored-scan.spec.ts checks that the bytes
 * are identical to algosdk's own encoding.
 */
import { encodeArc4String } from '../node/arc4-codec'
import { eventBoxName } from '../node/box-keys'
import { spelledAddress } from '../../domain/text/address-base32'
import { SPONSORED_NOTE_MAX_BYTES, SPONSORED_SCAN_FEE_MICROALGOS } from '../../domain/contract/limits'
import type { AlgodCore, TransactionParams } from '../node/algod-core'
import { base64ToBytes, encodeMsgpack } from '../node/msgpack'

/**
 * The ARC-4 selector of increment_scan(string)uint64: the first 4 bytes of the SHA-512/256 of that
 * signature. A constant, so that neither the ARC-56 method list nor a hash is bundled for it;
 * sponsored-scan.spec.ts checks it against the ARC-56 file.
 */
export const INCREMENT_SCAN_SELECTOR = Uint8Array.of(0xe0, 0x61, 0x43, 0x52)

export interface ScanSponsor {
  appId: bigint
  /** Base64 of the compiled LogicSig program. */
  program: string
  /**
   * The LogicSig's address, checked when the app is built (vite.config.ts); the node also rejects
   * the transaction if it does not match the program. Its checksum is not checked again here.
   */
  address: string
}

/**
 * A random note: two scanners of the same event in the same round would otherwise build
 * byte-identical transactions, and the node would refuse the second as a duplicate.
 */
export function scanNonce(): Uint8Array {
  return crypto.getRandomValues(new Uint8Array(SPONSORED_NOTE_MAX_BYTES))
}

/** Canonical encoding of the LogicSig-signed increment_scan call (keys sorted, empty fields omitted). */
export function encodeSponsoredScan(
  sponsor: ScanSponsor,
  eventId: string,
  params: TransactionParams,
  nonce: Uint8Array = scanNonce(),
): Uint8Array {
  const txn = {
    apaa: [INCREMENT_SCAN_SELECTOR, encodeArc4String(eventId)],
    apbx: [{ n: eventBoxName(eventId) }],
    apid: sponsor.appId,
    fee: BigInt(SPONSORED_SCAN_FEE_MICROALGOS),
    fv: params.firstValid,
    gen: params.genesisID,
    gh: params.genesisHash,
    lv: params.lastValid,
    note: nonce,
    snd: spelledAddress(sponsor.address).publicKey,
    type: 'appl',
  }
  return encodeMsgpack({ lsig: { l: base64ToBytes(sponsor.program) }, txn })
}

export async function sendSponsoredScan(algod: AlgodCore, sponsor: ScanSponsor, eventId: string): Promise<string> {
  const params = await algod.getTransactionParams()
  return algod.sendRawTransaction(encodeSponsoredScan(sponsor, eventId, params))
}
