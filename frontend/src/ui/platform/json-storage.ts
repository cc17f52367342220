/**
 * JSON values in the browser's storage. Reads survive corrupt JSON, storage disabled for the origin
 * and a full quota (they read as nothing stored); writes report whether they were kept.
 */

export type StorageSource = () => Pick<Storage, 'getItem' | 'setItem'> | undefined

export function browserStorage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage
  } catch {
    return undefined // SecurityError: storage disabled for this origin
  }
}

/**
 * The key for a value whose shape may change: a new shape takes a new version, so a reader never
 * misreads a value written by an older build.
 */
export function versionedKey(name: string, version: number): string {
  return `dynaqr:${name}:v${version}`
}

/** The parsed value under `key`, or undefined when nothing readable is stored there. */
export function readJson(storage: StorageSource, key: string): unknown {
  try {
    const raw = storage()?.getItem(key)
    return raw ? (JSON.parse(raw) as unknown) : undefined
  } catch {
    return undefined
  }
}

export function writeJson(storage: StorageSource, key: string, value: unknown): boolean {
  try {
    const target = storage()
    if (!target) return false
    target.setItem(key, JSON.stringify(value))
    return true
  } catch {
    return false // QuotaExceededError, SecurityError
  }
}
