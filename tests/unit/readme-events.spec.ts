/**
 * README's ARC-28 table documents the contract's events as the ARC-56 file lists them: every event,
 * its arguments in order with their types, and a method that emits it.
 */
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import arc56 from '../../artifacts/dynaqr/DynaQr.arc56.json'

const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8')
const section = readme.split('## Events (ARC-28)')[1]?.split('\n## ')[0] ?? ''

/** The table's rows: event name, `name: type` arguments, the method named in the last column. */
const rows = section
  .split('\n')
  .filter((line) => line.startsWith('| `'))
  .map((line) => {
    const [event, args, emittedBy] = line
      .split('|')
      .slice(1, 4)
      .map((cell) => cell.trim())
    return {
      name: event.replace(/`/g, ''),
      args: [...args.matchAll(/`(\w+): ([^`]+)`/g)].map(([, name, type]) => ({ name, type })),
      method: /^`(\w+)`/.exec(emittedBy)?.[1],
    }
  })

describe("README's ARC-28 events", () => {
  it('lists every event of the ARC-56 file with its arguments, and nothing else', () => {
    // In the README's order (the life of an event); the ARC-56 file's follows the source files.
    const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name)
    expect(rows.map(({ name, args }) => ({ name, args })).sort(byName)).toEqual(
      arc56.events
        .map((event) => ({ name: event.name, args: event.args.map(({ name, type }) => ({ name, type })) }))
        .sort(byName),
    )
  })

  it('names a method that emits each one', () => {
    for (const row of rows) {
      const method = arc56.methods.find((candidate) => candidate.name === row.method)
      expect(
        method?.events.map((event) => event.name),
        `${row.name} from ${row.method}`,
      ).toContain(row.name)
    }
  })
})
