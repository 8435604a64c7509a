import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { execa, type ResultPromise } from 'execa';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunMetrics, TaskResult } from '../../hub/results.js';
import type { NatsServer } from '../../scripts/nats-server.js';
import { CLI, ROOT, eventually, isAlive, readJsonl, tempDir, writeConfig } from '../helpers/integration.js';
import { failWithoutNatsUnderCi, natsAvailability, startRemoteAgent, startTestNats, writeAgentConfig } from '../helpers/nats.js';
import { IP, failWithoutNetnsUnderCi, makeHostPair, netnsAvailability, type HostPair } from '../helpers/netns.js';

failWithoutNatsUnderCi();
failWithoutNetnsUnderCi();

const PREFIX = 'gm-2h';

/**
 * Two hosts for real: network namespaces joined by a veth pair on a /30.
 * "hub host" runs nats-server and the bench (launch: remote); "agent host"
 * runs the four agents, started as `npm run agent` starts them, which can
 * reach the server only across the veth link. The sample tasks must get
 * the answers of a loopback run.
 */
describe.runIf(natsAvailability.available && netnsAvailability.available)('agents on another host (two network namespaces)', () => {
  let hosts: HostPair | undefined;
  let server: NatsServer | undefined;
  const children: ResultPromise[] = [];

  /** Stop what this file started, by pid (SIGTERM, then SIGKILL after 3 s), with a bound on the wait. */
  async function stopChildren(): Promise<void> {
    for (const c of children) if (c.exitCode === null) c.kill('SIGTERM');
    const killer = setTimeout(() => children.forEach((c) => c.exitCode === null && c.kill('SIGKILL')), 3_000);
    await Promise.race([Promise.allSettled(children), new Promise((r) => setTimeout(r, 6_000))]);
    clearTimeout(killer);
  }

  beforeAll(async () => {
    hosts = makeHostPair('10.201.0.1', '10.201.0.2');
    server = await startTestNats({ host: hosts.addressA, wrap: hosts.exec(hosts.a) });
  });
  afterAll(async () => {
    await stopChildren();
    await server?.stop();
    hosts?.remove();
  });

  it(
    'completes the sample tasks with the hub and nats-server on one host and the agents on the other, with the answers of a loopback run',
    { timeout: 120_000 },
    async () => {
      const { a, b } = hosts!;
      const dir = tempDir();
      const agentConfig = writeAgentConfig(dir, { servers: [server!.url], subject_prefix: PREFIX });
      const output: string[] = [];
      try {
        for (const id of ['0', '1', '2', '3']) {
          const child = startRemoteAgent(agentConfig, id, hosts!.exec(b));
          child.all!.on('data', (d: Buffer) => output.push(`[agent ${id}] ${d.toString()}`));
          children.push(child);
        }
        const hubConfig = writeConfig(dir, {
          transport: 'nats',
          launch: 'remote',
          nats: { servers: [server!.url], subject_prefix: PREFIX, join_timeout_ms: 20_000 },
        });
        const out = join(dir, 'two-hosts');
        const before = hosts!.counters(b);
        const bench = execa(IP!, ['netns', 'exec', a, process.execPath, CLI, '--config', hubConfig, '--out', out], {
          cwd: ROOT,
          reject: false,
          all: true,
          timeout: 90_000,
          cleanup: true,
        });
        children.push(bench);
        const run = await bench;
        expect(run.exitCode, `bench across the link failed:\n${run.all}\n${output.join('')}`).toBe(0);
        const after = hosts!.counters(b);

        const loopDir = tempDir();
        const loop = await execa(process.execPath, [CLI, '--config', writeConfig(loopDir), '--out', join(loopDir, 'loopback')], {
          cwd: ROOT,
          reject: false,
          all: true,
          timeout: 60_000,
        });
        expect(loop.exitCode, loop.all).toBe(0);

        const answers = (d: string) => readJsonl<TaskResult>(join(d, 'results.jsonl')).map((r) => [r.task_id, r.answer, r.tag]);
        const remote = answers(out);
        expect(remote).toHaveLength(23);
        expect(remote).toEqual(answers(join(loopDir, 'loopback')));
        // The agents' traffic crossed the veth link: what they published (bytes_rx at the hub) left their host, what the hub sent them arrived.
        const metrics = JSON.parse(readFileSync(join(out, 'metrics.json'), 'utf8')) as RunMetrics;
        expect(after.tx_bytes - before.tx_bytes).toBeGreaterThan(metrics.bytes_rx);
        expect(after.rx_bytes - before.rx_bytes).toBeGreaterThan(metrics.bytes_tx);
        expect(output.join('')).toMatch(/joined run r[0-9a-f]+/);
      } finally {
        await stopChildren();
      }
      // No agent, bench or server process is left in the agents' host; only the server in the hub's.
      expect(await eventually(() => hosts!.pids(b).length === 0, 5_000)).toBe(true);
      expect(hosts!.pids(a)).toEqual([server!.process.pid]);
      expect(children.every((c) => !isAlive(c.pid))).toBe(true);
    },
  );
});
