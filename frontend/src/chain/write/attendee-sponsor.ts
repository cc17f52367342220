/**
 * Groups whose network fees the attendee sponsor pays, on events whose owner pays attendees' costs:
 * the sponsor's zero-ALGO payment to itself, signed with its LogicSig, stands just before the
 * attendee's call and carries the whole group's fee; the attendee's own transactions carry none, so
 * an account holding no ALGO can send them. The app pays the fee back to the sponsor from the event's
 * attendee budget in the same call (smart_contracts/dynaqr/attendee-sponsor.algo.ts).
 */
import { AlgoAmount } from '@algorandfoundation/algokit-utils/types/amount'
import type { TransactionWithSigner } from 'algosdk'
import { LogicSigAccount, makeLogicSigAccountTransactionSigner, type TransactionSigner } from 'algosdk'
import type { AppConfig } from '../../config'
import { base64ToBytes } from '../node/msgpack'
import type { ChainContext } from './client'
import { payment } from './payments'
import type { WriteValidity } from './settle'

export interface AttendeeSponsor {
  address: string
  signer: TransactionSigner
}

const sponsors = new Map<string, AttendeeSponsor>()

/** The configured attendee sponsor (its address is its program's), or null when the build has none. */
export function attendeeSponsor(config: Pick<AppConfig, 'attendeeSponsorProgram'>): AttendeeSponsor | null {
  const program = config.attendeeSponsorProgram
  if (!program) return null
  let sponsor = sponsors.get(program)
  if (!sponsor) {
    const logicSig = new LogicSigAccount(base64ToBytes(program))
    sponsor = { address: logicSig.address().toString(), signer: makeLogicSigAccountTransactionSigner(logicSig) }
    sponsors.set(program, sponsor)
  }
  return sponsor
}

/** The transaction's fee set to `fee`, whatever the node suggests: a sponsored group's fees are exact. */
export const exactFee = (fee: bigint) => ({ staticFee: AlgoAmount.MicroAlgo(fee) })

/** No fee: the sponsor's payment carries it. */
export const NO_FEE = exactFee(0n)

/** The sponsor's payment that pays the group's `fee`, signed with the LogicSig. */
export async function sponsorFeePayment(
  ctx: ChainContext,
  sponsor: AttendeeSponsor,
  fee: bigint,
  validity: WriteValidity,
): Promise<TransactionWithSigner> {
  const txn = await payment(ctx, sponsor.address, sponsor.address, 0n, validity, exactFee(fee))
  return { txn, signer: sponsor.signer }
}
