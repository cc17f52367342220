/** The event whose public page a path is (/events/{id} or /events/{id}/register), else null. */
export function eventPageId(pathname: string): string | null {
  const match = /^\/events\/([^/]+)(?:\/register)?\/*$/.exec(pathname)
  if (!match) return null
  try {
    return decodeURIComponent(match[1])
  } catch {
    return null
  }
}
