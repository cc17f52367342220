/**
 * The ARC-4 selectors of the methods the read path looks for in blocks (the details and
 * registration calls, a door's pairing) and calls by simulate (the record lists), written out so
 * that the read path does not carry the contract's whole ARC-56 method list (the tests derive
 * selectors from it with testing/method-selector.ts; it is about 26 KB). read-selectors.spec.ts checks each against the selector derived from that list.
 */
export const READ_SELECTORS = {
  create_event: Uint8Array.of(0xb9, 0xf0, 0x1e, 0x7c),
  update_details: Uint8Array.of(0x64, 0x31, 0xef, 0xaf),
  register_event: Uint8Array.of(0xf7, 0x1b, 0x3c, 0x99),
  add_door: Uint8Array.of(0x81, 0xff, 0xb2, 0x55),
  get_owner_event_records: Uint8Array.of(0xcd, 0x09, 0xaf, 0xb0),
  get_listed_event_records: Uint8Array.of(0xca, 0xf4, 0xf5, 0x17),
} as const
