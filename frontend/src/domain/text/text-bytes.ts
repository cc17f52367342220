const encoder = new TextEncoder()

export function utf8Length(text: string): number {
  return encoder.encode(text).length
}

/** Cuts text to at most maxBytes of UTF-8 without splitting a character. */
export function truncateUtf8(text: string, maxBytes: number): string {
  if (utf8Length(text) <= maxBytes) return text
  let out = ''
  let used = 0
  for (const char of text) {
    const size = utf8Length(char)
    if (used + size > maxBytes) break
    out += char
    used += size
  }
  return out
}
