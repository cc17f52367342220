/**
 * The yardstick of a page's first useful screen: a performance mark set the moment every one of
 * its selectors matches an element with text in the document. Added to a page before it loads
 * (Playwright's init script), it measures a page of the app and its bare floor alike.
 */
export const DRAWN_MARK = 'dynaqr:bench-drawn'

/** The init script's source. */
export function drawnMarkScript(selectors: readonly string[]): string {
  return `(() => {
  const selectors = ${JSON.stringify(selectors)}
  const drawn = () => selectors.every((selector) => {
    const element = document.querySelector(selector)
    return element !== null && (element.textContent || '').trim() !== ''
  })
  const observer = new MutationObserver(() => {
    if (!drawn()) return
    performance.mark(${JSON.stringify(DRAWN_MARK)})
    observer.disconnect()
  })
  observer.observe(document, { childList: true, subtree: true, characterData: true })
})()`
}
