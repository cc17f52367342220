/**
 * IANA time zones as this browser knows them: which zone a new event starts in, the zones the
 * organiser can choose from (each with its current UTC offset) and finding one by typing part of
 * its name. Pure: no React, no network.
 */
import { UTC, isTimeZone, utcOffsetText } from './zone-offset'

/**
 * Zones whose IANA name changed while ICU, and so Chromium's `Intl`, kept the old one:
 * `Intl.supportedValuesOf('timeZone')` lists 'Asia/Calcutta' and the browser of an organiser in
 * India reports it. They are offered under today's name, and found by either.
 */
const RENAMED_ZONES: Readonly<Record<string, string>> = {
  'Africa/Asmera': 'Africa/Asmara',
  'America/Buenos_Aires': 'America/Argentina/Buenos_Aires',
  'America/Catamarca': 'America/Argentina/Catamarca',
  'America/Coral_Harbour': 'America/Atikokan',
  'America/Cordoba': 'America/Argentina/Cordoba',
  'America/Godthab': 'America/Nuuk',
  'America/Indianapolis': 'America/Indiana/Indianapolis',
  'America/Jujuy': 'America/Argentina/Jujuy',
  'America/Louisville': 'America/Kentucky/Louisville',
  'America/Mendoza': 'America/Argentina/Mendoza',
  'Asia/Calcutta': 'Asia/Kolkata',
  'Asia/Katmandu': 'Asia/Kathmandu',
  'Asia/Rangoon': 'Asia/Yangon',
  'Asia/Saigon': 'Asia/Ho_Chi_Minh',
  'Atlantic/Faeroe': 'Atlantic/Faroe',
  'Europe/Kiev': 'Europe/Kyiv',
  'Pacific/Enderbury': 'Pacific/Kanton',
  'Pacific/Ponape': 'Pacific/Pohnpei',
  'Pacific/Truk': 'Pacific/Chuuk',
}

/** Today's IANA name of a zone ICU still calls by an older one, when this browser knows it. */
export function currentZoneName(zone: string): string {
  const renamed = RENAMED_ZONES[zone]
  return renamed && isTimeZone(renamed) ? renamed : zone
}

/** The zone a new event starts in: the browser's own, or UTC when it is missing or not a zone. */
export function defaultTimeZone(browserZone: string | undefined): string {
  return isTimeZone(browserZone) ? currentZoneName(browserZone) : UTC
}

export interface TimeZoneOption {
  /** The IANA name, as stored with the event. */
  zone: string
  /** 'Europe/Stockholm (UTC+01:00)'. */
  label: string
  /** What a search matches: the name (with an older name it had) and the offset, lower case. */
  searchText: string
}

/** Every zone this browser lists, or none where it cannot list them. */
function listedZones(): string[] {
  try {
    return Intl.supportedValuesOf('timeZone')
  } catch {
    return []
  }
}

const searchable = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[_/]+/g, ' ')

function zoneOption(zone: string, atMs: number): TimeZoneOption {
  const offset = utcOffsetText(zone, atMs)
  const formerNames = Object.keys(RENAMED_ZONES).filter((old) => RENAMED_ZONES[old] === zone)
  return {
    zone,
    label: zone === UTC ? UTC : `${zone} (${offset})`,
    searchText: searchable([zone, ...formerNames, offset].join(' ')),
  }
}

/**
 * The zones to choose from, UTC first and then by name, each labelled with its offset at `atMs`:
 * every zone the browser lists, UTC, and `include` (the event's own zone, kept as it was stored).
 */
export function timeZoneOptions(atMs: number, include: readonly string[] = []): TimeZoneOption[] {
  const zones = new Set(listedZones().map(currentZoneName))
  for (const zone of include) if (isTimeZone(zone)) zones.add(zone)
  zones.delete(UTC)
  const sorted = [...zones].sort((a, b) => a.localeCompare(b, 'en'))
  return [UTC, ...sorted].map((zone) => zoneOption(zone, atMs))
}

/**
 * The options whose name, former name or offset holds every word typed ('stock', 'Stockholm',
 * 'new york', 'kolkata', 'utc+05:30'); zones whose place starts with the text first. An empty
 * search keeps them all.
 */
export function searchTimeZones(options: readonly TimeZoneOption[], query: string): TimeZoneOption[] {
  const words = searchable(query).split(/\s+/).filter(Boolean)
  if (words.length === 0) return [...options]
  const phrase = words.join(' ')
  const matches = options.filter((option) => words.every((word) => option.searchText.includes(word)))
  const rank = (option: TimeZoneOption) => {
    const place = searchable(option.zone.split('/').at(-1) ?? option.zone)
    if (place === phrase) return 0
    if (place.startsWith(phrase)) return 1
    return 2
  }
  return matches
    .map((option, index) => ({ option, index, rank: rank(option) }))
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .map(({ option }) => option)
}
