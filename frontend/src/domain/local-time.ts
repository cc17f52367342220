/** Unix seconds and the `datetime-local` inputs' text, in this device's time zone. */

/** 'YYYY-MM-DDTHH:MM' for a time, '' for 0 (no time). */
export function toDateTimeInput(seconds: number): string {
  if (seconds <= 0) return ''
  const date = new Date(seconds * 1000)
  const pad = (value: number) => String(value).padStart(2, '0')
  return (
    `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}` +
    `T${pad(date.getHours())}:${pad(date.getMinutes())}`
  )
}

/** The input's local time as unix seconds; 0 when it is empty or not a time. */
export function fromDateTimeInput(text: string): number {
  if (!text) return 0
  const milliseconds = new Date(text).getTime()
  return Number.isFinite(milliseconds) ? Math.floor(milliseconds / 1000) : 0
}
