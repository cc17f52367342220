// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { whyNotVisible } from './visible'

afterEach(cleanup)

describe('toBeVisible', () => {
  it('passes for an element shown in the document', () => {
    render(<p>Shown</p>)
    expect(screen.getByText('Shown')).toBeVisible()
  })

  it('fails for an element hidden itself or by an ancestor, or not in the document', () => {
    render(
      <div>
        <p hidden>By attribute</p>
        <div style={{ display: 'none' }}>
          <span>By ancestor</span>
        </div>
        <p style={{ visibility: 'hidden' }}>By visibility</p>
        <p style={{ opacity: 0 }}>By opacity</p>
        <details>
          <summary>Summary</summary>
          <p>Folded</p>
        </details>
      </div>,
    )
    for (const text of ['By attribute', 'By ancestor', 'By visibility', 'By opacity', 'Folded']) {
      expect(screen.getByText(text)).not.toBeVisible()
    }
    expect(screen.getByText('Summary')).toBeVisible()
    expect(whyNotVisible(screen.getByText('By ancestor'))).toBe('display: none on an ancestor <div>')
    expect(whyNotVisible(document.createElement('p'))).toBe('it is not in the document')
    expect(whyNotVisible(null)).toBe('null is not an element')
  })
})
