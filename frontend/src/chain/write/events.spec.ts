import { ABIType } from 'algosdk'
import { describe, expect, it } from 'vitest'
import { structs } from '../../../../artifacts/dynaqr/DynaQr.arc56.json'
import { parseConfig } from '../../config'
import { addressFromPublicKey } from '../../domain/algorand-address'
import { MAX_EVENT_ID_BYTES } from '../../domain/limits'
import { OWNER_PAGE_CAPACITY } from '../../domain/mbr'
import type { MetadataStore } from '../../domain/metadata-schema'
import { eventRecord } from '../read/fake-reader'
import type { AlgodRest } from '../read/algod-rest'
import { eventBoxName, ownerCountBoxName, ownerPageBoxName, uint64Bytes } from '../read/box-keys'
import { createChainContext } from './client'
import { listOwnerEvents } from './events'
import { structTupleType } from '../read/record-codec'

const OWNER = addressFromPublicKey(new Uint8Array(32).fill(7))
const eventRecordType = ABIType.from(structTupleType('EventRecord'))
const encoder = new TextEncoder()
const key = (name: Uint8Array) => name.join(',')

/** A browser that keeps no metadata (as private browsing may): every load finds nothing, every save fails. */
const noStoredMetadata: MetadataStore = {
  loadEventMetadata: () => undefined,
  saveEventMetadata: () => false,
  mergeEventMetadata: () => false,
  loadRegistrationMetadata: () => undefined,
  saveRegistrationMetadata: () => false,
  mergeRegistrationMetadata: () => false,
}

/** The boxes of one owner with `count` events EV-0000… (oldest first), as the contract lays them out. */
function ownerBoxes(count: number): Map<string, [label: string, value: Uint8Array]> {
  const boxes = new Map<string, [string, Uint8Array]>()
  boxes.set(key(ownerCountBoxName(OWNER)), ['count', uint64Bytes(BigInt(count))])
  const ids = Array.from({ length: count }, (_, index) => `EV-${String(index).padStart(4, '0')}`)
  for (let page = 0; page * OWNER_PAGE_CAPACITY < count; page++) {
    const pageIds = ids.slice(page * OWNER_PAGE_CAPACITY, (page + 1) * OWNER_PAGE_CAPACITY)
    const bytes = new Uint8Array(pageIds.length * MAX_EVENT_ID_BYTES)
    pageIds.forEach((id, slot) => bytes.set(encoder.encode(id), slot * MAX_EVENT_ID_BYTES))
    boxes.set(key(ownerPageBoxName(OWNER, BigInt(page))), [`page ${page}`, bytes])
  }
  ids.forEach((id, seq) => {
    const record = eventRecord({ owner: OWNER, seq: BigInt(seq), createdAt: 1_700_000_000n + BigInt(seq), name: id })
    const values = structs.EventRecord.map((field) => record[field.name as keyof typeof record])
    boxes.set(key(eventBoxName(id)), [id, eventRecordType.encode(values)])
  })
  return boxes
}

/** A chain context over those boxes that records which boxes were read. */
function contextWithEvents(count: number) {
  const boxes = ownerBoxes(count)
  const reads: string[] = []
  const algodRest = {
    getBox: async (_appId: bigint, name: Uint8Array) => {
      const box = boxes.get(key(name))
      reads.push(box?.[0] ?? 'missing')
      return box?.[1] ?? null
    },
  } as Pick<AlgodRest, 'getBox'> as AlgodRest
  const config = parseConfig({ VITE_APP_ID: '7' })
  const wallet = { address: null, signer: async () => [] }
  const ctx = createChainContext(config, noStoredMetadata, wallet, 'http://app')
  return { ctx: { ...ctx, algodRest }, reads }
}

const idsOf = (events: { eventId: string }[]) => events.map((event) => event.eventId)
const eventReads = (reads: string[]) => reads.filter((read) => read.startsWith('EV-'))

describe('listOwnerEvents', () => {
  it('lists every event of the owner, newest first, across index pages', async () => {
    const { ctx, reads } = contextWithEvents(OWNER_PAGE_CAPACITY + 6)
    const events = await listOwnerEvents(ctx, OWNER)
    expect(events).toHaveLength(OWNER_PAGE_CAPACITY + 6)
    expect(idsOf(events).slice(0, 2)).toEqual(['EV-1029', 'EV-1028'])
    expect(idsOf(events).at(-1)).toBe('EV-0000')
    expect(reads.filter((read) => !read.startsWith('EV-'))).toEqual(['count', 'page 0', 'page 1'])
  })

  it('with a limit, reads only the newest events and the pages that hold them', async () => {
    const { ctx, reads } = contextWithEvents(OWNER_PAGE_CAPACITY + 6)
    const events = await listOwnerEvents(ctx, OWNER, { limit: 3 })
    expect(idsOf(events)).toEqual(['EV-1029', 'EV-1028', 'EV-1027'])
    expect(reads.filter((read) => !read.startsWith('EV-'))).toEqual(['count', 'page 1'])
    expect(eventReads(reads).sort()).toEqual(['EV-1027', 'EV-1028', 'EV-1029'])
  })

  it('with a limit that reaches into the previous page, reads both pages', async () => {
    const { ctx, reads } = contextWithEvents(OWNER_PAGE_CAPACITY + 6)
    const events = await listOwnerEvents(ctx, OWNER, { limit: 12 })
    expect(idsOf(events)).toEqual(Array.from({ length: 12 }, (_, index) => `EV-${1029 - index}`))
    expect(reads.filter((read) => !read.startsWith('EV-'))).toEqual(['count', 'page 0', 'page 1'])
    expect(eventReads(reads)).toHaveLength(12)
  })

  it('with a limit above the count, lists everything; with 0, reads no event', async () => {
    const all = contextWithEvents(5)
    const listed = await listOwnerEvents(all.ctx, OWNER, { limit: 12 })
    expect(idsOf(listed)).toEqual(['EV-0004', 'EV-0003', 'EV-0002', 'EV-0001', 'EV-0000'])
    const none = contextWithEvents(5)
    expect(await listOwnerEvents(none.ctx, OWNER, { limit: 0 })).toEqual([])
    expect(none.reads).toEqual(['count'])
  })

  it('reads nothing but the count for an owner without events', async () => {
    const { ctx, reads } = contextWithEvents(0)
    expect(await listOwnerEvents(ctx, OWNER, { limit: 12 })).toEqual([])
    expect(reads).toEqual(['count'])
  })
})
