import { describe, expect, it } from 'vitest'
import { SYSTEM_STATUS } from './system-status'

describe('Test Scan system status', () => {
  it('keeps the spec figures of the tiles', () => {
    expect(SYSTEM_STATUS.map((s) => s.value)).toContain('99.9%')
    expect(SYSTEM_STATUS.map((s) => s.value)).toContain('~245 ms')
  })
})
