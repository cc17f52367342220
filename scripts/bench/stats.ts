/** Summaries of repeated timings. */

/** The p-th percentile (0–100) by the nearest-rank method. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) throw new Error('percentile of no values')
  const sorted = [...values].sort((a, b) => a - b)
  const rank = Math.ceil((p / 100) * sorted.length)
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1]
}

export const median = (values: readonly number[]) => percentile(values, 50)

/** Milliseconds with one decimal, as the tables and the results file show them. */
export const ms = (value: number) => Math.round(value * 10) / 10
