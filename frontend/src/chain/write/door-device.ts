/**
 * A door device's writes: it checks tickets in with its own account, a WebCrypto Ed25519 key that
 * never leaves its browser, and pays the fee from the balance the owner gave it. No wallet and no
 * simulate: the call names the three boxes it touches, so one request sends it.
 */
import { AlgoAmount } from '@algorandfoundation/algokit-utils/types/amount'
import type { AlgorandClient } from '@algorandfoundation/algokit-utils/types/algorand-client'
import type { Transaction, TransactionSigner } from 'algosdk'
import { DynaQrClient } from '../../../../artifacts/dynaqr/DynaQrMinimalClient'
import { addressFromPublicKey } from '../../domain/text/algorand-address'
import { CHAIN_MESSAGES } from '../../domain/messages/messages'
import { CHECK_IN_MESSAGES } from '../../domain/check-in/check-in-messages'
import { NO_TICKET_SECRET, type Ticket } from '../../domain/check-in/ticket'
import { eventBoxName } from '../node/box-keys'
import { doorBoxName, registrationBoxName } from '../node/account-box-keys'
import type { ReadContext } from '../node/read-context'
import { contractReason } from './actions'
import { errorText, isContractRejection, isDefiniteRejection } from './errors'

/** What signs for the device: its raw Ed25519 public key and a signer of raw messages. */
export interface DoorKeyPair {
  publicKey: Uint8Array
  sign(message: Uint8Array): Promise<Uint8Array>
}

export type CheckInOutcome =
  | { status: 'recorded'; txId: string; round: number }
  /** The contract refused it, with its reason: the scan is settled, nothing to retry. */
  | { status: 'refused'; reason: string }
  /**
   * Not taken: the network did not answer, or the door's balance cannot pay the fee. The scan is
   * kept and sent again later; `message` says why for people when there is something to do.
   */
  | { status: 'unsent'; reason: string; message?: string }

const NONCE_BYTES = 8
/** Rounds a check-in waits for its confirmation; a door sends several at once meanwhile. */
const CONFIRMATION_ROUNDS = 8

export function doorAddress(key: Pick<DoorKeyPair, 'publicKey'>): string {
  return addressFromPublicKey(key.publicKey)
}

/** An algosdk signer that signs with the device key (only its own transactions). */
export function doorSigner(key: DoorKeyPair): TransactionSigner {
  const address = doorAddress(key)
  return async (group: Transaction[], indexes: number[]) =>
    Promise.all(
      indexes.map(async (index) => {
        const transaction = group[index]
        if (transaction.sender.toString() !== address) throw new Error('A door signs only its own transactions')
        return transaction.attachSignature(address, await key.sign(transaction.bytesToSign()))
      }),
    )
}

export interface DoorChain {
  address: string
  checkIn(ticket: Ticket, eventSeq: bigint): Promise<CheckInOutcome>
  /** Checks a registered guest in without their ticket (found by name on the guest list). */
  admit(eventId: string, attendee: string, eventSeq: bigint): Promise<CheckInOutcome>
}

export function createDoorChain(read: ReadContext, algorand: AlgorandClient, key: DoorKeyPair): DoorChain {
  const address = doorAddress(key)
  const signer = doorSigner(key)
  const app = new DynaQrClient({ appId: read.config.appId, algorand })
  async function send(
    eventId: string,
    attendee: string,
    secret: Uint8Array,
    eventSeq: bigint,
  ): Promise<CheckInOutcome> {
    try {
      const result = await app.send.checkIn({
        sender: address,
        signer,
        args: { eventId, attendee, ticketSecret: secret },
        boxReferences: [eventBoxName(eventId), doorBoxName(address, eventSeq), registrationBoxName(attendee, eventSeq)],
        // Every attempt is its own transaction: a scan sent again is evaluated again, never
        // taken for the earlier one.
        note: crypto.getRandomValues(new Uint8Array(NONCE_BYTES)),
        staticFee: AlgoAmount.MicroAlgo(1_000),
        populateAppCallResources: false,
        maxRoundsToWaitForConfirmation: CONFIRMATION_ROUNDS,
      })
      return {
        status: 'recorded',
        txId: result.txIds.at(-1) ?? '',
        round: Number(result.confirmation.confirmedRound ?? 0),
      }
    } catch (error) {
      if (/already in ledger/.test(errorText(error))) return { status: 'recorded', txId: '', round: 0 }
      const text = errorText(error)
      // A door that cannot pay the fee keeps its scans until the owner tops it up.
      if (/overspend|below min/.test(text))
        return { status: 'unsent', reason: text, message: CHECK_IN_MESSAGES.lowBalance }
      if (isContractRejection(error) || isDefiniteRejection(error)) {
        return { status: 'refused', reason: (await contractReason(read, error)) ?? CHAIN_MESSAGES.transactionFailed }
      }
      return { status: 'unsent', reason: text }
    }
  }
  return {
    address,
    checkIn: (ticket, eventSeq) => send(ticket.eventId, ticket.attendee, ticket.secret, eventSeq),
    admit: (eventId, attendee, eventSeq) => send(eventId, attendee, NO_TICKET_SECRET, eventSeq),
  }
}
