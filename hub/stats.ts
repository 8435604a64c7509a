/** Statistics over samples: pure functions. */

/**
 * The q-th percentile (0 ≤ q ≤ 100) by linear interpolation between the
 * closest ranks (numpy's default). NaN for no samples.
 */
export function percentile(samples: readonly number[], q: number): number {
  if (samples.length === 0) return Number.NaN;
  if (q < 0 || q > 100) throw new RangeError(`percentile ${q} is outside 0..100`);
  const sorted = [...samples].sort((a, b) => a - b);
  const pos = (q / 100) * (sorted.length - 1);
  const lo = Math.floor(pos);
  const hi = Math.ceil(pos);
  return sorted[lo]! + (sorted[hi]! - sorted[lo]!) * (pos - lo);
}

export function mean(samples: readonly number[]): number {
  if (samples.length === 0) return Number.NaN;
  return samples.reduce((a, b) => a + b, 0) / samples.length;
}

/** Round to `digits` decimals (for reports; never for counters). */
export function round(x: number, digits = 3): number {
  const f = 10 ** digits;
  return Math.round(x * f) / f;
}
