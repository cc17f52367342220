/**
 * Test double of the write context: app 7 on a node whose boxes a test puts in place, a wallet
 * path that logs every use (so a test can show that nothing was signed), and a create_event send
 * the test scripts.
 */
import { ABIType, type ABIValue } from 'algosdk'
import type { EventRecord, RegistrationRecord } from '../../../../artifacts/dynaqr/DynaQrClient'
import { parseConfig } from '../../config'
import type { AlgodRest } from '../read/algod-rest'
import { eventMetadataInMemory } from '../read/fake-metadata-store'
import { createReadContext } from '../read/read-context'
import { structTupleType, structValues } from '../read/record-codec'
import type { ChainContext } from './client'

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
}

export function fakeWriteContext(
  sender: string,
  {
    createEvent,
  }: { createEvent?: (node: FakeWriteNode) => Promise<{ txIds: string[]; confirmations: unknown[] }> } = {},
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
    getTransactionParams: unexpected('getTransactionParams'),
    sendRawTransaction: unexpected('sendRawTransaction'),
    simulate: unexpected('simulate'),
    getAccountAmount: unexpected('getAccountAmount'),
    getAuthAddress: unexpected('getAuthAddress'),
    getLastBlockTime: unexpected('getLastBlockTime'),
    getBlockAppCalls: unexpected('getBlockAppCalls'),
    listBoxes: unexpected('listBoxes'),
  }
  const node: FakeWriteNode = {
    ctx: undefined as unknown as ChainContext,
    putBox: (name, value) => boxes.set(name.join(','), value),
    walletUses,
  }
  const app = {
    appAddress: 'APP',
    newGroup() {
      walletUses.push('newGroup')
      throw new Error('no group was expected')
    },
    send: {
      async createEvent() {
        walletUses.push('createEvent')
        if (!createEvent) throw new Error('no create_event was expected')
        return createEvent(node)
      },
    },
  }
  const algorand = { createTransaction: { payment: async (params: unknown) => ({ payment: params }) } }
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
