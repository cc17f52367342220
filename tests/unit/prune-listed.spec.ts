import { describe, expect, it } from 'vitest'
import { idsOfListedPage } from '../../scripts/lib/prune-listed'

const slot = (id: string) => {
  const bytes = new Uint8Array(32)
  bytes.set(new TextEncoder().encode(id))
  return bytes
}

describe('idsOfListedPage', () => {
  it('reads each 32-byte slot as an id followed by zero bytes, a full 32-byte id included', () => {
    const full = 'x'.repeat(32)
    const page = new Uint8Array([...slot('A'), ...slot('CONF-2026'), ...slot(full)])
    expect(idsOfListedPage(page)).toEqual(['A', 'CONF-2026', full])
  })

  it('reads nothing from an empty page', () => {
    expect(idsOfListedPage(new Uint8Array())).toEqual([])
  })
})
