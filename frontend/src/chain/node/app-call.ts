/** An application call as a node records it, whether read from a block or from the indexer. */
export interface AppCallRecord {
  sender: string
  note: Uint8Array
  appArgs: Uint8Array[]
}
