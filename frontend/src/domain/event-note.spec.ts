import { describe, expect, it } from 'vitest'
import { buildEventMetadataNote, eventMetadataNoteJson, eventMetadataNotePrefix } from './event-note'
import type { EventMetadata } from './types'

const bytes = (text: string) => new TextEncoder().encode(text).length

const tier = {
  id: 'general',
  name: 'General Admission',
  description: 'Standard access to the event',
  price: 10,
  currency: 'ALGO' as const,
  quantity: 100,
  benefits: ['Event access', 'Welcome kit'],
  transferable: true,
}

describe('buildEventMetadataNote', () => {
  it('sends small metadata unchanged, in the spec shape, as an ARC-2 note of the dapp dynaqr in JSON', () => {
    const metadata: EventMetadata = { description: 'Hi', tags: ['a'], ticketTiers: [tier] }
    const { note, sent } = buildEventMetadataNote('EV-1', metadata)
    expect(note.startsWith(`dynaqr:j${eventMetadataNotePrefix('EV-1')}`)).toBe(true)
    expect(JSON.parse(eventMetadataNoteJson(note))).toEqual({ type: 'event_metadata', eventId: 'EV-1', metadata })
    expect(sent).toEqual(metadata)
  })

  it('reads the JSON of a note with or without the ARC-2 prefix', () => {
    const json = '{"type":"event_metadata","eventId":"EV-1","metadata":{}}'
    expect(eventMetadataNoteJson(`dynaqr:j${json}`)).toBe(json)
    expect(eventMetadataNoteJson(json)).toBe(json)
  })

  it('trims optional fields until the note fits in 1024 bytes', () => {
    const metadata: EventMetadata = {
      description: 'é'.repeat(2000),
      tags: Array.from({ length: 20 }, (_, i) => `tag-${i}`),
      ticketTiers: Array.from({ length: 8 }, () => tier),
      organizer: { name: 'Org', email: 'org@example.com', phone: '+1 555 0100', organization: 'Algorand' },
      resolverUrl: 'https://example.com/resolve?event=EV-1',
    }
    const { note, sent } = buildEventMetadataNote('EV-1', metadata)
    expect(bytes(note)).toBeLessThanOrEqual(1024)
    expect(JSON.parse(eventMetadataNoteJson(note)).eventId).toBe('EV-1')
    expect(sent.organizer?.name).toBe('Org')
  })

  it('drops benefits before anything else', () => {
    const metadata: EventMetadata = {
      ticketTiers: [{ ...tier, benefits: ['x'.repeat(1000)] }],
      description: 'keep me',
    }
    const { sent } = buildEventMetadataNote('EV-1', metadata)
    expect(sent.description).toBe('keep me')
    expect(sent.ticketTiers?.[0].benefits).toEqual([])
  })

  it('falls back to empty metadata for huge organiser fields', () => {
    const { note, sent } = buildEventMetadataNote('EV-1', { organizer: { name: 'n'.repeat(5000) } })
    expect(bytes(note)).toBeLessThanOrEqual(1024)
    expect(sent).toEqual({})
  })

  it('escapes the event id in the search prefix', () => {
    expect(eventMetadataNotePrefix('A-1')).toBe('{"type":"event_metadata","eventId":"A-1",')
  })
})
