import { copyFileSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { join } from 'node:path';
import { execa } from 'execa';
import { describe, expect, it } from 'vitest';
import type { RunMetrics, TaskResult } from '../../hub/results.js';
import { CLI, eventually, isAlive, readJsonl, ROOT, tempDir, writeConfig } from '../helpers/integration.js';

/** A tasks folder holding `count` copies of the first sample task. */
function manyTasks(dir: string, count: number): string {
  const line = readFileSync(join(ROOT, 'data/sample/metadata.jsonl'), 'utf8').split('\n')[0]!;
  const row = JSON.parse(line) as Record<string, unknown>;
  copyFileSync(join(ROOT, 'data/sample', String(row.file_name)), join(dir, String(row.file_name)));
  writeFileSync(join(dir, 'metadata.jsonl'), Array.from({ length: count }, (_, i) => JSON.stringify({ ...row, task_id: `t${i}` })).join('\n'));
  return join(dir, 'metadata.jsonl');
}

const bench = (args: string[]) => execa(process.execPath, [CLI, ...args], { cwd: ROOT, reject: false, timeout: 60_000 });

describe('bench CLI', () => {
  it('ends a task too large for max_frame_bytes as HARNESS_ERROR without touching an agent, and runs the rest', async () => {
    const dir = tempDir();
    const tasks = manyTasks(dir, 3);
    const rows = readFileSync(tasks, 'utf8')
      .split('\n')
      .map((l) => JSON.parse(l) as Record<string, unknown>);
    rows.splice(1, 0, { ...rows[0], task_id: 'huge', Question: `${'Why? '.repeat(40_000)}In what year?` });
    writeFileSync(tasks, rows.map((r) => JSON.stringify(r)).join('\n'));
    const out = join(dir, 'run');
    const r = await bench(['--config', writeConfig(dir, { max_frame_bytes: 65_536 }), '--tasks', tasks, '--out', out]);
    expect(r.exitCode).toBe(0);
    const results = readJsonl<TaskResult & { message?: string }>(join(out, 'results.jsonl'));
    const huge = results.find((x) => x.task_id === 'huge')!;
    expect(huge.tag).toBe('HARNESS_ERROR');
    expect(huge.end).toBe('too_large');
    expect(huge.message).toMatch(/over max_frame_bytes \(65536\)/);
    expect(results.filter((x) => x.task_id !== 'huge').map((x) => x.tag)).toEqual(['CORRECT', 'CORRECT', 'CORRECT']);
    const metrics = JSON.parse(readFileSync(join(out, 'metrics.json'), 'utf8')) as RunMetrics;
    expect(metrics.faults).toEqual([]);
  });

  it('--help lists every flag', async () => {
    const r = await bench(['--help']);
    expect(r.exitCode).toBe(0);
    for (const flag of ['--config', '--tasks', '--out', '--protocol', '--concurrency', '--level', '--limit', '--task-id', '--resume', '--no-cache'])
      expect(r.stdout).toContain(flag);
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
      const path = writeConfig(dir, {
        agents: [
          { id: 0, tool: 'search', port },
          { id: 1, tool: 'reason', port: 0 },
        ],
      });
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
    const results = readFileSync(join(out, 'results.jsonl'), 'utf8')
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as TaskResult);
    expect(results.find((t) => t.task_id === 'gone')).toMatchObject({
      end: 'skipped',
      file_status: 'missing',
      message: expect.stringContaining('nowhere.txt'),
    });
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
    // Enough tasks that the run is still going when the signal lands.
    const tasks = manyTasks(dir, 3000);
    const out = join(dir, 'run');
    const child = execa(process.execPath, [CLI, '--config', writeConfig(dir), '--tasks', tasks, '--out', out], { cwd: ROOT, reject: false, timeout: 60_000 });
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

  it('--resume after a killed run runs only what is missing: no task twice, no finished task lost', async () => {
    const dir = tempDir();
    const tasks = manyTasks(dir, 300);
    const out = join(dir, 'run');
    const config = writeConfig(dir);
    const child = execa(process.execPath, [CLI, '--config', config, '--tasks', tasks, '--out', out], { cwd: ROOT, reject: false, timeout: 60_000 });
    let stdout = '';
    child.stdout!.on('data', (d: Buffer) => (stdout += d.toString()));
    expect(await eventually(() => /\[\s*20\/300\]/.test(stdout), 20_000)).toBe(true);
    const pids = [...stdout.matchAll(/pid (\d+)/g)].map((m) => Number(m[1]));
    child.kill('SIGKILL');
    await child;
    // Orphaned agents leave when their stdin closes.
    expect(await eventually(() => pids.every((p) => !isAlive(p)))).toBe(true);
    expect(existsSync(join(out, 'metrics.json'))).toBe(false);
    const before = readJsonl<TaskResult>(join(out, 'results.jsonl'));
    expect(before.length).toBeGreaterThanOrEqual(20);
    const finished = new Set(before.map((r) => r.task_id));

    const r = await bench(['--resume', out]);
    expect(r.exitCode).toBe(0);
    expect(r.stdout).toContain(`resuming: ${finished.size} tasks already recorded, ${300 - finished.size} to run`);
    const metrics = JSON.parse(readFileSync(join(out, 'metrics.json'), 'utf8')) as RunMetrics;
    expect(metrics).toMatchObject({ tasks: 300, tasks_total: 300, partial: false });
    expect(new Set(metrics.per_task.map((t) => t.task_id)).size).toBe(300);
    const lines = readJsonl<TaskResult>(join(out, 'results.jsonl'));
    expect(lines).toHaveLength(300);
    // The resumed session's search agent never saw a finished task's doc_init.
    const log = readJsonl<{ dir: string; packet: { type: string; task_id: string } }>(join(dir, 'workspaces', '0', 'agent.log'));
    const rerun = log.filter((l) => l.packet.type === 'doc_init').map((l) => l.packet.task_id);
    expect(rerun).toHaveLength(300 - finished.size);
    expect(rerun.filter((id) => finished.has(id))).toEqual([]);
    const submission = readJsonl<Record<string, unknown>>(join(out, 'submission.jsonl'));
    expect(submission).toHaveLength(300);
    expect(Object.keys(submission[0]!)).toEqual(['task_id', 'model_answer', 'reasoning_trace']);
  });

  it('selects tasks with --level, --limit and --task-id, and refuses --resume with other flags', async () => {
    const dir = tempDir();
    const out = join(dir, 'run');
    const r = await bench(['--config', writeConfig(dir), '--level', '2', '--limit', '3', '--out', out]);
    expect(r.exitCode).toBe(0);
    const levels = readJsonl<TaskResult>(join(out, 'results.jsonl')).map((t) => t.level);
    expect(levels).toEqual([2, 2, 2]);
    const ids = readFileSync(join(ROOT, 'data/sample/metadata.jsonl'), 'utf8')
      .trim()
      .split('\n')
      .map((l) => (JSON.parse(l) as { task_id: string }).task_id);
    const out2 = join(dir, 'run2');
    const r2 = await bench(['--config', writeConfig(dir), '--task-id', ids[4]!, '--task-id', ids[1]!, '--out', out2]);
    expect(r2.exitCode).toBe(0);
    expect(readJsonl<TaskResult>(join(out2, 'results.jsonl')).map((t) => t.task_id)).toEqual([ids[1], ids[4]]);
    const bad = await bench(['--config', writeConfig(dir), '--task-id', 'no-such-task']);
    expect(bad.exitCode).toBe(1);
    expect(bad.stderr).toContain('no task with id no-such-task');
    const clash = await bench(['--resume', out, '--limit', '1']);
    expect(clash.exitCode).toBe(1);
    expect(clash.stderr).toContain('--resume finishes a run with its own config');
  });
});
