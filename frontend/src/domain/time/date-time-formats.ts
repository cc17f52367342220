/**
 * Intl.DateTimeFormat objects, each made once per locale and options (zone included): making one
 * looks the zone's rules up again, which takes a slow phone milliseconds, and a page shows many
 * dates. Pure: no React, no network.
 */
const made = new Map<string, Intl.DateTimeFormat>()

export function dateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale} ${JSON.stringify(options)}`
  let format = made.get(key)
  if (!format) made.set(key, (format = new Intl.DateTimeFormat(locale, options)))
  return format
}
