/**
 * The DynaQR contract's boxes, one row per box map: the name its ARC-56 file gives the map, the
 * name prefix, and what follows the prefix and what the box holds. Struct keys are encoded in field
 * order, integers big-endian, accounts as their 32-byte public key. box-layout.spec.ts checks every
 * prefix against the compiled contract's ARC-56 file.
 */
export const BOX_LAYOUT = {
  events: { prefix: 'e', key: 'event id (UTF-8)', holds: 'EventRecord' },
  registrations: { prefix: 'r', key: 'event sequence (uint64) + attendee', holds: 'RegistrationRecord' },
  doors: { prefix: 'd', key: 'event sequence (uint64) + door device', holds: 'DoorRecord' },
  ownerEventCount: { prefix: 'c', key: 'owner', holds: "the owner's event count (uint64)" },
  ownerPages: { prefix: 'p', key: 'owner + page number (uint64)', holds: "a page of the owner's event ids" },
  appPages: { prefix: 'g', key: 'page number (uint64)', holds: "a page of every event's id by creation order" },
} as const

export type BoxMapName = keyof typeof BOX_LAYOUT
export type BoxPrefix = (typeof BOX_LAYOUT)[BoxMapName]['prefix']
