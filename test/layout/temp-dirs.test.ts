import { execFileSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import { describe, expect, it } from 'vitest';

// The suite keeps every temporary file in one directory per run, removed at its end (test/global-setup.ts).
describe('temporary directories of a test run', () => {
  it('lie under the run directory, in the tests and in the processes they start', () => {
    const run = process.env.GAIA_MESH_TEST_TMPDIR;
    expect(run).toMatch(/gm-test-run-/);
    expect(tmpdir()).toBe(run);
    const child = execFileSync(process.execPath, ['-e', 'process.stdout.write(require("node:os").tmpdir())'], { encoding: 'utf8' });
    expect(child).toBe(run);
  });
});
