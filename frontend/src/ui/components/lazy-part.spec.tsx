// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react'
import { Suspense } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { lazyPart } from './lazy-part'

afterEach(cleanup)

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>
}

const shown = (part: ReturnType<typeof lazyPart<{ name: string }>>) =>
  render(
    <Suspense fallback={<p>Loading</p>}>
      <part.Part name="Ada" />
    </Suspense>,
  )

describe('lazyPart', () => {
  it('suspends until loaded when shown without being asked for first', async () => {
    const part = lazyPart(async () => Greeting)
    shown(part)
    expect(screen.getByText('Loading')).toBeVisible()
    expect(await screen.findByText('Hello Ada')).toBeVisible()
  })

  it('renders at once, with no loading state, once preloaded, and loads only once', async () => {
    const load = vi.fn(async () => Greeting)
    const part = lazyPart(load)
    part.preload()
    part.preload()
    await act(async () => {})
    shown(part)
    expect(screen.queryByText('Loading')).toBeNull()
    expect(screen.getByText('Hello Ada')).toBeVisible()
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('loads again after a load that failed', async () => {
    const load = vi
      .fn<() => Promise<typeof Greeting>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValue(Greeting)
    const part = lazyPart(load)
    part.preload()
    await act(async () => {})
    part.preload()
    await act(async () => {})
    shown(part)
    expect(screen.getByText('Hello Ada')).toBeVisible()
    expect(load).toHaveBeenCalledTimes(2)
  })
})
