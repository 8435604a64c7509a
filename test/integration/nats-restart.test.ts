import { join } from 'node:path';
import type { ResultPromise } from 'execa';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { TaskResult } from '../../hub/results.js';
import { loadTasks, type Task } from '../../gaia/task-loader.js';
import type { NatsServer } from '../../scripts/nats-server.js';
import { SAMPLE, benchInProcess, childPids, eventually, readJsonl, tempDir, testConfig } from '../helpers/integration.js';
import { failWithoutNatsUnderCi, natsAvailability, startRemoteAgent, startTestNats, writeAgentConfig } from '../helpers/nats.js';

failWithoutNatsUnderCi();

const PREFIX = 'gm-restart';

/**
 * nats-server killed (SIGKILL) and started again on the same port while a
 * run is under way, once three tasks are done: the run recovers, or ends
 * with clear errors; either way results.jsonl holds every task exactly once
 * and no process is left behind.
 */
describe.runIf(natsAvailability.available)('a nats-server restart mid-run', () => {
  let server: NatsServer;
  let tasks: Task[];
  let undisturbed: [string, string | null, string][];
  const agents: ResultPromise[] = [];
  const answers = (results: TaskResult[]) => results.map((r) => [r.task_id, r.answer, r.tag] as [string, string | null, string]);

  /** The sample tasks over NATS; `outage` runs once three are done (the server down, and back or not). */
  async function bench(overrides: Record<string, unknown>, outage?: () => Promise<void>) {
    const dir = tempDir();
    const config = testConfig(dir, {
      ...overrides,
      transport: 'nats',
      nats: { servers: [server.url], subject_prefix: PREFIX, ...((overrides.nats as object | undefined) ?? {}) },
    });
    let down: Promise<void> | undefined;
    const t0 = performance.now();
    const { metrics, logs } = await benchInProcess(dir, config, {
      tasks,
      runId: 'restart',
      onEvent: (e) => {
        if (e.type === 'task_done' && e.done === 3 && outage) down = outage();
      },
    });
    await down;
    return { metrics, logs, results: readJsonl<TaskResult & { message?: string }>(join(dir, 'run', 'results.jsonl')), ms: performance.now() - t0 };
  }

  /** Every child this test process has is the server (agents the bench started, and their restarts, are gone). */
  const onlyTheServerLeft = () => eventually(() => childPids().every((p) => p === server.process.pid), 5_000);

  beforeAll(async () => {
    server = await startTestNats();
    ({ tasks } = await loadTasks(SAMPLE));
    undisturbed = answers((await bench({})).results);
  });
  afterEach(async () => {
    for (const a of agents) a.kill('SIGTERM');
    await Promise.allSettled(agents);
    agents.length = 0;
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('with local agents: the hub fails every link at once, the agents are restarted once the server is back, and the lost task runs again', async () => {
    const { metrics, results, logs } = await bench({}, () => server.restart(1_000));
    expect(results.map((r) => r.task_id).sort()).toEqual(tasks.map((t) => t.task_id).sort());
    expect(answers(results)).toEqual(undisturbed);
    expect(metrics.tags.HARNESS_ERROR).toBe(0);
    expect(logs).toContainEqual(expect.stringMatching(/lost the NATS connection to .*; reconnecting/));
    expect(metrics.faults.length).toBeGreaterThanOrEqual(1);
    for (const f of metrics.faults) expect(f).toMatchObject({ reason: expect.stringContaining("the hub's NATS connection"), recovery_ms: expect.any(Number) });
    expect(await onlyTheServerLeft()).toBe(true);
  });

  it('with remote agents: they leave the run when their own connection drops and rejoin as soon as the server is back', async () => {
    const config = writeAgentConfig(tempDir(), { servers: [server.url], subject_prefix: PREFIX });
    for (const id of ['0', '1', '2', '3']) agents.push(startRemoteAgent(config, id));
    const { metrics, results } = await bench({ launch: 'remote', nats: { join_timeout_ms: 20_000 } }, () => server.restart(1_000));
    expect(results.map((r) => r.task_id).sort()).toEqual(tasks.map((t) => t.task_id).sort());
    expect(answers(results)).toEqual(undisturbed);
    expect(metrics.tags.HARNESS_ERROR).toBe(0);
    expect(metrics.faults.length).toBeGreaterThanOrEqual(1);
    // Back well before the hub's silence (10 s) would have sent them away: they did not wait for it.
    for (const f of metrics.faults) expect(f.recovery_ms).toBeLessThan(8_000);
    // Remote agents outlive the run, ready for the next.
    expect(agents.every((a) => a.exitCode === undefined || a.exitCode === null)).toBe(true);
  });

  it('with a server that does not come back: the run ends with every task recorded, those after the loss tagged with the cause', async () => {
    try {
      const { metrics, results, ms } = await bench({ restart: { max_restarts: 2 } }, async () => void server.process.kill('SIGKILL'));
      expect(ms).toBeLessThan(30_000);
      expect(results.map((r) => r.task_id).sort()).toEqual(tasks.map((t) => t.task_id).sort());
      expect(answers(results).slice(0, 3)).toEqual(undisturbed.slice(0, 3));
      expect(metrics.tags.HARNESS_ERROR).toBe(tasks.length - 3);
      for (const r of results.slice(3))
        expect(r).toMatchObject({ end: 'agent_lost', message: expect.stringMatching(/the hub's NATS connection to \S+ dropped/) });
      expect(await onlyTheServerLeft()).toBe(true);
    } finally {
      await server.restart();
    }
  });
});
