/**
 * The product's error catalogue against the app: every quoted text of the catalogue is written
 * once in the message modules (frontend/src/domain/messages/messages.ts and the *-messages.ts of each
 * concept folder, such as the /resolve page's own access/resolver-messages.ts), or listed in the README under 'Spec messages
 * DynaQR cannot show' with the reason. Placeholders such as {wallet} stand for a template's ${...}.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

const ROOT = join(import.meta.dirname, '..', '..')
/** The message modules: messages.ts and the texts kept apart from it for the screens that show them (*-messages.ts). */
const MESSAGE_FILES = readdirSync(join(ROOT, 'frontend/src/domain'), { recursive: true, encoding: 'utf8' })
  .filter((name) => /(^|[-/])messages\.ts$/.test(name))
  .map((name) => `frontend/src/domain/${name}`)
const CANNOT_SHOW_HEADING = '### Spec messages DynaQR cannot show'

/**
 * Known copies of a catalogue text outside messages.ts, with the file that holds each. The light
 * read path's algod-rest.ts still writes this error itself; once it imports
 * CHAIN_MESSAGES.noTransactionId, the entry goes.
 */
const KNOWN_COPIES: Record<string, string> = {
  'Node response did not include transaction ID': 'frontend/src/chain/node/algod-core.ts',
}

const read = (path: string) => readFileSync(join(ROOT, path), 'utf8')

/** Texts between single quotes; an apostrophe inside a word ("product's") is not a quote. */
function quotedTexts(markdown: string): string[] {
  const quoted = /(?<=^|[\s([,;:—/-])'([^'\n]+?)'(?=[\s.,;:)\]/]|$)/gm
  return [...new Set([...markdown.matchAll(quoted)].map((match) => match[1]))]
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

/** How the text appears in source: a quoted literal, or a template literal when it has placeholders. */
function sourcePattern(text: string): RegExp {
  const parts = text.split(/\{[^}]+\}/)
  if (parts.length === 1) return new RegExp(`(['"])${escapeRegExp(text)}\\1`, 'g')
  return new RegExp('`' + parts.map(escapeRegExp).join('\\$\\{[^}]*\\}') + '`', 'g')
}

function occurrences(text: string, source: string): number {
  return source.match(sourcePattern(text))?.length ?? 0
}

function cannotShowList(readme: string): Map<string, string> {
  const start = readme.indexOf(CANNOT_SHOW_HEADING)
  if (start < 0) return new Map()
  const rest = readme.slice(start + CANNOT_SHOW_HEADING.length)
  const nextHeading = rest.search(/^#{1,3} /m)
  const section = nextHeading < 0 ? rest : rest.slice(0, nextHeading)
  const items = [...section.matchAll(/^- '([^'\n]+)': ([\s\S]+?)(?=^- |(?![\s\S]))/gm)]
  return new Map(items.map((item) => [item[1], item[2].trim()]))
}

/** The app's source files, without tests and test doubles. */
function sourceFiles(dir: string): string[] {
  return readdirSync(join(ROOT, dir)).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(join(ROOT, path)).isDirectory()) return name === 'testing' ? [] : sourceFiles(path)
    return /\.tsx?$/.test(name) && !/\.spec\.tsx?$|^fake-/.test(name) ? [path] : []
  })
}

/** Comments may name a text they explain; only code counts as a copy. */
function withoutComments(source: string): string {
  return source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '')
}

const REWORDED_HEADING = '### Spec messages DynaQR words for attendees'

/** The README's list of catalogue texts shown with "attendance token" for "NFT": each original and what is shown. */
function rewordedList(readme: string): Map<string, string> {
  const start = readme.indexOf(REWORDED_HEADING)
  if (start < 0) return new Map()
  const rest = readme.slice(start + REWORDED_HEADING.length)
  const nextHeading = rest.search(/^#{1,3} /m)
  const section = nextHeading < 0 ? rest : rest.slice(0, nextHeading)
  return new Map([...section.matchAll(/^- '([^'\n]+)' → '([^'\n]+)'$/gm)].map((item) => [item[1], item[2]]))
}

const catalogue = quotedTexts(read('tests/unit/fixtures/error-catalogue.md'))
const messages = MESSAGE_FILES.map(read).join('\n')
const cannotShow = cannotShowList(read('README.md'))
const reworded = rewordedList(read('README.md'))

describe('quotedTexts', () => {
  it('takes quoted texts and leaves apostrophes alone', () => {
    expect(quotedTexts("- 'Not a valid DynaQR code' (the product's name), 'Unknown error'.")).toEqual([
      'Not a valid DynaQR code',
      'Unknown error',
    ])
  })
})

describe('the error catalogue', () => {
  it('is read in full', () => {
    expect(catalogue.length).toBeGreaterThan(70)
    expect(catalogue).toContain('Wallet not connected')
    expect(catalogue).toContain('{wallet} is not installed. Please install it from {host}/')
    expect(catalogue).toContain('Event deactivated')
  })

  it.each(catalogue)(
    "'%s' is in the message modules once, or listed as one DynaQR cannot show or words for attendees",
    (text) => {
      const inMessages = occurrences(text, messages)
      const shown = reworded.get(text)
      if (cannotShow.has(text)) expect(inMessages, 'listed as impossible, yet in a message module').toBe(0)
      else if (shown) {
        expect(inMessages, 'listed as reworded, yet in a message module as it was').toBe(0)
        expect(occurrences(shown, messages), `'${shown}' not written exactly once`).toBe(1)
      } else expect(inMessages, 'not written exactly once in the message modules').toBe(1)
    },
  )

  it('rewords only catalogue texts, and in them only "NFT", as "attendance token"', () => {
    expect(reworded.size).toBe(5)
    for (const [text, shown] of reworded) {
      expect(catalogue, text).toContain(text)
      expect(text).toMatch(/\bNFT\b/)
      const expected = text.replace(/^NFT\b/, 'Attendance token').replace(/\bNFT\b/g, 'attendance token')
      expect(shown).toBe(expected)
    }
  })

  it('lists only catalogue texts as impossible, each with its reason', () => {
    expect(cannotShow.size).toBeGreaterThan(0)
    for (const [text, reason] of cannotShow) {
      expect(catalogue, text).toContain(text)
      expect(reason.length, text).toBeGreaterThan(20)
    }
  })

  it('is not copied into other source files', () => {
    const copies = sourceFiles('frontend/src')
      .filter((path) => !MESSAGE_FILES.includes(path))
      .flatMap((path) => {
        const source = withoutComments(read(path))
        const copied = catalogue.filter((text) => occurrences(text, source) > 0 && KNOWN_COPIES[text] !== path)
        return copied.map((text) => `${path}: ${text}`)
      })
    expect(copies).toEqual([])
  })
})
