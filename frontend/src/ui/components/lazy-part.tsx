/**
 * A part of a screen loaded apart, which the screen can ask for ahead of showing it: once loaded,
 * it renders at once, so a screen that switches to it (its data arrived) does not flash a loading
 * state meanwhile. Until then it suspends, as React.lazy does, for the nearest Suspense.
 */
import { createElement, lazy, type ComponentType } from 'react'

export interface LazyPart<P extends object> {
  Part: ComponentType<P>
  /** Starts loading it, if it has not yet; harmless to call on every render. */
  preload(): void
}

export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>): LazyPart<P> {
  let loaded: ComponentType<P> | undefined
  let loading: Promise<{ default: ComponentType<P> }> | undefined
  const start = () =>
    (loading ??= load().then(
      (component) => {
        loaded = component
        return { default: component }
      },
      (error: unknown) => {
        // A download that failed (the network dropped) is tried again by the next render.
        loading = undefined
        throw error
      },
    ))
  const Lazy = lazy(start)
  return {
    Part: (props: P) => createElement(loaded ?? Lazy, props),
    preload: () => void start().catch(() => undefined),
  }
}
