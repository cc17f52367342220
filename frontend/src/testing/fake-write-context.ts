/**
 * Test double of the write context: app 7 on a node whose boxes a test puts in place, a wallet
 * path that logs every use (so a test can show that nothing was signed), and a create_event group
 * whose send the test scripts. Given the sender's secret key, its wallet also signs the never-sent
 * transaction DynaQR's keys come from (chain/write/wallet-keys-signature.ts), as a wallet does.
 */
import { ABIType, type ABIValue, type Transaction } from 'algosdk'
import type { EventRecord, RegistrationRecord } from '../../../artifacts/dynaqr/DynaQrMinimalClient'
import { parseConfig } from '../config'
import type { AlgodRest } from '../chain/node/algod-rest'
import type { TransactionRecord } from '../chain/node/app-call'
import { eventMetadataInMemory } from './fake-metadata-store'
import { createReadContext } from '../chain/node/read-context'
import { structValues } from './fake-structs'
import { structTupleType } from '../chain/node/contract-structs'
import type { ChainContext } from '../chain/write/client'

function encodeStruct(name: 'EventRecord' | 'RegistrationRecord', record: object): Uint8Array {
  return ABIType.from(structTupleType(name)).encode(structValues(name, record) as ABIValue)
}

export const encodeEventRecord = (record: EventRecord) => encodeStruct('EventRecord', record)
export const encodeRegistrationRecord = (record: RegistrationRecord) => encodeStruct('RegistrationRecord', record)

export interface FakeWriteNode {
  ctx: ChainContext
  putBox(name: Uint8Array, value: Uint8Array): void
  /** Every use of the wallet's path: building a group, or sending a call. */
  walletUses: string[]
  /** How many never-sent key transactions the wallet signed. */
  keySignatures: number
}

/** The network the fake node is on. */
export const FAKE_WRITE_PARAMS = {
  minFee: 1_000n,
  firstValid: 100n,
  lastValid: 1_100n,
  genesisID: 'dockernet-v1',
  genesisHash: new Uint8Array(32).fill(9),
}

export function fakeWriteContext(
  sender: string,
  {
    createEvent,
    secretKey,
    blocks,
  }: {
    /**
     * The create_event group's send, given what the write passed to the typed client for the call
     * and the transactions it added after it (the details' carriers).
     */
    createEvent?: (
      node: FakeWriteNode,
      params: { sender: string; args: Record<string, unknown>; note?: Uint8Array },
      carriers: unknown[],
    ) => Promise<{ txIds: string[]; confirmations: unknown[] }>
    /** The sender's algosdk secret key: its wallet signs what it is asked to (else it refuses). */
    secretKey?: Uint8Array
    /** The transactions of the blocks the node keeps, by round. */
    blocks?: ReadonlyMap<bigint, TransactionRecord[]>
  } = {},
): FakeWriteNode {
  const boxes = new Map<string, Uint8Array>()
  const walletUses: string[] = []
  const unexpected = (what: string) => async () => {
    throw new Error(`the fake node was not expected to answer ${what}`)
  }
  const algodRest: AlgodRest = {
    getBox: async (_appId, name) => boxes.get(name.join(',')) ?? null,
    getLastRound: async () => 100n,
    getAssetAmount: unexpected('getAssetAmount'),
    getApprovalProgram: unexpected('getApprovalProgram'),
    getTransactionParams: secretKey ? async () => FAKE_WRITE_PARAMS : unexpected('getTransactionParams'),
    sendRawTransaction: unexpected('sendRawTransaction'),
    simulate: unexpected('simulate'),
    getAccountAmount: unexpected('getAccountAmount'),
    getAssetHolding: unexpected('getAssetHolding'),
    getAuthAddress: secretKey ? async () => null : unexpected('getAuthAddress'),
    getSpendableBalance: secretKey ? async () => 10_000_000n : unexpected('getSpendableBalance'),
    getLastBlockTime: unexpected('getLastBlockTime'),
    getBlockAppCalls: unexpected('getBlockAppCalls'),
    getBlockTransactions: blocks ? async (round) => blocks.get(round) ?? null : unexpected('getBlockTransactions'),
    getAssetUnit: unexpected('getAssetUnit'),
    listBoxes: unexpected('listBoxes'),
  }
  const node: FakeWriteNode = {
    ctx: undefined as unknown as ChainContext,
    putBox: (name, value) => boxes.set(name.join(','), value),
    walletUses,
    keySignatures: 0,
  }
  const app = {
    appAddress: 'APP',
    /** The app's event count: 3 events, so the next one writes into the first page of its index. */
    state: { global: { listedCount: async () => 3n } },
    /**
     * A group of one create_event call and the transactions after it; any other call reaches the
     * wallet's path unexpectedly (logged as 'newGroup').
     */
    newGroup() {
      let call: { sender: string; args: Record<string, unknown>; note?: Uint8Array } | undefined
      const carriers: unknown[] = []
      const group: Record<string, unknown> = {
        createEvent(params: typeof call) {
          call = params
          return group
        },
        addTransaction(transaction: unknown) {
          carriers.push(transaction)
          return group
        },
        async send() {
          walletUses.push('createEvent')
          if (!createEvent || !call) throw new Error('no create_event was expected')
          return createEvent(node, call, carriers)
        },
      }
      return new Proxy(group, {
        get(target, name: string) {
          if (name in target) return target[name]
          walletUses.push('newGroup')
          throw new Error(`no ${name} call was expected`)
        },
      })
    },
  }
  const algorand = {
    createTransaction: { payment: async (params: unknown) => ({ payment: params }) },
    account: {
      getSigner: (address: string) => async (group: Transaction[], indexes: number[]) => {
        if (!secretKey || address !== sender) throw new Error(`the fake wallet holds no key for ${address}`)
        node.keySignatures++
        return indexes.map((index) => group[index].signTxn(secretKey))
      },
    },
  }
  node.ctx = {
    ...createReadContext(parseConfig({ VITE_APP_ID: '7' }), eventMetadataInMemory(), 'http://app'),
    algodRest,
    algorand,
    app,
    sender,
    wasSigned: () => false,
  } as unknown as ChainContext
  return node
}
