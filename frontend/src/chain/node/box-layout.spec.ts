import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { BOX_LAYOUT } from './box-layout'

interface Arc56BoxMaps {
  state: { maps: { box: Record<string, { prefix?: string }> } }
}

const arc56 = JSON.parse(
  readFileSync(new URL('../../../../artifacts/dynaqr/DynaQr.arc56.json', import.meta.url), 'utf8'),
) as Arc56BoxMaps
const compiledMaps = arc56.state.maps.box

describe('the box layout table', () => {
  it('names every box map the compiled contract has, and no other', () => {
    expect(Object.keys(BOX_LAYOUT).sort()).toEqual(Object.keys(compiledMaps).sort())
  })

  it.each(Object.entries(BOX_LAYOUT))("gives %s the prefix the contract's ARC-56 file gives it", (name, row) => {
    const compiledPrefix = Buffer.from(compiledMaps[name]?.prefix ?? '', 'base64').toString('utf8')
    expect(row.prefix).toBe(compiledPrefix)
  })

  it('gives no two box maps the same prefix', () => {
    const prefixes = Object.values(BOX_LAYOUT).map((row) => row.prefix)
    expect(new Set(prefixes).size).toBe(prefixes.length)
  })
})
