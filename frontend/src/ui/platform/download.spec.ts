// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { saveText, saveUrl } from './download'

/** jsdom's Blob has no text(); its FileReader does. */
function blobText(blob: Blob | undefined): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader()
    reader.onload = () => resolve(String(reader.result))
    reader.onerror = () => reject(reader.error)
    reader.readAsText(blob ?? new Blob())
  })
}

let clicked: { href: string; download: string; attached: boolean }[]

beforeEach(() => {
  clicked = []
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicked.push({ href: this.href, download: this.download, attached: document.body.contains(this) })
  })
})
afterEach(() => {
  vi.restoreAllMocks()
  vi.useRealTimers()
})

describe('saveUrl', () => {
  it('clicks a temporary download link and removes it', () => {
    saveUrl('data:image/png;base64,AAAA', 'DynaQR-X.png')
    expect(clicked).toEqual([{ href: 'data:image/png;base64,AAAA', download: 'DynaQR-X.png', attached: true }])
    expect(document.querySelector('a')).toBeNull()
  })
})

describe('saveText', () => {
  it('saves the text as a Blob of the given type and releases its URL later', async () => {
    vi.useFakeTimers()
    let saved: Blob | undefined
    const createObjectURL = vi.fn((blob: Blob) => {
      saved = blob
      return 'blob:http://localhost/1'
    })
    const revokeObjectURL = vi.fn()
    Object.assign(URL, { createObjectURL, revokeObjectURL })

    saveText('a,b\r\n1,2\r\n', 'E-attendees.csv', 'text/csv;charset=utf-8')

    expect(clicked).toEqual([{ href: 'blob:http://localhost/1', download: 'E-attendees.csv', attached: true }])
    expect(revokeObjectURL).not.toHaveBeenCalled()
    vi.runAllTimers()
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:http://localhost/1')

    vi.useRealTimers()
    expect(saved?.type).toBe('text/csv;charset=utf-8')
    expect(await blobText(saved)).toBe('a,b\r\n1,2\r\n')
  })
})
