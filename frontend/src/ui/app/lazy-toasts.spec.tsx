// @vitest-environment jsdom
import { act, cleanup, render, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

/** The library, counted as it loads: lazy-toasts.tsx must import it only with the first toast. */
const hotToast = vi.hoisted(() => {
  const toast = Object.assign(vi.fn(), {
    success: vi.fn(),
    error: vi.fn(),
    loading: vi.fn(),
    custom: vi.fn(),
    dismiss: vi.fn(),
    dismissAll: vi.fn(),
    remove: vi.fn(),
    removeAll: vi.fn(),
    promise: vi.fn(() => Promise.resolve()),
  })
  return { toast, loads: 0 }
})
vi.mock('react-hot-toast', () => {
  hotToast.loads++
  return {
    default: hotToast.toast,
    Toaster: ({ position }: { position?: string }) => <div data-testid="toaster">{position}</div>,
  }
})

type LazyToasts = typeof import('./lazy-toasts')

let lazy: LazyToasts
beforeEach(async () => {
  vi.resetModules()
  vi.clearAllMocks()
  hotToast.loads = 0
  lazy = await import('./lazy-toasts')
})
afterEach(cleanup)

/** Lets the library's import settle. */
const loaded = () => act(() => vi.dynamicImportSettled())

describe('lazy toasts', () => {
  it('load nothing until the first toast, not even for a dismissal', async () => {
    render(<lazy.Toaster position="bottom-center" />)
    lazy.toast.dismiss()
    await loaded()
    expect(hotToast.loads).toBe(0)
    expect(screen.queryByTestId('toaster')).toBeNull()
  })

  it('send the toasts sent before the library loaded, in order and with the ids they returned', async () => {
    const first = lazy.toast.loading('Waiting', { id: 'pending-TX' })
    const second = lazy.toast.success('Done')
    lazy.toast.dismiss(first)
    expect(first).toBe('pending-TX')
    expect(hotToast.toast.loading).not.toHaveBeenCalled()
    await loaded()
    expect(hotToast.loads).toBe(1)
    expect(hotToast.toast.loading).toHaveBeenCalledWith('Waiting', { id: 'pending-TX' })
    expect(hotToast.toast.success).toHaveBeenCalledWith('Done', { id: second })
    expect(hotToast.toast.dismiss).toHaveBeenCalledWith('pending-TX')
    expect(hotToast.toast.loading.mock.invocationCallOrder[0]).toBeLessThan(
      hotToast.toast.dismiss.mock.invocationCallOrder[0],
    )
    expect(second).not.toBe(lazy.toast.error('Failed'))
  })

  it('call the library at once once it has loaded', async () => {
    lazy.toast('Hello')
    await loaded()
    lazy.toast.error('Failed', { duration: 8000 })
    expect(hotToast.toast.error).toHaveBeenCalledWith('Failed', expect.objectContaining({ duration: 8000 }))
    expect(hotToast.toast).toHaveBeenCalledWith('Hello', expect.objectContaining({ id: expect.any(String) }))
  })

  it("show the library's Toaster, with its props, once the first toast has loaded it", async () => {
    render(<lazy.Toaster position="bottom-center" />)
    expect(screen.queryByTestId('toaster')).toBeNull()
    lazy.toast.success('Saved')
    await waitFor(() => expect(screen.getByTestId('toaster').textContent).toBe('bottom-center'))
  })
})
