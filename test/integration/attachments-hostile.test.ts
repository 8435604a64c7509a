import { execFileSync } from 'node:child_process';
import { copyFileSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { execa } from 'execa';
import { describe, expect, it } from 'vitest';
import type { RunMetrics, TaskResult } from '../../hub/results.js';
import { CLI, eventually, isAlive, ROOT, tempDir, writeConfig } from '../helpers/integration.js';

/**
 * A tasks folder whose first task's attachment is `hostile` (made by the
 * caller inside the folder), followed by `count` copies of the first sample
 * task, so the run is still going when the signal lands.
 */
function tasksWith(dir: string, hostile: string, count: number): string {
  const line = readFileSync(join(ROOT, 'data/sample/metadata.jsonl'), 'utf8').split('\n')[0]!;
  const row = JSON.parse(line) as Record<string, unknown>;
  copyFileSync(join(ROOT, 'data/sample', String(row.file_name)), join(dir, String(row.file_name)));
  const rows = [{ ...row, task_id: 'hostile', file_name: hostile }, ...Array.from({ length: count }, (_, i) => ({ ...row, task_id: `t${i}` }))];
  writeFileSync(join(dir, 'metadata.jsonl'), rows.map((r) => JSON.stringify(r)).join('\n'));
  return join(dir, 'metadata.jsonl');
}

/** Run the bench on `tasks`, signal it once five tasks are done, and return what it left behind. */
async function interrupt(dir: string, tasks: string, signal: 'SIGINT' | 'SIGTERM') {
  const out = join(dir, 'run');
  const child = execa(process.execPath, [CLI, '--config', writeConfig(dir), '--tasks', tasks, '--out', out], { cwd: ROOT, reject: false, timeout: 60_000 });
  let stdout = '';
  child.stdout!.on('data', (d: Buffer) => (stdout += d.toString()));
  // Before the fix the run never got past its first task: the read of the attachment never ended.
  const progressed = await eventually(() => /\[\s*5\/3001\]/.test(stdout), 20_000);
  if (!progressed) {
    child.kill('SIGKILL');
    await child;
  }
  expect(progressed).toBe(true);
  const pids = [...stdout.matchAll(/pid (\d+)/g)].map((m) => Number(m[1]));
  const sent = Date.now();
  child.kill(signal);
  const r = await child;
  const stopMs = Date.now() - sent;
  const metrics = JSON.parse(readFileSync(join(out, 'metrics.json'), 'utf8')) as RunMetrics;
  const results = readFileSync(join(out, 'results.jsonl'), 'utf8')
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l) as TaskResult);
  return { r, stopMs, metrics, results, pids };
}

describe('hostile attachments and the bench CLI', () => {
  it('a FIFO attachment is refused unopened; Ctrl+C then stops the run with exit 130 and partial metrics, no process left', async () => {
    const dir = tempDir();
    execFileSync('mkfifo', [join(dir, 'pipe.txt')]);
    const { r, stopMs, metrics, results, pids } = await interrupt(dir, tasksWith(dir, 'pipe.txt', 3000), 'SIGINT');
    expect(r.exitCode).toBe(130);
    expect(stopMs).toBeLessThan(5000);
    expect(metrics.partial).toBe(true);
    expect(metrics.tasks).toBe(results.length);
    expect(results[0]).toMatchObject({ task_id: 'hostile', tag: 'HARNESS_ERROR', file_status: 'error' });
    expect(results[0]!.message).toContain('pipe.txt is a FIFO (named pipe); only regular files are read');
    expect(pids).toHaveLength(4);
    expect(await eventually(() => pids.every((p) => !isAlive(p)))).toBe(true);
  });

  it('a symbolic link to /dev/zero is refused unread; SIGTERM then stops the run with exit 130 and partial metrics, no process left', async () => {
    const dir = tempDir();
    symlinkSync('/dev/zero', join(dir, 'zero.txt'));
    const { r, stopMs, metrics, results, pids } = await interrupt(dir, tasksWith(dir, 'zero.txt', 3000), 'SIGTERM');
    expect(r.exitCode).toBe(130);
    expect(stopMs).toBeLessThan(5000);
    expect(metrics.partial).toBe(true);
    expect(metrics.tasks).toBe(results.length);
    expect(results[0]).toMatchObject({ task_id: 'hostile', tag: 'HARNESS_ERROR', file_status: 'error' });
    expect(results[0]!.message).toContain('attachment "zero.txt" refused: it resolves to /dev/zero, outside the folder');
    expect(pids).toHaveLength(4);
    expect(await eventually(() => pids.every((p) => !isAlive(p)))).toBe(true);
  });
});
