/**
 * The wallet proof of nft-gated access: a 0-ALGO payment from the account to itself whose note
 * binds app, event, page origin and a fresh nonce (domain/access/access-proof.ts), valid only in round 1,
 * long past on every network, so it can never be sent. The page checks the wallet's signature over
 * exactly the transaction it asked for with WebCrypto's Ed25519, and that the account's own key
 * still controls it (a rekeyed account's original key proves nothing).
 *
 * The transaction is built and checked by unsendable-transaction.ts.
 */
import { publicKeyFromAddress } from '../../domain/text/algorand-address'
import { toBase64Url } from '../../domain/text/base64url'
import {
  accessProofNote,
  sameChallenge,
  type AccessChallenge,
  type AccessProof,
  type ProofOutcome,
} from '../../domain/access/access-proof'
import { ACCESS_MESSAGES, ACCESS_PROOF_MESSAGES } from '../../domain/messages/messages'
import type { AlgodRest } from '../node/algod-rest'
import { encodeUnsendableTransaction, signatureOver, type UnsendableTransaction } from '../node/unsendable-transaction'

const NONCE_BYTES = 16

function proofTransaction(challenge: AccessChallenge): UnsendableTransaction {
  const { address, genesisID, genesisHash } = challenge
  return { address, genesisID, genesisHash, note: accessProofNote(challenge) }
}

/** The unsigned transaction the wallet is asked to sign (msgpack, as wallets take it). */
export function encodeProofTransaction(challenge: AccessChallenge): Uint8Array {
  return encodeUnsendableTransaction(proofTransaction(challenge))
}

/**
 * Whether `signed` is the challenge's transaction, unchanged and with no other signer named,
 * signed by the key of the challenge's account.
 */
export async function verifyProofSignature(
  challenge: AccessChallenge,
  signed: Uint8Array,
  subtle: SubtleCrypto,
): Promise<boolean> {
  const publicKey = publicKeyFromAddress(challenge.address)
  return (await signatureOver(proofTransaction(challenge), signed, publicKey, subtle)) !== null
}

export interface AccessProofRequest {
  challenge: AccessChallenge
  /** What the wallet signs. */
  transaction: Uint8Array
}

/** Issues challenges and checks the proofs that answer them, each challenge once. */
export interface AccessProofs {
  request(eventId: string, address: string): Promise<AccessProofRequest>
  check(proof: AccessProof, eventId: string): Promise<ProofOutcome>
}

export interface AccessProofScope {
  appId: bigint
  /** The origin of the page asking; proofs for any other are refused. */
  origin: string
}

export function createAccessProofs(
  algod: AlgodRest,
  scope: AccessProofScope,
  subtle: SubtleCrypto | null = globalThis.crypto?.subtle ?? null,
  randomBytes: (length: number) => Uint8Array = (length) => crypto.getRandomValues(new Uint8Array(length)),
): AccessProofs {
  const issued = new Map<string, AccessChallenge>()
  const refused = (reason: string): ProofOutcome => ({ proven: false, reason })

  return {
    async request(eventId, address) {
      const params = await algod.getTransactionParams()
      const challenge: AccessChallenge = {
        appId: scope.appId,
        eventId,
        origin: scope.origin,
        nonce: toBase64Url(randomBytes(NONCE_BYTES)),
        address,
        genesisID: params.genesisID,
        genesisHash: params.genesisHash,
      }
      issued.set(challenge.nonce, challenge)
      return { challenge, transaction: encodeProofTransaction(challenge) }
    },

    async check({ challenge, signedTransaction }, eventId) {
      const asked = issued.get(challenge.nonce)
      issued.delete(challenge.nonce)
      if (!asked || !sameChallenge(asked, challenge) || asked.eventId !== eventId) {
        return refused(ACCESS_PROOF_MESSAGES.refused)
      }
      if (!subtle) return refused(ACCESS_PROOF_MESSAGES.unsupported)
      let signedByAccount: boolean
      try {
        signedByAccount = await verifyProofSignature(asked, signedTransaction, subtle)
      } catch {
        return refused(ACCESS_PROOF_MESSAGES.unsupported)
      }
      if (!signedByAccount) return refused(ACCESS_PROOF_MESSAGES.refused)
      try {
        if (await algod.getAuthAddress(asked.address)) return refused(ACCESS_PROOF_MESSAGES.rekeyed)
      } catch {
        return refused(ACCESS_MESSAGES.checkFailed)
      }
      return { proven: true, address: asked.address }
    },
  }
}
