import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * One temporary directory per test run, removed when the run ends: every directory the tests make under the system's
 * temporary directory, and every one the agents, hubs and servers they start make, lies inside it (TMPDIR is set before
 * the workers start, and child processes inherit it). Both projects name this file; the first to run makes the
 * directory and the last teardown removes it.
 */
const KEY = 'GAIA_MESH_TEST_TMPDIR';

export default function setup(): () => void {
  const owner = process.env[KEY] === undefined;
  if (owner) {
    const dir = mkdtempSync(join(tmpdir(), 'gm-test-run-'));
    // (Readable by the Postgres server's own user, which the gap store's tests start from a directory inside it.)
    chmodSync(dir, 0o755);
    process.env[KEY] = dir;
    process.env.TMPDIR = dir;
  }
  return () => {
    if (owner) rmSync(process.env[KEY]!, { recursive: true, force: true, maxRetries: 3 });
  };
}
