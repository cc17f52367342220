/** The text of a toast a page raised: a string, or the element a render function gives. */
import { render } from '@testing-library/react'
import type { ReactElement } from 'react'

export function toastText(call: unknown[]): string | null {
  const content = call[0] as string | (() => ReactElement)
  if (typeof content === 'string') return content
  return render(content()).container.textContent
}
