import { useEffect, type RefObject } from 'react'

const FOCUSABLE = 'textarea, button, [href], input, select, [tabindex]:not([tabindex="-1"])'

/**
 * A modal's keyboard: focus starts on `first` (or the dialog's first control), Escape anywhere
 * cancels, Tab stays inside, and the focus goes back to whatever opened it.
 */
export function useModalDialog(
  dialog: RefObject<HTMLElement | null>,
  onCancel: () => void,
  first?: RefObject<HTMLElement | null>,
) {
  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null
    ;(first?.current ?? dialog.current?.querySelector<HTMLElement>(FOCUSABLE))?.focus()
    function onKeyDown(event: KeyboardEvent) {
      if (event.key === 'Escape') {
        event.preventDefault()
        onCancel()
        return
      }
      if (event.key !== 'Tab' || !dialog.current) return
      const focusable = [...dialog.current.querySelectorAll<HTMLElement>(FOCUSABLE)]
      const start = focusable[0]
      const end = focusable[focusable.length - 1]
      const inside = dialog.current.contains(document.activeElement)
      if (event.shiftKey && (!inside || document.activeElement === start)) {
        event.preventDefault()
        end?.focus()
      } else if (!event.shiftKey && (!inside || document.activeElement === end)) {
        event.preventDefault()
        start?.focus()
      }
    }
    document.addEventListener('keydown', onKeyDown)
    return () => {
      document.removeEventListener('keydown', onKeyDown)
      opener?.focus()
    }
  }, [dialog, onCancel, first])
}
