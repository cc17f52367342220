/** The outcome of an operation that can fail with a message for people: either a value or an error. */
export type Result<T> = { ok: true; value: T } | { ok: false; error: string }

export function ok<T>(value: T): Result<T> {
  return { ok: true, value }
}

export function fail<T = never>(error: string): Result<T> {
  return { ok: false, error }
}
