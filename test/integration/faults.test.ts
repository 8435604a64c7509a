import { readFileSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { join } from 'node:path';
import { execa } from 'execa';
import { stringify } from 'yaml';
import { describe, expect, it } from 'vitest';
import { runBenchmark, type BenchEvent } from '../../hub/bench-runner.js';
import { encodeFrame } from '../../wire/frame-decoder.js';
import { stormPlan } from '../../hub/fail-storm.js';
import { launchMesh } from '../../hub/mesh-launcher.js';
import type { RunMetrics } from '../../hub/results.js';
import { RunStore } from '../../hub/run-store.js';
import { loadTasks, type Task } from '../../gaia/task-loader.js';
import { CLI, ROOT, SAMPLE, eventually, fixture, isAlive, portFree, tempDir, testConfig } from '../helpers/integration.js';

type Ready = Extract<BenchEvent, { type: 'mesh_ready' }>;

async function bench(
  dir: string,
  tasks: Task[],
  overrides: Record<string, unknown> = {},
  agentScripts?: Record<string, string>,
  during?: (ready: Ready) => void,
) {
  const logs: string[] = [];
  let ready: Ready | undefined;
  const metrics = await runBenchmark({
    // (A wide heartbeat window unless the test sets one: on a loaded machine, with the unit tier running beside this
    // file, a healthy agent can miss four pings 250 ms apart and be restarted, which is not what these tests measure.)
    config: testConfig(dir, { heartbeat: { interval_ms: 500, misses: 6 }, ...overrides }),
    tasks,
    store: new RunStore(join(dir, 'run')),
    runId: 'f',
    tasksFile: SAMPLE,
    log: (l) => logs.push(l),
    onEvent: (e) => {
      if (e.type === 'mesh_ready') {
        ready = e;
        during?.(e);
      }
    },
    ...(agentScripts ? { agentScripts } : {}),
  });
  return { metrics, logs, ready: ready! };
}

/** Write raw bytes to a port and collect what comes back until the peer closes (bounded). */
function poke(port: number, bytes: Buffer): Promise<{ received: Buffer; closed: boolean }> {
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port });
    const chunks: Buffer[] = [];
    const timer = setTimeout(() => {
      socket.destroy();
      resolve({ received: Buffer.concat(chunks), closed: false });
    }, 4000);
    socket.on('connect', () => socket.write(bytes));
    socket.on('data', (d) => chunks.push(d));
    socket.on('error', () => {});
    socket.on('close', () => {
      clearTimeout(timer);
      resolve({ received: Buffer.concat(chunks), closed: true });
    });
  });
}

const sample = async (n: number): Promise<Task[]> => (await loadTasks(SAMPLE)).tasks.slice(0, n);
const forged = (taskId: string) =>
  encodeFrame(
    Buffer.from(JSON.stringify({ type: 'final_answer', task_id: taskId, sender: '3', token_used: 0, tag: 'data_event', answer: 'forged', reasoning: '' })),
  );

describe('trust: only the hub may talk to an agent', () => {
  it('refuses a stranger that connects and tries to inject a final_answer, and anyone after the hub', async () => {
    const dir = tempDir();
    const config = testConfig(dir);
    const tasks = await sample(2);
    const mesh = await launchMesh({
      agents: config.agents.map((a) => ({ ...a, engine: config.engine })),
      protocol: 'json',
      chunkSize: 400,
      maxFrameBytes: config.max_frame_bytes,
      workspaceRoot: config.workspace_root,
      startupMs: 10_000,
      shutdownMs: 1000,
      log: () => {},
    });
    try {
      const port = mesh.ports.get('3')!;
      const pokes = await Promise.all([
        // Forged answers, sent without answering the challenge.
        poke(port, Buffer.concat(tasks.map((t) => forged(t.task_id)))),
        // A fake answer to the challenge, then a forged answer.
        poke(port, Buffer.concat([encodeFrame(Buffer.from([0, 0x11, ...Buffer.alloc(32)])), forged(tasks[0]!.task_id)])),
      ]);
      for (const p of pokes) {
        expect(p.closed).toBe(true);
        // All a stranger ever gets is a challenge (4 + 2 + 32 bytes), or nothing once the hub is in.
        expect([0, 38]).toContain(p.received.length);
      }
      for (const t of tasks) {
        const outcome = await mesh.network.runTask(
          { task_id: t.task_id, question: t.question, document: readFileSync(t.file_path!, 'utf8'), file_name: t.file_name },
          5000,
        );
        expect(outcome.end).toBe('answer');
        expect(outcome.answer).not.toBe('forged');
      }
    } finally {
      await mesh.close();
    }
    const memory = JSON.parse(readFileSync(join(dir, 'workspaces', '3', 'memory.json'), 'utf8'));
    expect(memory.counters.refused_connections).toBe(2);
    expect(readFileSync(join(dir, 'workspaces', '3', 'agent.log'), 'utf8')).not.toContain('forged');
    expect(await eventually(() => mesh.agents.every((a) => !isAlive(a.pid)))).toBe(true);
  });
});

describe('hostile agents and dead agents', () => {
  const quick = { restart: { policy: 'on-failure', max_restarts: 1, backoff_ms: 10, rerun_lost_tasks: 1 } };

  it('closes the connection of an agent that sends garbage, counts it, and the others carry on', async () => {
    const dir = tempDir();
    const { metrics, logs } = await bench(dir, await sample(2), quick, { '1': fixture('garbage-agent.mjs') });
    expect(metrics.decode_errors).toBeGreaterThanOrEqual(1);
    expect(metrics.dropped_frames).toBeGreaterThanOrEqual(1);
    expect(metrics.faults[0]).toMatchObject({ agent: '1', cause: 'bad_frame' });
    expect(logs.some((l) => /dropped a frame from agent 1 and closed its connection: json: payload is not JSON/.test(l))).toBe(true);
    expect(metrics.per_task.every((t) => t.tag === 'HARNESS_ERROR')).toBe(true);
  });

  it('counts a frame cut short when an agent dies in the middle of it', async () => {
    const dir = tempDir();
    const { metrics } = await bench(
      dir,
      await sample(1),
      { restart: { policy: 'never', max_restarts: 0, backoff_ms: 10, rerun_lost_tasks: 0 } },
      { '0': fixture('mid-frame-agent.mjs') },
    );
    expect(metrics.dropped_frames).toBe(1);
    expect(metrics.faults[0]).toMatchObject({ agent: '0', cause: 'bad_frame', code: 3, recovery_ms: null });
    expect(metrics.faults[0]!.reason).toMatch(/closed the connection in the middle of a frame \(10 bytes of it received\); it exited with code 3/);
    expect(metrics.per_task[0]).toMatchObject({ tag: 'HARNESS_ERROR' });
  });

  it('cuts off an agent that stops reading once its outbound buffer passes the bound', async () => {
    const dir = tempDir();
    const big = { ...(await sample(1))[0]!, task_id: 'big', file_path: join(dir, 'big.txt'), file_name: 'big.txt' };
    writeFileSync(big.file_path, 'The tunnel opened in 1908. '.repeat(200_000));
    const before = process.memoryUsage().rss;
    const { metrics, logs } = await bench(
      dir,
      [big, { ...big, task_id: 'big2' }, { ...big, task_id: 'big3' }],
      { ...quick, max_buffered_bytes: 1_000_000, timeouts: { task_ms: 3000, startup_ms: 10_000, shutdown_ms: 500 } },
      { '2': fixture('no-read-agent.mjs') },
    );
    // It never answered the warm-up ping either: named, and the run went on.
    expect(logs.some((l) => /agent 2 did not answer the warm-up ping/.test(l))).toBe(true);
    expect(metrics.slow_consumers).toBeGreaterThanOrEqual(1);
    expect(metrics.faults.some((f) => f.agent === '2' && f.cause === 'slow_consumer')).toBe(true);
    // The hub did not keep what the agent would not take.
    expect(process.memoryUsage().rss - before).toBeLessThan(400 * 1024 * 1024);
  });

  it('restarts an agent killed with SIGKILL during a run; the task in flight is re-run and finished tasks stay', async () => {
    const dir = tempDir();
    const tasks = (await sample(8)).map((t) => ({ ...t }));
    let killed = false;
    const { metrics, ready } = await bench(
      dir,
      tasks,
      { restart: { policy: 'on-failure', max_restarts: 3, backoff_ms: 20, rerun_lost_tasks: 1 } },
      undefined,
      (r) => {
        setTimeout(() => {
          process.kill(r.agents.find((a) => a.id === '2')!.pid!, 'SIGKILL');
          killed = true;
        }, 40);
      },
    );
    expect(killed).toBe(true);
    expect(metrics.faults).toHaveLength(1);
    expect(metrics.faults[0]).toMatchObject({ agent: '2', tool: 'triple', cause: 'closed', signal: 'SIGKILL' });
    expect(metrics.faults[0]!.recovery_ms).toBeGreaterThan(0);
    expect(metrics.faults[0]!.recovery_ms).toBeLessThan(3000);
    expect(metrics.tasks).toBe(8);
    expect(metrics.per_task.filter((t) => t.end === 'answer')).toHaveLength(8);
    expect(metrics.tasks_rerun).toBeLessThanOrEqual(1);
    expect(await eventually(() => ready.agents.every((a) => !isAlive(a.pid)))).toBe(true);
  });

  it('detects an agent frozen with SIGSTOP by its missed heartbeats, kills and restarts it', async () => {
    const dir = tempDir();
    let frozenAt = 0;
    const tasks = await sample(6);
    const { metrics, ready } = await bench(
      dir,
      tasks,
      { heartbeat: { interval_ms: 200, misses: 4 }, restart: { policy: 'on-failure', max_restarts: 2, backoff_ms: 20, rerun_lost_tasks: 1 } },
      undefined,
      (r) => {
        setTimeout(() => {
          frozenAt = performance.now();
          process.kill(r.agents.find((a) => a.id === '1')!.pid!, 'SIGSTOP');
        }, 30);
      },
    );
    expect(frozenAt).toBeGreaterThan(0);
    // (The frozen agent's loss; on a loaded machine a healthy agent may lose its heartbeats too, and is restarted.)
    const frozen = metrics.faults.find((f) => f.agent === '1' && f.cause === 'heartbeat');
    expect(frozen).toMatchObject({ agent: '1', cause: 'heartbeat', signal: 'SIGKILL' });
    expect(frozen!.reason).toMatch(/stopped answering heartbeats \(4 pings 200 ms apart\)/);
    expect(metrics.heartbeat_losses).toBeGreaterThanOrEqual(1);
    expect(metrics.heartbeat_losses).toBe(metrics.faults.filter((f) => f.cause === 'heartbeat').length);
    expect(metrics.per_task.filter((t) => t.end === 'answer')).toHaveLength(6);
    expect(await eventually(() => ready.agents.every((a) => !isAlive(a.pid)))).toBe(true);
  });
});

describe('no leaks', () => {
  it('SIGTERM to the bench keeps finished tasks, writes metrics, and leaves no process or port behind', async () => {
    const dir = tempDir();
    const row = JSON.parse(readFileSync(SAMPLE, 'utf8').split('\n')[0]!) as Record<string, unknown>;
    writeFileSync(join(dir, 'metadata.jsonl'), Array.from({ length: 2000 }, (_, i) => JSON.stringify({ ...row, task_id: `t${i}`, file_name: '' })).join('\n'));
    const config = join(dir, 'c.yaml');
    writeFileSync(
      config,
      stringify({
        out_dir: join(dir, 'results'),
        workspace_root: join(dir, 'ws'),
        agents: [0, 1, 2, 3].map((i) => ({ id: i, tool: ['search', 'extract', 'triple', 'reason'][i], port: 0 })),
      }),
    );
    const child = execa(process.execPath, [CLI, '--config', config, '--tasks', join(dir, 'metadata.jsonl'), '--out', join(dir, 'run')], {
      cwd: ROOT,
      reject: false,
      timeout: 60_000,
    });
    let stdout = '';
    child.stdout!.on('data', (d: Buffer) => (stdout += d.toString()));
    expect(await eventually(() => /\[\s*5\/2000\]/.test(stdout), 20_000)).toBe(true);
    const agents = [...stdout.matchAll(/:(\d+) \(pid (\d+)\)/g)].map((m) => ({ port: Number(m[1]), pid: Number(m[2]) }));
    child.kill('SIGTERM');
    const r = await child;
    expect(r.exitCode).toBe(130);
    const metrics = JSON.parse(readFileSync(join(dir, 'run', 'metrics.json'), 'utf8')) as RunMetrics;
    expect(metrics.partial).toBe(true);
    expect(agents).toHaveLength(4);
    expect(await eventually(() => agents.every((a) => !isAlive(a.pid)))).toBe(true);
    for (const a of agents) expect(await portFree(a.port)).toBe(true);
  });
});

describe('fail-storm', () => {
  it('kills agents on a seeded schedule while tasks run, and reports recovery and success by phase', async () => {
    const dir = tempDir();
    const one = (await sample(23)).filter((t) => t.file_path);
    const tasks = Array.from({ length: 4 }, (_, k) => one.map((t) => ({ ...t, task_id: `${t.task_id}-${k}` }))).flat();
    const { metrics, ready } = await bench(dir, tasks, {
      faults: { kill_every_ms: 150, kill_count: 1, seed: 7, stop_after_ms: 400 },
      restart: { policy: 'on-failure', max_restarts: 5, backoff_ms: 10, rerun_lost_tasks: 2 },
    });
    const storm = metrics.storm!;
    expect(storm.kills.map((k) => k.at_ms)).toEqual([150, 300]);
    expect(storm.kills.map((k) => k.agents)).toEqual(stormPlanAgents());
    expect(metrics.faults.length).toBeGreaterThanOrEqual(1);
    expect(metrics.faults.every((f) => f.signal === 'SIGKILL')).toBe(true);
    // A kill landing as the last tasks end may not be recovered before the mesh closes; the others are.
    expect(metrics.faults.filter((f) => f.recovery_ms !== null).length).toBeGreaterThanOrEqual(1);
    expect(storm.recovery_ms!.max).toBeGreaterThan(0);
    expect(storm.before.attempts + storm.during.attempts + storm.after.attempts).toBe(tasks.length + storm.tasks_rerun);
    expect(metrics.tasks).toBe(tasks.length);
    expect(await eventually(() => ready.agents.every((a) => !isAlive(a.pid)))).toBe(true);
  });
});

function stormPlanAgents(): string[][] {
  return stormPlan({ kill_every_ms: 150, kill_count: 1, seed: 7, start_after_ms: 0, stop_after_ms: 400 }, ['0', '1', '2', '3'], 10).map((k) => k.agents);
}
