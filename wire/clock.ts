/**
 * Milliseconds on CLOCK_MONOTONIC (to the µs): one clock every process on
 * the machine shares, so a stamp taken in one process is comparable with a
 * stamp taken in another (a hop's latency is its rx stamp minus its tx stamp).
 */
export function monoMs(): number {
  return Number(process.hrtime.bigint() / 1000n) / 1000;
}
