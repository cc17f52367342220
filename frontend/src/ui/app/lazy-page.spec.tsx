// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react'
import { Suspense } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { lazyPage } from './lazy-page'

const Hello = () => <p>Hello page</p>

afterEach(cleanup)

describe('lazyPage', () => {
  it('renders straight away, without the fallback, once preloaded', async () => {
    const load = vi.fn(async () => ({ default: Hello }))
    const Page = lazyPage(load)
    await Page.preload()
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Page />
      </Suspense>,
    )
    expect(screen.getByText('Hello page')).toBeTruthy()
    expect(screen.queryByText('Loading')).toBeNull()
  })

  it('loads with its first use otherwise, showing the fallback meanwhile', async () => {
    let arrive: (module: { default: typeof Hello }) => void = () => undefined
    const Page = lazyPage(() => new Promise((resolve) => (arrive = resolve)))
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Page />
      </Suspense>,
    )
    expect(screen.getByText('Loading')).toBeTruthy()
    await act(async () => arrive({ default: Hello }))
    expect(screen.getByText('Hello page')).toBeTruthy()
  })
})
