// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'

const toastMock = vi.hoisted(() => Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn() }))
vi.mock('react-hot-toast', () => ({ default: toastMock }))

import { eventPageLink } from '../navigation/share-links'
import { CopyLinkButton } from './CopyLinkButton'

function setClipboard(clipboard: unknown) {
  Object.defineProperty(navigator, 'clipboard', { value: clipboard, configurable: true })
}

afterEach(() => {
  cleanup()
  setClipboard(undefined)
})

describe('CopyLinkButton', () => {
  it("copies the link with its own label and toast, and names the link's field when the clipboard refuses", async () => {
    const writeText = vi.fn().mockResolvedValue(undefined)
    setClipboard({ writeText })
    render(<CopyLinkButton link={eventPageLink('https://app.example', 'EV-1')} />)
    const button = screen.getByRole('button', { name: 'Copy event link' })
    await act(async () => {
      fireEvent.click(button)
    })
    expect(writeText).toHaveBeenCalledWith('https://app.example/events/EV-1')
    expect(toastMock.success).toHaveBeenCalledWith('Event link copied to clipboard')

    setClipboard({ writeText: vi.fn().mockRejectedValue(new Error('NotAllowedError')) })
    await act(async () => {
      fireEvent.click(button)
    })
    expect(toastMock.error).toHaveBeenCalledWith('Unable to share event link')
    expect((screen.getByLabelText('Link to the event page') as HTMLInputElement).value).toBe(
      'https://app.example/events/EV-1',
    )
  })
})
