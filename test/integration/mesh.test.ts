import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { list } from 'tar';
import { describe, expect, it } from 'vitest';
import { runBenchmark, type BenchEvent } from '../../hub/bench-runner.js';
import type { TaskResult } from '../../hub/results.js';
import { RunStore } from '../../hub/run-store.js';
import { loadTasks } from '../../gaia/task-loader.js';
import type { LogLine } from '../../agent/workspace.js';
import { SAMPLE, eventually, fixture, isAlive, portFree, tempDir, testConfig } from '../helpers/integration.js';

type Ready = Extract<BenchEvent, { type: 'mesh_ready' }>;

async function run(dir: string, count: number, overrides: Record<string, unknown> = {}, agentScripts?: Record<string, string>, concurrency = 1) {
  const config = testConfig(dir, overrides);
  const { tasks } = await loadTasks(SAMPLE);
  const store = new RunStore(join(dir, 'run'));
  const events: BenchEvent[] = [];
  const logs: string[] = [];
  const metrics = await runBenchmark({
    config,
    tasks: tasks.slice(0, count),
    store,
    runId: 'test',
    tasksFile: SAMPLE,
    concurrency,
    onEvent: (e) => events.push(e),
    log: (l) => logs.push(l),
    ...(agentScripts ? { agentScripts } : {}),
  });
  const ready = events.find((e): e is Ready => e.type === 'mesh_ready')!;
  const results = readFileSync(store.resultsPath, 'utf8')
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l) as TaskResult);
  return { config, store, metrics, ready, results, logs };
}

function agentLog(workspaces: string, id: string): LogLine[] {
  return readFileSync(join(workspaces, id, 'agent.log'), 'utf8')
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l) as LogLine);
}

async function expectNothingLeft(ready: Ready): Promise<void> {
  expect(await eventually(() => ready.agents.every((a) => !isAlive(a.pid)))).toBe(true);
  for (const a of ready.agents) expect(await portFree(a.port)).toBe(true);
}

describe('the real four-process mesh', () => {
  it('runs two sample tasks and keeps the metric invariants', async () => {
    const dir = tempDir();
    const { config, store, metrics, ready, results } = await run(dir, 2);

    expect(results).toHaveLength(2);
    // Started from the build's start-up snapshot, and the run says so.
    expect(ready.agent_entry).toBe('snapshot');
    expect((await store.readMetrics())?.sessions.at(-1)).toMatchObject({ agent_entry: 'snapshot', warmup_ms: expect.any(Number) });
    // Tasks start once every agent is warm: the reasoner loaded its tagger before the first task.
    expect(ready.warmup_ms).toBeGreaterThan(0);
    for (const r of results) {
      expect(r.end).toBe('answer');
      expect(r.answer).not.toBeNull();
    }
    // Broadcast: every relayed frame is delivered to the 3 other agents.
    expect(metrics.bytes_tx - metrics.init_bytes_tx).toBe(3 * metrics.bytes_rx);
    expect(metrics.init_bytes_tx).toBeGreaterThan(0);
    // The agents' own logs agree with the hub's counters.
    const logs = config.agents.map((a) => agentLog(config.workspace_root, a.id));
    const tx = logs.flat().filter((l) => l.dir === 'tx');
    const rx = logs.flat().filter((l) => l.dir === 'rx');
    expect(metrics.pkt_cnt).toBe(tx.length + 2); // + one doc_init per task
    expect(metrics.deliveries).toBe(rx.length);
    expect(metrics.bytes_rx).toBe(tx.reduce((n, l) => n + l.bytes, 0));
    expect(metrics.bytes_tx).toBe(rx.reduce((n, l) => n + l.bytes, 0));
    expect(metrics.token_sum).toBe(tx.reduce((n, l) => n + l.packet.token_used, 0));
    expect(metrics.token_sum).toBeGreaterThan(0);
    // Per-task figures add up to the run's.
    expect(results.reduce((n, r) => n + r.bytes_tx, 0)).toBe(metrics.bytes_tx);
    // Each agent remembers its tasks.
    const remembered = readFileSync(join(config.workspace_root, '3', 'tasks.jsonl'), 'utf8')
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l).task_id);
    expect(remembered).toEqual(results.map((r) => r.task_id));
    expect(JSON.parse(readFileSync(join(config.workspace_root, '3', 'memory.json'), 'utf8')).tasks_done).toBe(results.length);
    // The archive holds every workspace, the metrics and the config.
    const entries: string[] = [];
    await list({ file: store.archivePath, onReadEntry: (e) => entries.push(e.path) });
    for (const id of ['0', '1', '2', '3']) expect(entries).toContain(`workspaces/${id}/agent.log`);
    expect(entries).toEqual(expect.arrayContaining(['metrics.json', 'results.jsonl', 'config.resolved.yaml']));
    await expectNothingLeft(ready);
  });

  it('records a crashed agent against the task in flight, restarts it under the policy, then gives up and fails the rest fast', async () => {
    const dir = tempDir();
    const restart = { policy: 'on-failure', max_restarts: 1, backoff_ms: 10, rerun_lost_tasks: 1 };
    const { metrics, ready, results, logs } = await run(dir, 3, { restart }, { '2': fixture('crash-agent.mjs') });
    expect(results.map((r) => r.end)).toEqual(['agent_lost', 'agent_lost', 'agent_lost']);
    expect(results.map((r) => r.tag)).toEqual(['HARNESS_ERROR', 'HARNESS_ERROR', 'HARNESS_ERROR']);
    // The first task was tried twice: once before the restart, once after (the restarted fixture crashed again).
    expect(results[0]!.attempts).toBe(2);
    expect(results[0]!.message).toMatch(/agent 2 \(triple\) exited with code 7 while the task was in flight/);
    expect(results[2]!.message).toMatch(/task not started/);
    expect(metrics.faults.map((f) => [f.agent, f.cause, f.code, f.recovery_ms === null])).toEqual([
      ['2', 'closed', 7, false],
      ['2', 'closed', 7, true],
    ]);
    expect(metrics.tasks_rerun).toBeGreaterThanOrEqual(1);
    expect(logs.some((l) => l.includes('[hub] agent 2 restarted (1/1)'))).toBe(true);
    expect(logs.some((l) => l.includes('[hub] agent 2 is not restarted (1 restarts used)'))).toBe(true);
    await expectNothingLeft(ready);
  });

  it('times out a task whose reasoner hangs, and the run goes on', async () => {
    const dir = tempDir();
    const t0 = performance.now();
    const { ready, results } = await run(dir, 2, { timeouts: { task_ms: 300, startup_ms: 10_000, shutdown_ms: 500 } }, { '3': fixture('hang-agent.mjs') });
    expect(results.map((r) => r.end)).toEqual(['timeout', 'timeout']);
    expect(results[0]!.message).toContain('300 ms');
    expect(results[0]!.elapsed_ms).toBeGreaterThanOrEqual(299);
    expect(performance.now() - t0).toBeLessThan(8000);
    await expectNothingLeft(ready);
  });

  it('gives the same answers with four tasks in flight as with one', async () => {
    const one = await run(tempDir(), 23);
    const four = await run(tempDir(), 23, {}, undefined, 4);
    const answers = (rs: TaskResult[]) => Object.fromEntries(rs.map((r) => [r.task_id, r.raw_answer]));
    expect(four.results.map((r) => r.tag).every((t) => t !== 'ADAPTER_ERROR' && t !== 'HARNESS_ERROR')).toBe(true);
    expect(answers(four.results)).toEqual(answers(one.results));
    expect(four.metrics.bytes_rx).toBe(one.metrics.bytes_rx);
    await expectNothingLeft(four.ready);
  });

  it('counts the same traffic and gives the same answers whether the hub reads heads or decodes every packet', async () => {
    const head = await run(tempDir(), 6);
    const full = await run(tempDir(), 6, { hub_decode: 'full' });
    const answers = (rs: TaskResult[]) => Object.fromEntries(rs.map((r) => [r.task_id, r.raw_answer]));
    expect(answers(full.results)).toEqual(answers(head.results));
    for (const k of ['bytes_tx', 'bytes_rx', 'pkt_cnt', 'deliveries', 'header_overhead', 'token_sum', 'decode_errors'] as const)
      expect(full.metrics[k]).toBe(head.metrics[k]);
    expect(head.metrics.hub_ms).toBeGreaterThan(0);
    await expectNothingLeft(full.ready);
  });
});
