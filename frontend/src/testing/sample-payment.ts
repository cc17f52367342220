import { makePaymentTxnWithSuggestedParamsFromObject, type Transaction } from 'algosdk'

/** A payment from `sender` to itself on the network of `genesisHash`, for the signing tests. */
export function samplePayment(sender: string, genesisHash: Uint8Array, amount = 0): Transaction {
  return makePaymentTxnWithSuggestedParamsFromObject({
    sender,
    receiver: sender,
    amount,
    suggestedParams: {
      fee: 1_000,
      flatFee: true,
      minFee: 1_000,
      firstValid: 10,
      lastValid: 20,
      genesisID: 'testnet-v1.0',
      genesisHash,
    },
  })
}
