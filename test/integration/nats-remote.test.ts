import type { ResultPromise } from 'execa';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { BenchEvent } from '../../hub/bench-runner.js';
import { loadTasks } from '../../gaia/task-loader.js';
import { connectNats, NatsSchema } from '../../transport/nats-settings.js';
import { encodeFrame } from '../../wire/frame-decoder.js';
import type { NatsServer } from '../../scripts/nats-server.js';
import { SAMPLE, benchInProcess, tempDir, testConfig } from '../helpers/integration.js';
import { failWithoutNatsUnderCi, natsAvailability, startRemoteAgent, startTestNats, writeAgentConfig } from '../helpers/nats.js';

failWithoutNatsUnderCi();

const PREFIX = 'gmt';
/** The server the trust tests configure: the hub may use the prefix; agents only their join and agent subjects; a stranger nothing of it. */
const SERVER_CONFIG = `
authorization {
  users = [
    { user: hub, password: hub-pw, permissions: { publish: ["${PREFIX}.>", "_INBOX.>"], subscribe: ["${PREFIX}.>", "_INBOX.>"] } }
    { user: agent, password: agent-pw, permissions: { publish: ["${PREFIX}.join.*", "${PREFIX}.*.a.*.out"], subscribe: ["${PREFIX}.*.a.*.in", "_INBOX.>"] } }
    { user: stranger, password: stranger-pw, permissions: { publish: ["elsewhere.>"], subscribe: ["elsewhere.>"] } }
  ]
}
`;
process.env.GM_TEST_HUB_PW = 'hub-pw';
process.env.GM_TEST_AGENT_PW = 'agent-pw';
process.env.GM_TEST_STRANGER_PW = 'stranger-pw';

describe.runIf(natsAvailability.available)('agents on other hosts (launch: remote) with NATS credentials', () => {
  let server: NatsServer;
  let agentConfig: string;
  const agents = new Map<string, ResultPromise>();
  const nats = () => ({ servers: [server.url], subject_prefix: PREFIX, user: 'hub', password_env: 'GM_TEST_HUB_PW', join_timeout_ms: 15_000 });

  const startAgent = (id: string): ResultPromise => {
    const child = startRemoteAgent(agentConfig, id);
    agents.set(id, child);
    return child;
  };

  async function bench(dir: string, overrides: Record<string, unknown> = {}, count = 4, onEvent?: (e: BenchEvent) => void) {
    const config = testConfig(dir, { transport: 'nats', launch: 'remote', nats: nats(), ...overrides });
    const { tasks } = await loadTasks(SAMPLE);
    return benchInProcess(dir, config, { tasks: tasks.slice(0, count), runId: 'remote', ...(onEvent ? { onEvent } : {}) });
  }

  beforeAll(async () => {
    server = await startTestNats({ config: SERVER_CONFIG });
    agentConfig = writeAgentConfig(tempDir(), { servers: [server.url], subject_prefix: PREFIX, user: 'agent', password_env: 'GM_TEST_AGENT_PW' });
  });
  afterEach(async () => {
    for (const child of agents.values()) child.kill('SIGTERM');
    await Promise.all([...agents.values()]);
    agents.clear();
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('runs with agents started before the bench, which then join the next run too; no warning with credentials', async () => {
    for (const id of ['0', '1', '2', '3']) startAgent(id);
    const first = await bench(tempDir());
    expect(first.metrics.tags.CORRECT).toBe(4);
    expect(first.logs.some((l) => l.includes('asks for no credentials'))).toBe(false);
    // The same agents, still running, serve a second bench.
    const second = await bench(tempDir());
    expect(second.metrics.per_task.map((r) => r.answer)).toEqual(first.metrics.per_task.map((r) => r.answer));
    for (const child of agents.values()) expect(child.exitCode).toBeNull();
  });

  it('names the agents that did not join by the deadline', async () => {
    for (const id of ['0', '1', '2']) startAgent(id);
    const err = await bench(tempDir(), { nats: { ...nats(), join_timeout_ms: 2_000 } }).catch((e: unknown) => e);
    expect(err).toMatchObject({ code: 'AGENT_MISSING', message: expect.stringContaining('agent 3 did not join within 2000 ms') });
    expect((err as Error).message).toContain('npm run agent -- --config FILE --id 3');
  });

  it('waits for a remote agent that disappeared to rejoin, and re-runs its task', async () => {
    for (const id of ['0', '1', '2', '3']) startAgent(id);
    const dir = tempDir();
    // Kill the reasoner once three tasks are done; start it again a moment later, as its host would.
    let restart: Promise<void> | undefined;
    // Re-runs to spare: on a loaded machine a healthy agent may also miss its heartbeats meanwhile.
    const { metrics } = await bench(dir, { restart: { rerun_lost_tasks: 3 } }, 23, (e) => {
      if (e.type !== 'task_done' || e.done !== 3) return;
      restart = (async () => {
        agents.get('3')!.kill('SIGKILL');
        await agents.get('3');
        await new Promise((r) => setTimeout(r, 300));
        startAgent('3');
      })();
    });
    await restart;
    expect(metrics.tasks).toBe(23);
    expect(metrics.faults.length).toBeGreaterThanOrEqual(1);
    expect(metrics.faults[0]).toMatchObject({ agent: '3', tool: 'reason' });
    expect(metrics.faults[0]!.recovery_ms).not.toBeNull();
    expect(metrics.tags.HARNESS_ERROR).toBe(0);
  });

  it('keeps strangers out: refused without credentials, and with their own they can neither read nor inject', async () => {
    const refused = await connectNats(NatsSchema.parse({ servers: [server.url], user: 'stranger', password_env: 'GM_TEST_AGENT_PW' }), 'stranger').catch(
      (e: unknown) => e,
    );
    expect(refused).toMatchObject({ code: 'NATS_AUTH_FAILED' });
    const anonymous = await connectNats(NatsSchema.parse({ servers: [server.url] }), 'anonymous').catch((e: unknown) => e);
    expect(anonymous).toMatchObject({ code: 'NATS_AUTH_FAILED' });

    const stranger = await connectNats(NatsSchema.parse({ servers: [server.url], user: 'stranger', password_env: 'GM_TEST_STRANGER_PW' }), 'stranger');
    const read: string[] = [];
    const errors: string[] = [];
    void (async () => {
      for await (const s of stranger.status()) if (s.type === 'error') errors.push(String(s.data));
    })();
    stranger.subscribe(`${PREFIX}.>`, { callback: (e, m) => (e ? errors.push(e.message) : read.push(m.subject)) });
    // The run's own subjects, as agent 0 says once it joins (a stranger would have to guess them: it is given them here).
    let run = 'r000000000000';
    for (const id of ['0', '1', '2', '3']) startAgent(id);
    agents.get('0')!.all!.on('data', (chunk: Buffer) => (run = /joined run r[0-9a-f]+ on (r[0-9a-f]+-\d+)/.exec(chunk.toString())?.[1] ?? run));
    const { tasks } = await loadTasks(SAMPLE);
    // A forged answer for every task on every subject an agent or the hub reads, repeatedly while the run goes on.
    const forge = setInterval(() => {
      for (const id of ['0', '1', '2', '3']) {
        for (const t of tasks.slice(0, 4)) {
          const packet = { type: 'final_answer', task_id: t.task_id, sender: id, token_used: 0, answer: 'forged', reasoning: '' };
          for (const dir of ['in', 'out']) stranger.publish(`${PREFIX}.${run}.a.${id}.${dir}`, encodeFrame(Buffer.from(JSON.stringify(packet))));
        }
        stranger.publish(`${PREFIX}.join.${id}`, Buffer.from(JSON.stringify({ id })));
      }
    }, 10);
    const { metrics } = await bench(tempDir());
    clearInterval(forge);
    await stranger.close();
    expect(run).not.toBe('r000000000000');
    expect(metrics.tags.CORRECT).toBe(4);
    expect(metrics.per_task.map((r) => r.answer)).not.toContain('forged');
    expect(metrics.decode_errors).toBe(0);
    expect(read).toEqual([]);
    expect(errors.join('\n')).toMatch(/permission/i);
  });
});
