/**
 * For tests of the hand-built simulate requests: the same request as algosdk (and so algokit-utils
 * for the typed client) builds it, and the transaction parameters both are built with.
 */
import {
  ABIMethod,
  ABIType,
  encodeMsgpack,
  makeApplicationNoOpTxnFromObject,
  modelsv2,
  SignedTransaction,
  type ABIValue,
} from 'algosdk'
import { methods } from '../../../artifacts/dynaqr/DynaQr.arc56.json'

export const TEST_PARAMS = {
  minFee: 1000n,
  firstValid: 1000n,
  lastValid: 2000n,
  genesisID: 'dockernet-v1',
  genesisHash: new Uint8Array(32).fill(7),
}

/** The simulate request of the app's readonly `methodName(...args)` on app 42, sent by `sender`, unsigned. */
export function algosdkSimulateRequest(
  methodName: string,
  sender: string,
  args: ABIValue[],
  budget: number,
): Uint8Array {
  const method = new ABIMethod(methods.find((m) => m.name === methodName)!)
  const txn = makeApplicationNoOpTxnFromObject({
    sender,
    appIndex: 42n,
    appArgs: [method.getSelector(), ...args.map((value, index) => (method.args[index].type as ABIType).encode(value))],
    suggestedParams: { ...TEST_PARAMS, fee: 1000n, flatFee: true },
  })
  const request = new modelsv2.SimulateRequest({
    txnGroups: [new modelsv2.SimulateRequestTransactionGroup({ txns: [new SignedTransaction({ txn })] })],
    allowEmptySignatures: true,
    allowMoreLogging: true,
    allowUnnamedResources: true,
    extraOpcodeBudget: budget,
  })
  return encodeMsgpack(request)
}
