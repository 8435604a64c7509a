import { copyFileSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { join } from 'node:path';
import { execa } from 'execa';
import { stringify } from 'yaml';
import { describe, expect, it } from 'vitest';
import type { RunMetrics, TaskResult } from '../../core/results.js';
import { CLI, ROOT, eventually, isAlive, tempDir } from './helpers.js';

function writeConfig(dir: string, extra: Record<string, unknown> = {}): string {
  const path = join(dir, 'config.yaml');
  writeFileSync(
    path,
    stringify({
      out_dir: join(dir, 'results'),
      workspace_root: join(dir, 'workspaces'),
      timeouts: { task_ms: 10000, startup_ms: 10000, shutdown_ms: 1000 },
      agents: [
        { id: 0, tool: 'search', port: 0 },
        { id: 1, tool: 'extract', port: 0 },
        { id: 2, tool: 'triple', port: 0 },
        { id: 3, tool: 'reason', port: 0 },
      ],
      ...extra,
    }),
  );
  return path;
}

const bench = (args: string[]) => execa(process.execPath, [CLI, ...args], { cwd: ROOT, reject: false, timeout: 60_000 });

describe('bench CLI', () => {
  it('--help lists every flag', async () => {
    const r = await bench(['--help']);
    expect(r.exitCode).toBe(0);
    for (const flag of ['--config', '--tasks', '--out', '--protocol', '--concurrency']) expect(r.stdout).toContain(flag);
  });

  it('rejects a bad config naming every bad path, exit code 1', async () => {
    const dir = tempDir();
    const path = writeConfig(dir, { chunk_size: -5, protocol: 'morse', colour: 'red' });
    const r = await bench(['--config', path]);
    expect(r.exitCode).toBe(1);
    expect(r.stderr).toMatch(/- chunk_size:/);
    expect(r.stderr).toMatch(/- protocol: unknown protocol "morse"/);
    expect(r.stderr).toMatch(/colour/);
  });

  it('rejects an unknown --protocol override and a bad flag', async () => {
    const dir = tempDir();
    const r = await bench(['--config', writeConfig(dir), '--protocol', 'fax']);
    expect(r.exitCode).toBe(1);
    expect(r.stderr).toMatch(/protocol: unknown protocol "fax"; known: json/);
    const r2 = await bench(['--concurrency', 'lots']);
    expect(r2.exitCode).toBe(1);
    expect(r2.stderr).toMatch(/--concurrency/);
  });

  it('names the port when an agent port is in use', async () => {
    const dir = tempDir();
    const server: Server = createServer();
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const port = (server.address() as { port: number }).port;
    try {
      const path = writeConfig(dir, { agents: [{ id: 0, tool: 'search', port }, { id: 1, tool: 'reason', port: 0 }] });
      const r = await bench(['--config', path]);
      expect(r.exitCode).toBe(1);
      expect(r.stderr).toContain(`port ${port} is in use`);
    } finally {
      server.close();
    }
  });

  it('records a missing attachment with its reason and runs the other tasks', async () => {
    const dir = tempDir();
    copyFileSync(join(ROOT, 'data/sample/sourdough.txt'), join(dir, 'sourdough.txt'));
    writeFileSync(
      join(dir, 'metadata.jsonl'),
      [
        { task_id: 'gone', Question: 'Q?', Level: 1, 'Final answer': '1', file_name: 'nowhere.txt' },
        { task_id: 'here', Question: 'How many grams of salt does the recipe use?', Level: 1, 'Final answer': '10', file_name: 'sourdough.txt' },
      ]
        .map((t) => JSON.stringify(t))
        .join('\n'),
    );
    const out = join(dir, 'run');
    const r = await bench(['--config', writeConfig(dir), '--tasks', join(dir, 'metadata.jsonl'), '--out', out]);
    expect(r.exitCode).toBe(0);
    const results = readFileSync(join(out, 'results.jsonl'), 'utf8').trim().split('\n').map((l) => JSON.parse(l) as TaskResult);
    expect(results.find((t) => t.task_id === 'gone')).toMatchObject({ end: 'skipped', file_status: 'missing', message: expect.stringContaining('nowhere.txt') });
    expect(results.find((t) => t.task_id === 'here')).toMatchObject({ end: 'answer', file_status: 'ok' });
    expect(r.stdout).toContain(join(out, 'metrics.json'));
    expect(r.stdout).toContain(join(out, 'run_artifacts.tar.gz'));
    // A second run into the same directory is refused rather than mixed in.
    const again = await bench(['--config', writeConfig(dir), '--tasks', join(dir, 'metadata.jsonl'), '--out', out]);
    expect(again.exitCode).toBe(1);
    expect(again.stderr).toContain('already holds a run');
  });

  it('on Ctrl+C keeps finished tasks, writes partial metrics, and leaves no process behind', async () => {
    const dir = tempDir();
    const line = readFileSync(join(ROOT, 'data/sample/metadata.jsonl'), 'utf8').split('\n')[0]!;
    const row = JSON.parse(line) as Record<string, unknown>;
    copyFileSync(join(ROOT, 'data/sample', String(row.file_name)), join(dir, String(row.file_name)));
    // Enough tasks that the run is still going when the signal lands.
    writeFileSync(join(dir, 'metadata.jsonl'), Array.from({ length: 3000 }, (_, i) => JSON.stringify({ ...row, task_id: `t${i}` })).join('\n'));
    const out = join(dir, 'run');
    const child = execa(process.execPath, [CLI, '--config', writeConfig(dir), '--tasks', join(dir, 'metadata.jsonl'), '--out', out], { cwd: ROOT, reject: false, timeout: 60_000 });
    let stdout = '';
    child.stdout!.on('data', (d: Buffer) => (stdout += d.toString()));
    expect(await eventually(() => /\[\s*5\/3000\]/.test(stdout), 20_000)).toBe(true);
    const pids = [...stdout.matchAll(/pid (\d+)/g)].map((m) => Number(m[1]));
    child.kill('SIGINT');
    const r = await child;
    expect(r.exitCode).toBe(130);
    const metrics = JSON.parse(readFileSync(join(out, 'metrics.json'), 'utf8')) as RunMetrics;
    const results = readFileSync(join(out, 'results.jsonl'), 'utf8').trim().split('\n');
    expect(metrics.partial).toBe(true);
    expect(metrics.tasks).toBe(results.length);
    expect(results.length).toBeGreaterThanOrEqual(5);
    expect(results.length).toBeLessThan(3000);
    expect(existsSync(join(out, 'run_artifacts.tar.gz'))).toBe(true);
    expect(pids).toHaveLength(4);
    expect(await eventually(() => pids.every((p) => !isAlive(p)))).toBe(true);
  });
});
