import * as fs from 'node:fs';
import { appendFileSync, copyFileSync, existsSync, readFileSync, truncateSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { execa } from 'execa';
import { describe, expect, it } from 'vitest';
import { runBenchmark, type BenchEvent } from '../../hub/bench-runner.js';
import { resumeCommand } from '../../hub/output-errors.js';
import { SCORED_TAGS, TAGS, type RunMetrics, type TaskResult } from '../../hub/results.js';
import { RunStore, type StoreFs } from '../../hub/run-store.js';
import { loadTasks } from '../../gaia/task-loader.js';
import { isMeshError } from '../../wire/errors.js';
import { CLI, eventually, isAlive, ROOT, SAMPLE, tempDir, testConfig, writeConfig } from '../helpers/integration.js';

/** Four answerable tasks and one whose attachment is missing (HARNESS_ERROR, so every --resume runs it again). */
function tasksFile(dir: string): string {
  copyFileSync(join(ROOT, 'data/sample/sourdough.txt'), join(dir, 'sourdough.txt'));
  const rows = [
    { task_id: 'gone', Question: 'Q?', Level: 1, 'Final answer': '1', file_name: 'nowhere.txt' },
    ...[1, 2, 3, 4].map((i) => ({
      task_id: `here${i}`,
      Question: 'How many grams of salt does the recipe use?',
      Level: 1,
      'Final answer': '10',
      file_name: 'sourdough.txt',
    })),
  ];
  writeFileSync(join(dir, 'metadata.jsonl'), rows.map((r) => JSON.stringify(r)).join('\n'));
  return join(dir, 'metadata.jsonl');
}

const bench = (args: string[]) => execa(process.execPath, [CLI, ...args], { cwd: ROOT, reject: false, timeout: 60_000 });

/** results.jsonl: every line parses, each task once; metrics.json agrees with it. */
function expectSound(out: string, total: number): TaskResult[] {
  const text = readFileSync(join(out, 'results.jsonl'), 'utf8');
  expect(text.endsWith('\n')).toBe(true);
  const lines = text
    .slice(0, -1)
    .split('\n')
    .map((l) => JSON.parse(l) as TaskResult);
  expect(lines).toHaveLength(total);
  expect(new Set(lines.map((r) => r.task_id)).size).toBe(total);
  const metrics = JSON.parse(readFileSync(join(out, 'metrics.json'), 'utf8')) as RunMetrics;
  expect(metrics).toMatchObject({ tasks: total, tasks_total: total, partial: false });
  expect(metrics.per_task.map((r) => r.task_id).sort()).toEqual(lines.map((r) => r.task_id).sort());
  expect(metrics.tags).toEqual(Object.fromEntries(TAGS.map((t) => [t, lines.filter((r) => r.tag === t).length])));
  const scored = lines.filter((r) => SCORED_TAGS.has(r.tag));
  expect(metrics.scored).toBe(scored.length);
  expect(metrics.correct).toBe(scored.filter((r) => r.tag === 'CORRECT').length);
  return lines;
}

/** Cut the last line of results.jsonl in the middle of its record; returns where it began and its task. */
function cutLastLine(out: string): { offset: number; task: string } {
  const path = join(out, 'results.jsonl');
  const buf = readFileSync(path);
  const offset = buf.subarray(0, -1).lastIndexOf(0x0a) + 1;
  const task = (JSON.parse(buf.subarray(offset).toString('utf8')) as TaskResult).task_id;
  truncateSync(path, offset + Math.floor((buf.length - offset) / 2));
  return { offset, task };
}

describe('results.jsonl across resumes', () => {
  it('a last line cut mid-record is dropped and its task re-run, twice in a row: each task once, metrics agree', async () => {
    const dir = tempDir();
    const out = join(dir, 'run');
    const first = await bench(['--config', writeConfig(dir), '--tasks', tasksFile(dir), '--out', out]);
    expect(first.exitCode).toBe(0);
    expectSound(out, 5);
    for (let round = 0; round < 2; round++) {
      const cut = cutLastLine(out);
      const r = await bench(['--resume', out]);
      expect(r.exitCode).toBe(0);
      expect(r.stderr).toContain(`${join(out, 'results.jsonl')}: dropped a last line cut short (`);
      expect(r.stderr).toContain(`at byte offset ${cut.offset}, task ${cut.task}); that task runs again`);
      // The cut task and the HARNESS_ERROR one run again; the other three are kept.
      expect(r.stdout).toContain(`resuming: 3 tasks already recorded, 2 to run`);
      const lines = expectSound(out, 5);
      expect(lines.find((l) => l.task_id === 'gone')).toMatchObject({ tag: 'HARNESS_ERROR', file_status: 'missing' });
      expect(lines.filter((l) => l.task_id !== 'gone').every((l) => l.tag === 'CORRECT')).toBe(true);
    }
  });

  it('a resume whose mesh fails to start leaves results.jsonl as it was, error lines included', async () => {
    const dir = tempDir();
    const out = join(dir, 'run');
    expect((await bench(['--config', writeConfig(dir), '--tasks', tasksFile(dir), '--out', out])).exitCode).toBe(0);
    const before = readFileSync(join(out, 'results.jsonl'), 'utf8');
    expect(before).toContain('"tag":"HARNESS_ERROR"');
    const store = new RunStore(out, { warn: () => {} });
    const results = store.loadResults();
    const { tasks } = await loadTasks(join(dir, 'metadata.jsonl'));
    const config = testConfig(dir, { tasks: join(dir, 'metadata.jsonl') });
    const err = await runBenchmark({
      config,
      tasks,
      store,
      runId: 'r',
      tasksFile: join(dir, 'metadata.jsonl'),
      log: () => {},
      resume: { results, sessions: [] },
      // An entry point that does not exist: agent 0 exits before it is ready, so the mesh never starts.
      agentScripts: { '0': join(dir, 'no-such-agent.mjs') },
    }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(Error);
    expect(readFileSync(join(out, 'results.jsonl'), 'utf8')).toBe(before);
  });

  it('a task recorded twice is kept once, and the resume says so', async () => {
    const dir = tempDir();
    const out = join(dir, 'run');
    expect((await bench(['--config', writeConfig(dir), '--tasks', tasksFile(dir), '--out', out])).exitCode).toBe(0);
    const path = join(out, 'results.jsonl');
    const firstLine = readFileSync(path, 'utf8').split('\n')[0]!;
    const id = (JSON.parse(firstLine) as TaskResult).task_id;
    appendFileSync(path, `${firstLine}\n`);
    const r = await bench(['--resume', out]);
    expect(r.exitCode).toBe(0);
    expect(r.stderr).toContain(`${path}: task ${id} was recorded twice; kept the later line, dropped the one at byte offset 0`);
    expectSound(out, 5);
  });
});

describe('an unusable --out', () => {
  it('fails before any agent starts, naming the path and the fix', async () => {
    const dir = tempDir();
    writeFileSync(join(dir, 'a-file'), 'x');
    const config = writeConfig(dir);
    const under = await bench(['--config', config, '--limit', '1', '--out', join(dir, 'a-file', 'run')]);
    expect(under.exitCode).toBe(1);
    expect(under.stderr).toContain(`error: cannot use ${join(dir, 'a-file', 'run')} as a run directory`);
    expect(under.stderr).toContain('(ENOTDIR); give --out a directory path with no file along it');
    const isFile = await bench(['--config', config, '--limit', '1', '--out', join(dir, 'a-file')]);
    expect(isFile.exitCode).toBe(1);
    expect(isFile.stderr).toContain('a file stands where a directory should be (EEXIST)');
    expect(existsSync(join(dir, 'workspaces'))).toBe(false);
    expect(under.stdout + isFile.stdout).not.toMatch(/pid \d+/);
  });
});

describe('a full disk mid-run', () => {
  it('stops the session, names results.jsonl and the --resume command, keeps the earlier lines; the resume finishes with each task once', async () => {
    const dir = tempDir();
    const out = join(dir, 'run');
    const tasks = (await loadTasks(SAMPLE)).tasks.slice(0, 5);
    const config = testConfig(dir);
    // The third result finds the disk full.
    let resultsFd: number | undefined;
    let appends = 0;
    const full: Partial<StoreFs> = {
      openSync: ((path: fs.PathLike, flags: fs.OpenMode) => {
        const fd = fs.openSync(path, flags);
        if (String(path).endsWith('results.jsonl')) resultsFd = fd;
        return fd;
      }) as StoreFs['openSync'],
      writeSync: ((fd: number, buf: Buffer, off: number, len: number) => {
        if (fd === resultsFd && ++appends === 3) throw Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' });
        return fs.writeSync(fd, buf, off, len);
      }) as StoreFs['writeSync'],
    };
    let pids: (number | undefined)[] = [];
    const onEvent = (e: BenchEvent): void => {
      if (e.type === 'mesh_ready') pids = e.agents.map((a) => a.pid);
    };
    const store = new RunStore(out, { fs: { ...fs, ...full }, warn: () => {} });
    const err = await runBenchmark({ config, tasks, store, runId: 'r', tasksFile: SAMPLE, log: () => {}, onEvent }).catch((e: unknown) => e);
    expect(isMeshError(err, 'OUTPUT_WRITE_FAILED')).toBe(true);
    const message = (err as Error).message;
    expect(message).toContain(`could not write ${join(out, 'results.jsonl')} (ENOSPC`);
    expect(message).toContain(`then finish the run with: ${resumeCommand(out)}`);
    expect(await eventually(() => pids.length === 4 && pids.every((p) => !isAlive(p)))).toBe(true);
    const kept = readFileSync(join(out, 'results.jsonl'), 'utf8')
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as TaskResult);
    expect(kept.map((r) => r.task_id)).toEqual(tasks.slice(0, 2).map((t) => t.task_id));
    // The metrics written after the failure agree with the file.
    const partial = JSON.parse(readFileSync(join(out, 'metrics.json'), 'utf8')) as RunMetrics;
    expect(partial).toMatchObject({ tasks: 2, tasks_total: 5, partial: true });
    expect(partial.sessions.at(-1)).toMatchObject({ tasks_run: 2, interrupted: true });

    const again = new RunStore(out, { warn: () => {} });
    const results = again.loadResults();
    const sessions = (await again.readMetrics())?.sessions ?? [];
    const metrics = await runBenchmark({ config, tasks, store: again, runId: 'r', tasksFile: SAMPLE, log: () => {}, resume: { results, sessions } });
    expect(metrics).toMatchObject({ tasks: 5, partial: false });
    expect(metrics.sessions).toHaveLength(2);
    expectSound(out, 5);
  });
});
