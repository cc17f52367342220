/**
 * What a production build gives the app's modules for 'react-hot-toast' (vite.config.ts, lazyToasts):
 * the same toast functions and Toaster, but the library itself (its toasts' look, goober and the
 * animations, about 4.5 KB gzipped on every page) loads with the first toast. Toasts sent before
 * it has loaded wait, in order and with their ids, and the Toaster appears with them. The tests
 * keep the library (and their mocks of it).
 */
import { useEffect, useState } from 'react'
import type * as HotToast from 'react-hot-toast'

type Library = typeof HotToast
type Toast = Library['default']
type ShowKind = 'success' | 'error' | 'loading' | 'custom'
type ClearKind = 'dismiss' | 'dismissAll' | 'remove' | 'removeAll'

let library: Library | undefined
let loading: Promise<Library> | undefined
let waiting: ((loaded: Library) => void)[] = []
const toasterMounts = new Set<() => void>()
let lastId = 0

function loadLibrary(): void {
  loading ??= import('react-hot-toast').then(
    (loaded) => {
      library = loaded
      const calls = waiting
      waiting = []
      calls.forEach((call) => call(loaded))
      toasterMounts.forEach((mount) => mount())
      return loaded
    },
    (error: unknown) => {
      // Offline, say: the next toast tries again.
      loading = undefined
      throw error
    },
  )
  loading.catch(() => undefined)
}

function whenLoaded(call: (loaded: Library) => void): void {
  if (library) return call(library)
  waiting.push(call)
  loadLibrary()
}

/** A toast of this kind; its id is chosen here when the caller gives none, so that it is known at once. */
function show(kind: ShowKind | 'blank'): Toast[ShowKind] {
  return (message, options) => {
    const id = options?.id ?? `lazy-toast-${++lastId}`
    whenLoaded(({ default: toast }) => (kind === 'blank' ? toast : toast[kind])(message, { ...options, id }))
    return id
  }
}

/** Clearing toasts: nothing to do while none has been sent. */
function clear<K extends ClearKind>(kind: K): Toast[K] {
  return ((...args: Parameters<Toast[K]>) => {
    if (library || waiting.length > 0) {
      whenLoaded(({ default: toast }) => (toast[kind] as (...clearArgs: Parameters<Toast[K]>) => void)(...args))
    }
  }) as Toast[K]
}

const promise: Toast['promise'] = (work, messages, options) => {
  const started = typeof work === 'function' ? work() : work
  whenLoaded(({ default: toast }) => void toast.promise(started, messages, options).catch(() => undefined))
  return started
}

export const toast: Toast = Object.assign(show('blank'), {
  success: show('success'),
  error: show('error'),
  loading: show('loading'),
  custom: show('custom'),
  dismiss: clear('dismiss'),
  dismissAll: clear('dismissAll'),
  remove: clear('remove'),
  removeAll: clear('removeAll'),
  promise,
})

export default toast

/** The library's Toaster, once the first toast has loaded it. */
export function Toaster(props: HotToast.ToasterProps) {
  const [loaded, setLoaded] = useState(library)
  useEffect(() => {
    if (library) return setLoaded(library)
    const mount = () => setLoaded(library)
    toasterMounts.add(mount)
    return () => void toasterMounts.delete(mount)
  }, [])
  return loaded ? <loaded.Toaster {...props} /> : null
}
