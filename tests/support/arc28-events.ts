/**
 * ARC-28 events: a log that starts with the event's selector (the first 4 bytes of SHA-512/256 of
 * `Name(type,…)`) followed by its arguments as one ARC-4 tuple. Decoded from an event list in
 * ARC-56 form, so events a contract adds or changes decode without new code.
 */
import { sha512_256 } from '@noble/hashes/sha2.js'
import { addressFromPublicKey } from '../../frontend/src/domain/text/algorand-address'
import { decodeArc4, startsWith, type Arc4Value } from './chain-internals'

export interface Arc56Event {
  name: string
  args: { type: string; name?: string }[]
}

export interface DecodedEvent {
  name: string
  /** By argument name (by position where the ARC-56 list names none). */
  args: Record<string, Arc4Value>
}

export function eventSignature(event: Arc56Event): string {
  return `${event.name}(${event.args.map((arg) => arg.type).join(',')})`
}

export function eventSelector(event: Arc56Event): Uint8Array {
  return sha512_256(new TextEncoder().encode(eventSignature(event))).slice(0, 4)
}

/** The event this log is, decoded; undefined for a log that is none of `events`. */
export function decodeEventLog(events: readonly Arc56Event[], log: Uint8Array): DecodedEvent | undefined {
  const event = events.find((candidate) => startsWith(log, eventSelector(candidate)))
  if (!event) return undefined
  const tuple = `(${event.args.map((arg) => arg.type).join(',')})`
  const values = decodeArc4(tuple, log.subarray(4), addressFromPublicKey) as Arc4Value[]
  return {
    name: event.name,
    args: Object.fromEntries(event.args.map((arg, index) => [arg.name ?? String(index), values[index]])),
  }
}
