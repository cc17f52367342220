/**
 * Clipboard writes: navigator.clipboard is missing outside secure
 * contexts, and writeText rejects without user activation or in restricted iframes, so callers
 * always get an outcome to act on instead of an exception.
 */

export type CopyOutcome = 'copied' | 'unavailable' | 'failed'

type ClipboardHost = { clipboard?: Pick<Clipboard, 'writeText'> } | undefined

export async function copyText(text: string, host: ClipboardHost = globalThis.navigator): Promise<CopyOutcome> {
  const clipboard = host?.clipboard
  if (!clipboard?.writeText) return 'unavailable'
  try {
    await clipboard.writeText(text)
    return 'copied'
  } catch {
    return 'failed'
  }
}
