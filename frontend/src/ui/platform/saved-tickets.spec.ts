import { describe, expect, it } from 'vitest'
import { addressFromPublicKey } from '../../domain/text/algorand-address'
import { encodeTicket } from '../../domain/check-in/ticket'
import type { StorageSource } from './json-storage'
import { memoryStorage } from './memory-storage'
import { createSavedTicketStore, SAVED_TICKETS_KEY, type SavedTicket } from './saved-tickets'

const APP = 1234n
const ALICE = addressFromPublicKey(new Uint8Array(32).fill(8))
const BOB = addressFromPublicKey(new Uint8Array(32).fill(9))
const SECRET = Uint8Array.from({ length: 32 }, (_, index) => (index * 37) & 0xff)

function ticketFor(eventId: string, attendee: string, extra: Partial<SavedTicket> = {}): SavedTicket {
  return {
    appId: APP.toString(),
    eventId,
    attendee,
    code: encodeTicket({ appId: APP, eventId, attendee, secret: SECRET }),
    commitment: 'ab'.repeat(32),
    eventName: 'Algorand Builders Summit',
    startsAt: 1_900_000_000,
    endsAt: 1_900_007_200,
    zone: 'Europe/Lisbon',
    tierName: 'General',
    attendeeName: 'Ada Lovelace',
    state: 'confirmed',
    savedAt: 1_800_000_000,
    ...extra,
  }
}

function storeOn(storage = memoryStorage(), appId = APP) {
  return { storage, store: createSavedTicketStore(appId, () => storage) }
}

describe('saved tickets', () => {
  it('keeps a ticket per event and account, and reads it back whole', () => {
    const { store } = storeOn()
    const alice = ticketFor('ALGO-SUMMIT-1', ALICE)
    expect(store.save(alice)).toBe(true)
    expect(store.find('ALGO-SUMMIT-1', ALICE)).toEqual(alice)
    expect(store.find('ALGO-SUMMIT-1', BOB)).toBeUndefined()
    expect(store.find('OTHER-EVENT', ALICE)).toBeUndefined()
  })

  it("lists an event's tickets, the latest saved first, and no other event's", () => {
    const { store } = storeOn()
    store.save(ticketFor('ALGO-SUMMIT-1', ALICE, { savedAt: 10 }))
    store.save(ticketFor('ALGO-SUMMIT-1', BOB, { savedAt: 20 }))
    store.save(ticketFor('ALGO-SUMMIT-10', ALICE, { savedAt: 30 }))
    expect(store.forEvent('ALGO-SUMMIT-1').map((ticket) => ticket.attendee)).toEqual([BOB, ALICE])
    expect(store.forEvent('ALGO-SUMMIT-10')).toHaveLength(1)
    expect(store.forEvent('NONE')).toEqual([])
  })

  it('replaces the ticket of the same event and account', () => {
    const { store } = storeOn()
    store.save(ticketFor('ALGO-SUMMIT-1', ALICE, { tierName: 'General' }))
    store.save(ticketFor('ALGO-SUMMIT-1', ALICE, { tierName: 'VIP' }))
    expect(store.forEvent('ALGO-SUMMIT-1')).toHaveLength(1)
    expect(store.find('ALGO-SUMMIT-1', ALICE)?.tierName).toBe('VIP')
  })

  it('updates what the chain said and the facts beside the code, and nothing it does not hold', () => {
    const { store } = storeOn()
    store.save(ticketFor('ALGO-SUMMIT-1', ALICE))
    expect(store.update('ALGO-SUMMIT-1', ALICE, { state: 'attended', eventName: 'Summit (renamed)' })).toBe(true)
    expect(store.find('ALGO-SUMMIT-1', ALICE)).toMatchObject({ state: 'attended', eventName: 'Summit (renamed)' })
    expect(store.update('ALGO-SUMMIT-1', BOB, { state: 'attended' })).toBe(false)
    expect(store.find('ALGO-SUMMIT-1', BOB)).toBeUndefined()
  })

  it('refuses an update that would make the entry unreadable', () => {
    const { store } = storeOn()
    store.save(ticketFor('ALGO-SUMMIT-1', ALICE))
    expect(store.update('ALGO-SUMMIT-1', ALICE, { state: 'lost' as never })).toBe(false)
    expect(store.find('ALGO-SUMMIT-1', ALICE)?.state).toBe('confirmed')
  })

  it('removes one ticket and keeps the others', () => {
    const { store } = storeOn()
    store.save(ticketFor('ALGO-SUMMIT-1', ALICE))
    store.save(ticketFor('ALGO-SUMMIT-1', BOB))
    expect(store.remove('ALGO-SUMMIT-1', ALICE)).toBe(true)
    expect(store.find('ALGO-SUMMIT-1', ALICE)).toBeUndefined()
    expect(store.find('ALGO-SUMMIT-1', BOB)).toEqual(ticketFor('ALGO-SUMMIT-1', BOB))
    expect(store.remove('ALGO-SUMMIT-1', ALICE)).toBe(false)
  })

  it("keeps another app's tickets apart: same storage, another deployment", () => {
    const storage = memoryStorage()
    const mine = createSavedTicketStore(APP, () => storage)
    const other = createSavedTicketStore(99n, () => storage)
    mine.save(ticketFor('ALGO-SUMMIT-1', ALICE))
    expect(other.forEvent('ALGO-SUMMIT-1')).toEqual([])
    expect(other.find('ALGO-SUMMIT-1', ALICE)).toBeUndefined()
    expect(other.save(ticketFor('ALGO-SUMMIT-1', ALICE))).toBe(false)
  })

  it('refuses to keep a code that is not this ticket (another event, another account, not a ticket)', () => {
    const { store } = storeOn()
    const other = ticketFor('OTHER-EVENT', ALICE)
    expect(store.save({ ...ticketFor('ALGO-SUMMIT-1', ALICE), code: other.code })).toBe(false)
    expect(store.save({ ...ticketFor('ALGO-SUMMIT-1', BOB), code: ticketFor('ALGO-SUMMIT-1', ALICE).code })).toBe(false)
    expect(store.save({ ...ticketFor('ALGO-SUMMIT-1', ALICE), code: 'hello' })).toBe(false)
    expect(store.forEvent('ALGO-SUMMIT-1')).toEqual([])
  })

  it('reads damaged or tampered entries as none', () => {
    const valid = ticketFor('ALGO-SUMMIT-1', ALICE)
    const key = `${APP}:ALGO-SUMMIT-1:${ALICE}`
    for (const damaged of [
      '{not json',
      JSON.stringify([valid]),
      JSON.stringify({ [key]: { ...valid, startsAt: 'soon' } }),
      JSON.stringify({ [key]: { ...valid, code: valid.code.replace('DQT1', 'DQT9') } }),
      JSON.stringify({ [key]: { ...valid, attendee: BOB } }),
      JSON.stringify({ [key]: null }),
    ]) {
      const { store } = storeOn(memoryStorage({ [SAVED_TICKETS_KEY]: damaged }))
      expect(store.find('ALGO-SUMMIT-1', ALICE)).toBeUndefined()
      expect(store.forEvent('ALGO-SUMMIT-1')).toEqual([])
    }
  })

  it('says when storage is full or disabled, and reads nothing from it', () => {
    const full: StorageSource = () => ({
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError')
      },
    })
    const store = createSavedTicketStore(APP, full)
    expect(store.save(ticketFor('ALGO-SUMMIT-1', ALICE))).toBe(false)
    const none = createSavedTicketStore(APP, () => undefined)
    expect(none.save(ticketFor('ALGO-SUMMIT-1', ALICE))).toBe(false)
    expect(none.forEvent('ALGO-SUMMIT-1')).toEqual([])
  })
})
