/**
 * `expect(element).toBeVisible()` for the component tests: a `getBy…` query already throws when
 * nothing matches, so asserting that its result is truthy says nothing. This says what a person
 * would see: the element is in the document, and neither it nor any ancestor is hidden (the
 * `hidden` attribute, `display: none`, `visibility: hidden`, `opacity: 0`, or the closed part of a
 * <details>). The same rules as jest-dom's matcher of that name, without the dependency.
 */
import { expect } from 'vitest'

function hiddenBy(element: Element): string | undefined {
  if (element.hasAttribute('hidden')) return 'the hidden attribute'
  const style = element.ownerDocument.defaultView?.getComputedStyle(element)
  if (style?.display === 'none') return 'display: none'
  if (style?.visibility === 'hidden' || style?.visibility === 'collapse') return `visibility: ${style.visibility}`
  if (style?.opacity === '0') return 'opacity: 0'
  const parent = element.parentElement
  if (parent?.tagName === 'DETAILS' && !parent.hasAttribute('open') && element.tagName !== 'SUMMARY') {
    return 'a closed <details>'
  }
  return undefined
}

/** Why the element cannot be seen, or undefined when it can. */
export function whyNotVisible(element: unknown): string | undefined {
  if (!(element instanceof Element)) return `${String(element)} is not an element`
  if (!element.isConnected || !element.ownerDocument.documentElement.contains(element)) {
    return 'it is not in the document'
  }
  for (let node: Element | null = element; node; node = node.parentElement) {
    const reason = hiddenBy(node)
    if (reason) return node === element ? reason : `${reason} on an ancestor <${node.tagName.toLowerCase()}>`
  }
  return undefined
}

expect.extend({
  toBeVisible(received: unknown) {
    const reason = whyNotVisible(received)
    return {
      pass: reason === undefined,
      message: () =>
        reason === undefined
          ? 'expected the element not to be visible, but it is'
          : `expected the element to be visible, but ${reason}`,
    }
  },
})

declare module 'vitest' {
  interface Assertion<T> {
    /** The element is in the document and nothing hides it or an ancestor (frontend/src/testing/visible.ts). */
    toBeVisible(): T
  }
}
