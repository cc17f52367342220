import { describe, expect, it } from 'vitest'
import { methodSelector } from '../../testing/method-selector'
import { READ_SELECTORS } from './read-selectors'

describe('READ_SELECTORS', () => {
  it.each(Object.entries(READ_SELECTORS))(
    '%s is the selector of its signature in the ARC-56 method list (a changed signature needs its new bytes here)',
    (name, selector) => {
      expect([...selector]).toEqual([...methodSelector(name)])
    },
  )
})
