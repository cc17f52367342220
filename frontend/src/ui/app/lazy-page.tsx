/**
 * A screen loaded with its first use, as React.lazy does, that can also be loaded ahead: once its
 * module is in, it renders at once instead of suspending. The app loads the page a first paint drew
 * (ui/first-paint) before its first render, so that the app's first screen is that page, not a
 * loading state between the two.
 */
import { lazy, type ComponentType } from 'react'

export interface LazyPage {
  (): React.JSX.Element
  /** Loads the page's module; resolves once it is in. */
  preload: () => Promise<unknown>
}

export function lazyPage(load: () => Promise<{ default: ComponentType }>): LazyPage {
  let loaded: ComponentType | undefined
  const preload = () => load().then((module) => (loaded = module.default))
  const Lazy = lazy(() => preload().then((Page) => ({ default: Page })))
  const Page = () => {
    const Loaded = loaded
    return Loaded ? <Loaded /> : <Lazy />
  }
  return Object.assign(Page, { preload })
}
