/**
 * The wallet's key signatures for this tab's session (sessionStorage), so that showing a ticket or
 * opening a guest list asks the wallet once per session, not on every visit. They go when the tab
 * closes or the wallet disconnects; where sessionStorage is unavailable they last as long as the page.
 */
import type { SignatureStore } from '../../chain'
import { fromBase64Url, toBase64Url } from '../../domain/text/base64url'

const PREFIX = 'dynaqr:key-signature:v1:'

function sessionStorageOrNull(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage
  } catch {
    return null // SecurityError: storage disabled for this origin
  }
}

export interface SessionSignatureStore extends SignatureStore {
  /** Forgets every signature kept (the wallet disconnected). */
  clear(): void
}

export function sessionSignatureStore(storage: Storage | null = sessionStorageOrNull()): SessionSignatureStore {
  const page = new Map<string, Uint8Array>()
  return {
    get(name) {
      const kept = page.get(name)
      if (kept) return kept
      try {
        const stored = storage?.getItem(PREFIX + name)
        return (stored && fromBase64Url(stored)) || undefined
      } catch {
        return undefined
      }
    },
    set(name, signature) {
      page.set(name, signature)
      try {
        storage?.setItem(PREFIX + name, toBase64Url(signature))
      } catch {
        // A full or disabled storage keeps it for the page only.
      }
    },
    clear() {
      page.clear()
      try {
        if (!storage) return
        const kept = Array.from({ length: storage.length }, (_, index) => storage.key(index))
        for (const key of kept) if (key?.startsWith(PREFIX)) storage.removeItem(key)
      } catch {
        // Nothing kept to forget.
      }
    },
  }
}
