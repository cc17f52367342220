import { describe, expect, it, vi } from 'vitest'
import { copyText } from './clipboard'

describe('copyText', () => {
  it('copies through the Clipboard API', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined)
    expect(await copyText('hello', { clipboard: { writeText } })).toBe('copied')
    expect(writeText).toHaveBeenCalledWith('hello')
  })

  it('reports a missing clipboard (insecure context)', async () => {
    expect(await copyText('x', {})).toBe('unavailable')
    expect(await copyText('x', undefined)).toBe('unavailable')
  })

  it('reports a refused write (NotAllowedError)', async () => {
    const writeText = vi.fn().mockRejectedValue(new DOMException('Document is not focused', 'NotAllowedError'))
    expect(await copyText('x', { clipboard: { writeText } })).toBe('failed')
  })
})
