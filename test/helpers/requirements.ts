/**
 * Tests that need a program from outside npm (Chromium, nats-server). Under
 * CI=true a missing one is a failure, not a skip (the caller asserts on
 * `missing`); elsewhere the tests are skipped, and this says so loudly on
 * stderr.
 */
export interface Availability {
  available: boolean;
  /** Why it is not available, with the command that installs it; null when it is. */
  missing: string | null;
}

export function availability(found: boolean, skipping: string, missing: string): Availability {
  if (found) return { available: true, missing: null };
  if (process.env.CI !== 'true') process.stderr.write(`\n${'!'.repeat(78)}\n!! SKIPPING ${skipping}: ${missing}\n${'!'.repeat(78)}\n\n`);
  return { available: false, missing };
}
