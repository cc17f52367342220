/**
 * Finding a guest by name as the door types it: case and accents do not matter ('zoe' finds 'Zoë',
 * 'lodz' finds 'Łódź'), every typed word must appear in the name, and names whose words start with
 * what was typed come first.
 */

/** Letters that carry no combining mark to strip, written as the plain letters people type for them. */
const PLAIN_LETTERS: Record<string, string> = {
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  ł: 'l',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  ı: 'i',
  ħ: 'h',
}

/** Lower case, without accents or marks, words separated by single spaces. */
export function searchableName(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[ßæœøłđðþıħ]/g, (letter) => PLAIN_LETTERS[letter] ?? letter)
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
}

export interface SearchableGuest {
  name: string
}

/** How well `name` (searchable) answers the typed words: lower is better, null when it does not. */
function rank(name: string, words: string[]): number | null {
  if (!words.every((word) => name.includes(word))) return null
  if (name.startsWith(words.join(' '))) return 0
  const nameWords = name.split(' ')
  return words.every((word) => nameWords.some((nameWord) => nameWord.startsWith(word))) ? 1 : 2
}

/**
 * The guests whose names hold every word of `query`, best matches first, then by name; at most
 * `limit`. An empty query finds no one: the door lists guests only as it searches.
 */
export function searchGuests<T extends SearchableGuest>(guests: readonly T[], query: string, limit = 8): T[] {
  const words = searchableName(query).split(' ').filter(Boolean)
  if (words.length === 0) return []
  const found: { guest: T; rank: number; name: string }[] = []
  for (const guest of guests) {
    const name = searchableName(guest.name)
    const score = rank(name, words)
    if (score !== null) found.push({ guest, rank: score, name })
  }
  found.sort((a, b) => a.rank - b.rank || a.name.localeCompare(b.name))
  return found.slice(0, limit).map((match) => match.guest)
}
