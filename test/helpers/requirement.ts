import { describe, expect, it } from 'vitest';

/** Whether an outside program some tests need (Chromium, a Postgres server) is here, and if not, what to do about it. */
export interface Requirement {
  available: boolean;
  /** What is missing and how to install it; null when available. */
  missing: string | null;
}

/**
 * The requirement of `tests` (e.g. "the viewer's browser tests"), missing
 * when `missing` says why. Off CI a missing one means those tests are
 * skipped, and this says so loudly on stderr; under CI=true it is a
 * failure instead (see failWhenMissingUnderCi).
 */
export function requirement(tests: string, missing: string | null): Requirement {
  if (missing !== null && process.env.CI !== 'true') process.stderr.write(`\n${'!'.repeat(78)}\n!! SKIPPING ${tests}: ${missing}\n${'!'.repeat(78)}\n\n`);
  return { available: missing === null, missing };
}

/** Under CI a missing requirement must fail the run, not skip it: one test that fails with what is missing. */
export function failWhenMissingUnderCi(suite: string, req: Requirement): void {
  describe.runIf(!req.available && process.env.CI === 'true')(`${suite} (CI)`, () => {
    it('has what these tests need', () => {
      expect(req.missing).toBeNull();
    });
  });
}
