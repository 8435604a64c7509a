import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchMesh, type Mesh } from '../../hub/mesh-launcher.js';
import { loadTasks } from '../../gaia/task-loader.js';
import { readTaskAttachment } from '../../gaia/attachments.js';
import { Control, controlFrame } from '../../transport/control.js';
import { NatsSchema } from '../../transport/nats-settings.js';
import { freePort, type NatsServer } from '../../scripts/nats-server.js';
import { SAMPLE, benchInProcess, eventually, isAlive, tempDir, testConfig } from '../helpers/integration.js';
import { failWithoutNatsUnderCi, natsAvailability, startTestNats } from '../helpers/nats.js';

failWithoutNatsUnderCi();

const bench = (dir: string, overrides: Record<string, unknown>) => benchInProcess(dir, testConfig(dir, overrides));

describe.runIf(natsAvailability.available)('the mesh over NATS', () => {
  let server: NatsServer;
  beforeAll(async () => {
    server = await startTestNats({ monitor: true });
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('gives the same answers and the same task traffic as the TCP star on the sample tasks, and warns once about a server without auth', async () => {
    const tcp = await bench(tempDir(), {});
    const nats = await bench(tempDir(), { transport: 'nats', nats: { servers: [server.url], subject_prefix: 'gm-same' } });
    const answers = (m: typeof tcp.metrics) => m.per_task.map((r) => [r.task_id, r.answer, r.tag]);
    expect(answers(nats.metrics)).toEqual(answers(tcp.metrics));
    expect(nats.metrics.gaia_score).toBe(tcp.metrics.gaia_score);
    // A frame is the same bytes on both transports: every traffic figure agrees to the byte.
    for (const k of ['bytes_tx', 'bytes_rx', 'pkt_cnt', 'deliveries', 'header_overhead', 'token_sum'] as const) expect(nats.metrics[k]).toBe(tcp.metrics[k]);
    expect(nats.metrics.transport_overhead).toBeGreaterThan(0);
    expect(tcp.metrics.transport_overhead).toBeUndefined();
    expect(nats.logs.filter((l) => l.includes('asks for no credentials'))).toHaveLength(1);
  });

  it("meters what nats-server's own /connz counters report, byte for byte", async () => {
    const dir = tempDir();
    const { tasks } = await loadTasks(SAMPLE);
    const mesh: Mesh = await launchMesh({
      agents: ['search', 'extract', 'triple', 'reason'].map((tool, i) => ({ id: String(i), tool, port: 0, engine: { kind: 'local' } as never })),
      protocol: 'json',
      routing: 'subscribe',
      chunkSize: 400,
      maxFrameBytes: 16 * 1024 * 1024,
      workspaceRoot: join(dir, 'ws'),
      startupMs: 10_000,
      shutdownMs: 1_000,
      log: () => {},
      nats: { settings: NatsSchema.parse({ servers: [server.url], subject_prefix: 'gm-connz' }), launch: 'local' },
    });
    const pids = mesh.agents.map((a) => a.pid);
    await mesh.network.warmUp(2_000);
    for (const t of tasks.slice(0, 5)) {
      const { text } = await readTaskAttachment(t);
      const out = await mesh.network.runTask({ task_id: t.task_id, question: t.question, document: text, file_name: t.file_name }, 10_000);
      expect(out.end).toBe('answer');
    }
    await mesh.close();
    const stats = mesh.natsStats()!;
    const totals = mesh.network.totals;
    expect(await eventually(() => pids.every((p) => !isAlive(p)))).toBe(true);
    const conns = await eventually(async () => (await server.connz('all')).some((c) => c.name === 'gaia-mesh hub'));
    expect(conns).toBe(true);
    // This mesh's connections: the last hub, and the agents that came after it.
    const listed = await server.connz('all');
    const from = listed.map((c) => c.name).lastIndexOf('gaia-mesh hub');
    const all = listed.filter((c) => c.cid >= listed[from]!.cid && (c.name === 'gaia-mesh hub' || c.name?.startsWith('agent ')));
    const hub = all.find((c) => c.name === 'gaia-mesh hub')!;
    const agents = all.filter((c) => c !== hub);
    expect(agents).toHaveLength(4);
    // The server received from the hub: every copy it delivered to agents (bytes_tx), its control frames, the join grants.
    expect(hub.in_bytes).toBe(totals.bytes_tx + stats.control_sent + stats.grants);
    // The server delivered to the hub: every frame from agents (bytes_rx), their control frames, their join requests.
    expect(hub.out_bytes).toBe(totals.bytes_rx + stats.control_received + stats.join_requests);
    // Each message had exactly one receiver: what the agents published reached the hub, and the hub's reached the agents;
    // save an agent's Bye that crossed the hub's (published after the hub left its subject, it reaches no one: seen once
    // in a full run as exactly 6 bytes over).
    const bye = controlFrame(Control.Bye).length;
    const unheard = agents.reduce((n, c) => n + c.in_bytes, 0) - hub.out_bytes;
    expect(unheard % bye).toBe(0);
    expect(unheard).toBeGreaterThanOrEqual(0);
    expect(unheard).toBeLessThanOrEqual(agents.length * bye);
    expect(agents.reduce((n, c) => n + c.out_bytes, 0)).toBe(hub.in_bytes);
    expect(stats.overhead).toBeGreaterThan(0);
  });
});

describe.runIf(natsAvailability.available)('NATS faults', () => {
  let server: NatsServer;
  beforeAll(async () => {
    server = await startTestNats();
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('finds a SIGKILLed agent at once, ends its task agent_lost, restarts it, and runs the next task', async () => {
    const dir = tempDir();
    const { tasks } = await loadTasks(SAMPLE);
    const logs: string[] = [];
    const mesh = await launchMesh({
      agents: ['search', 'extract', 'triple', 'reason'].map((tool, i) => ({ id: String(i), tool, port: 0, engine: { kind: 'local' } as never })),
      protocol: 'json',
      chunkSize: 400,
      maxFrameBytes: 16 * 1024 * 1024,
      workspaceRoot: join(dir, 'ws'),
      startupMs: 10_000,
      shutdownMs: 1_000,
      log: (l) => logs.push(l),
      nats: { settings: NatsSchema.parse({ servers: [server.url], subject_prefix: 'gm-loss' }), launch: 'local' },
    });
    try {
      await mesh.network.warmUp(2_000);
      mesh.network.startHeartbeat(250, 4);
      const t = tasks[0]!;
      const { text } = await readTaskAttachment(t);
      const killed = mesh.agents[3]!.pid;
      mesh.kill('3', 'SIGKILL');
      const lost = await mesh.network.runTask({ task_id: 'lost', question: t.question, document: text, file_name: t.file_name }, 10_000);
      expect(lost.end).toBe('agent_lost');
      expect(mesh.faults[0]).toMatchObject({ agent: '3', tool: 'reason', cause: 'closed', signal: 'SIGKILL' });
      expect(await mesh.network.whenHealthy(10_000)).toBe(true);
      expect(mesh.agents[3]!.pid).not.toBe(killed);
      const again = await mesh.network.runTask({ task_id: 'again', question: t.question, document: text, file_name: t.file_name }, 10_000);
      expect(again.end).toBe('answer');
      expect(mesh.faults[0]!.recovery_ms).toBeGreaterThan(0);
    } finally {
      await mesh.close();
    }
    expect(await eventually(() => mesh.agents.every((a) => !isAlive(a.pid)))).toBe(true);
  });

  it('stops quickly with a clear error when no NATS server answers, starting no agent', async () => {
    const dir = tempDir();
    const port = await freePort();
    const t0 = performance.now();
    const err = await bench(dir, { transport: 'nats', nats: { servers: [`nats://127.0.0.1:${port}`], connect_timeout_ms: 2000 } }).catch((e: unknown) => e);
    expect(performance.now() - t0).toBeLessThan(5_000);
    expect(err).toMatchObject({ code: 'NATS_UNREACHABLE', message: expect.stringContaining(`cannot reach a NATS server at nats://127.0.0.1:${port}`) });
    expect(existsSync(join(dir, 'workspaces', '0'))).toBe(false);
  });
});
