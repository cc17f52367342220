import { describe, expect, it } from 'vitest'
import { currentZoneName, defaultTimeZone, searchTimeZones, timeZoneOptions } from './time-zones'
import { UTC, isTimeZone, utcOffsetText } from './zone-offset'

/** 2026-12-12 12:00 UTC: winter in Stockholm and New York, summer in São Paulo's south. */
const WINTER = Date.UTC(2026, 11, 12, 12, 0)
const SUMMER = Date.UTC(2026, 6, 12, 12, 0)
const options = timeZoneOptions(WINTER)
const zonesFound = (query: string) => searchTimeZones(options, query).map((option) => option.zone)

describe('defaultTimeZone', () => {
  it("is the browser's zone when it is a valid IANA zone", () => {
    expect(defaultTimeZone('Europe/Stockholm')).toBe('Europe/Stockholm')
    expect(defaultTimeZone('America/Sao_Paulo')).toBe('America/Sao_Paulo')
    expect(defaultTimeZone('UTC')).toBe('UTC')
  })

  it("gives a zone ICU still calls by its old name under today's ('Asia/Calcutta' is Asia/Kolkata)", () => {
    expect(defaultTimeZone('Asia/Calcutta')).toBe('Asia/Kolkata')
    expect(defaultTimeZone('Europe/Kiev')).toBe('Europe/Kyiv')
  })

  it('is UTC when the browser names no valid zone', () => {
    expect(defaultTimeZone('Mars/Olympus_Mons')).toBe(UTC)
    expect(defaultTimeZone('Etc/Unknown')).toBe(UTC)
    expect(defaultTimeZone('   ')).toBe(UTC)
  })

  it('is UTC when the browser names none', () => {
    expect(defaultTimeZone(undefined)).toBe(UTC)
    expect(defaultTimeZone('')).toBe(UTC)
  })
})

describe('isTimeZone and currentZoneName', () => {
  it('accepts IANA zones and refuses anything else', () => {
    expect(isTimeZone('Europe/Berlin')).toBe(true)
    expect(isTimeZone('Not/AZone')).toBe(false)
    expect(isTimeZone(42)).toBe(false)
    expect(isTimeZone(undefined)).toBe(false)
  })

  it('keeps a zone that was never renamed as it is', () => {
    expect(currentZoneName('Europe/Madrid')).toBe('Europe/Madrid')
  })
})

describe('utcOffsetText', () => {
  it('writes the offset at that instant, with summer time', () => {
    expect(utcOffsetText('Europe/Stockholm', WINTER)).toBe('UTC+01:00')
    expect(utcOffsetText('Europe/Stockholm', SUMMER)).toBe('UTC+02:00')
    expect(utcOffsetText('America/New_York', WINTER)).toBe('UTC-05:00')
    expect(utcOffsetText('Asia/Kathmandu', WINTER)).toBe('UTC+05:45')
    expect(utcOffsetText('UTC', WINTER)).toBe('UTC+00:00')
  })
})

describe('timeZoneOptions', () => {
  it('offers every zone the browser lists, UTC first, each with its offset', () => {
    expect(options[0]).toMatchObject({ zone: 'UTC', label: 'UTC' })
    expect(options.length).toBeGreaterThanOrEqual(Intl.supportedValuesOf('timeZone').length)
    const labels = new Map(options.map((option) => [option.zone, option.label]))
    expect(labels.get('Europe/Stockholm')).toBe('Europe/Stockholm (UTC+01:00)')
    expect(labels.get('Europe/Berlin')).toBe('Europe/Berlin (UTC+01:00)')
    expect(labels.get('Europe/Madrid')).toBe('Europe/Madrid (UTC+01:00)')
    expect(labels.get('Asia/Kolkata')).toBe('Asia/Kolkata (UTC+05:30)')
    expect(labels.get('America/Sao_Paulo')).toBe('America/Sao_Paulo (UTC-03:00)')
    expect(labels.has('Asia/Calcutta')).toBe(false)
  })

  it('sorts the zones by name after UTC, each once', () => {
    const zones = options.slice(1).map((option) => option.zone)
    expect(zones).toEqual([...zones].sort((a, b) => a.localeCompare(b, 'en')))
    expect(new Set(zones).size).toBe(zones.length)
  })

  it("keeps an event's own zone on offer as it was stored, even under an old name", () => {
    const withOld = timeZoneOptions(WINTER, ['Asia/Calcutta', 'Bad/Zone'])
    expect(withOld.find((option) => option.zone === 'Asia/Calcutta')?.label).toBe('Asia/Calcutta (UTC+05:30)')
    expect(withOld.some((option) => option.zone === 'Bad/Zone')).toBe(false)
  })
})

describe('searchTimeZones', () => {
  it('finds Europe/Stockholm by part of its name, in any case', () => {
    expect(zonesFound('stock')).toEqual(['Europe/Stockholm'])
    expect(zonesFound('Stockholm')).toEqual(['Europe/Stockholm'])
    expect(zonesFound('  STOCKHOLM ')).toEqual(['Europe/Stockholm'])
  })

  it('matches spaces for underscores, region and place together, and former names', () => {
    expect(zonesFound('new york')).toEqual(['America/New_York'])
    expect(zonesFound('europe berlin')).toEqual(['Europe/Berlin'])
    expect(zonesFound('Kolkata')).toEqual(['Asia/Kolkata'])
    expect(zonesFound('calcutta')).toEqual(['Asia/Kolkata'])
    expect(zonesFound('sao paulo')).toEqual(['America/Sao_Paulo'])
  })

  it('puts zones whose place starts with the text before the others, and the exact place first', () => {
    const found = zonesFound('man')
    const place = (zone: string) => zone.split('/').at(-1)!.toLowerCase()
    const firstOther = found.findIndex((zone) => !place(zone).startsWith('man'))
    expect(found.slice(0, firstOther).map(place)).toEqual(['managua', 'manaus', 'manila'])
    expect(found.slice(firstOther)).toContain('America/Cayman')
    expect(zonesFound('paris')[0]).toBe('Europe/Paris')
  })

  it('finds zones by their offset', () => {
    expect(zonesFound('utc+05:45')).toEqual(['Asia/Kathmandu'])
  })

  it('keeps every zone for an empty search and none for a text no zone holds', () => {
    expect(searchTimeZones(options, '')).toHaveLength(options.length)
    expect(searchTimeZones(options, '   ')).toHaveLength(options.length)
    expect(zonesFound('atlantis')).toEqual([])
  })
})
