import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { stringify } from 'yaml';
import { parseConfig, type Config } from '../../config/schema.js';
import { runBenchmark, type BenchEvent } from '../../hub/bench-runner.js';
import type { RunMetrics } from '../../hub/results.js';
import { RunStore } from '../../hub/run-store.js';
import { loadTasks, type Task } from '../../gaia/task-loader.js';

export const ROOT = fileURLToPath(new URL('../../', import.meta.url));
export const SAMPLE = join(ROOT, 'data/sample/metadata.jsonl');
export const CLI = join(ROOT, 'dist/scripts/run-benchmark.js');
export const fixture = (name: string): string => fileURLToPath(new URL(`../integration/fixtures/${name}`, import.meta.url));

export function tempDir(prefix = 'gm-it-'): string {
  return mkdtempSync(join(tmpdir(), prefix));
}

const FOUR_AGENTS = [
  { id: '0', tool: 'search', port: 0 },
  { id: '1', tool: 'extract', port: 0 },
  { id: '2', tool: 'triple', port: 0 },
  { id: '3', tool: 'reason', port: 0 },
];

/** A config file for the bench CLI in `dir`: the four agents on OS-chosen ports, writing under `dir`, with `extra` on top. */
export function writeConfig(dir: string, extra: Record<string, unknown> = {}): string {
  const path = join(dir, 'config.yaml');
  writeFileSync(
    path,
    stringify({
      out_dir: join(dir, 'results'),
      workspace_root: join(dir, 'workspaces'),
      timeouts: { task_ms: 10000, startup_ms: 10000, shutdown_ms: 1000 },
      agents: FOUR_AGENTS,
      ...extra,
    }),
  );
  return path;
}

/** The lines of a JSON-lines file, parsed. */
export const readJsonl = <T>(path: string): T[] =>
  readFileSync(path, 'utf8')
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l) as T);

/** The default four agents on OS-chosen ports, writing under `dir`. */
export function testConfig(dir: string, overrides: Record<string, unknown> = {}): Config {
  return parseConfig({
    tasks: SAMPLE,
    out_dir: join(dir, 'results'),
    workspace_root: join(dir, 'workspaces'),
    timeouts: { task_ms: 10_000, startup_ms: 10_000, shutdown_ms: 1_000 },
    agents: FOUR_AGENTS,
    ...overrides,
  });
}

export function isAlive(pid: number | undefined): boolean {
  if (pid === undefined) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** True when 127.0.0.1:port can be bound (nobody holds it). */
export function portFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/** A loopback port nobody holds right now (the OS's choice; free until someone else takes it). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** Poll `check` every 20 ms until it is true or `ms` passes (bounded). */
export async function eventually(check: () => boolean | Promise<boolean>, ms = 3000): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (await check()) return true;
    await new Promise((r) => setTimeout(r, 20));
  }
  return check();
}

/** The live child processes of `pid` (Linux: from /proc), for checks that a test left none behind. */
export function childPids(pid = process.pid): number[] {
  const kids: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      // pid (comm) state ppid …: comm may hold spaces and parentheses, so read after the last ')'.
      const [state, ppid] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (Number(ppid) === pid && state !== 'Z') kids.push(Number(entry));
    } catch {
      // gone meanwhile
    }
  }
  return kids;
}

/**
 * The bench in this process on `tasks` (all the sample tasks by default),
 * its run directory `<dir>/run`: the metrics and every log line.
 */
export async function benchInProcess(
  dir: string,
  config: Config,
  options: { tasks?: Task[]; runId?: string; onEvent?: (e: BenchEvent) => void } = {},
): Promise<{ metrics: RunMetrics; logs: string[] }> {
  const tasks = options.tasks ?? (await loadTasks(SAMPLE)).tasks;
  const logs: string[] = [];
  const metrics = await runBenchmark({
    config,
    tasks,
    store: new RunStore(join(dir, 'run')),
    runId: options.runId ?? 'test',
    tasksFile: SAMPLE,
    log: (l) => logs.push(l),
    ...(options.onEvent ? { onEvent: options.onEvent } : {}),
  });
  return { metrics, logs };
}
