// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

const toastMock = vi.hoisted(() => Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn() }))
vi.mock('react-hot-toast', () => ({ default: toastMock }))

import { CopyButton } from './CopyButton'

function renderButton() {
  render(
    <CopyButton
      text="https://app/resolve?event=EV-1"
      successMessage="Resolver URL copied"
      failureMessage="Unable to copy resolver URL"
    >
      Copy resolver URL
    </CopyButton>,
  )
}

async function click() {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Copy resolver URL' }))
  })
}

function setClipboard(clipboard: unknown) {
  Object.defineProperty(navigator, 'clipboard', { value: clipboard, configurable: true })
}

beforeEach(() => {
  toastMock.success.mockClear()
  toastMock.error.mockClear()
})
afterEach(() => {
  cleanup()
  setClipboard(undefined)
})

describe('CopyButton', () => {
  it('copies and confirms', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined)
    setClipboard({ writeText })
    renderButton()
    await click()
    expect(writeText).toHaveBeenCalledWith('https://app/resolve?event=EV-1')
    expect(toastMock.success).toHaveBeenCalledWith('Resolver URL copied')
    expect(screen.queryByTestId('copy-fallback')).toBeNull()
  })

  it('reports a missing clipboard and shows the text to copy by hand', async () => {
    setClipboard(undefined)
    renderButton()
    await click()
    expect(toastMock.error).toHaveBeenCalledWith('Clipboard unavailable')
    expect((screen.getByTestId('copy-fallback') as HTMLInputElement).value).toBe('https://app/resolve?event=EV-1')
  })

  it('reports a refused copy with the given message', async () => {
    setClipboard({ writeText: vi.fn().mockRejectedValue(new Error('NotAllowedError')) })
    renderButton()
    await click()
    expect(toastMock.error).toHaveBeenCalledWith('Unable to copy resolver URL')
    expect(screen.getByTestId('copy-fallback')).toBeVisible()
  })
})
