/** An application call as a node records it, whether read from a block or from the indexer. */
export interface AppCallRecord {
  sender: string
  note: Uint8Array
  appArgs: Uint8Array[]
  /** The round it was confirmed in, where the answer says (the indexer's). */
  round?: bigint
}

/** Any top-level transaction of a block as a node records it, in the block's order. */
export interface TransactionRecord extends AppCallRecord {
  /** 'pay', 'appl', 'axfer'... */
  type: string
  /** The application called; only for application calls. */
  appId?: bigint
  /** Its atomic group's id (base64); '' for a transaction sent alone. */
  group: string
}
