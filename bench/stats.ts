/** Small statistics for the bench: medians and nearest-rank percentiles of samples. */

/** The p-th percentile (0–100) by nearest rank: a value that was really measured, never interpolated. */
export function percentile(samples: readonly number[], p: number): number {
  if (samples.length === 0) throw new RangeError('no samples');
  if (!(p >= 0 && p <= 100)) throw new RangeError(`percentile must be within 0–100, got ${p}`);
  const sorted = [...samples].sort((a, b) => a - b);
  const rank = Math.max(1, Math.ceil((p / 100) * sorted.length));
  return sorted[rank - 1]!;
}

export const median = (samples: readonly number[]) => percentile(samples, 50);

/** Rounds for display and JSON: enough digits to compare runs, no float noise. */
export function round(value: number, digits = 2): number {
  const f = 10 ** digits;
  return Math.round(value * f) / f;
}
