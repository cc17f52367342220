import { describe, expect, it } from 'vitest'
import { kmdAccountChoices } from './kmd-accounts'

const FIRST = 'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAY5HFKQ'
const SECOND = 'BBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB'

describe('kmdAccountChoices', () => {
  it("names KMD's accounts in its order, with short addresses, and marks the first as the demo organiser", () => {
    expect(kmdAccountChoices([FIRST, SECOND])).toEqual([
      { address: FIRST, name: 'Account 1', shortAddress: 'AAAAAA...HFKQ', demoOrganiser: true },
      { address: SECOND, name: 'Account 2', shortAddress: 'BBBBBB...BBBB', demoOrganiser: false },
    ])
    expect(kmdAccountChoices([])).toEqual([])
  })
})
