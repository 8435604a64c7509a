import { connect, type NatsConnection } from 'nats';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NatsLink } from '../../transport/nats-link.js';
import { NatsRendezvous, joinRun, joinSubject } from '../../transport/nats-rendezvous.js';
import { isMeshError } from '../../wire/errors.js';
import type { NatsServer } from '../../scripts/nats-server.js';
import { failWithoutNatsUnderCi, natsAvailability, startTestNats } from '../helpers/nats.js';

failWithoutNatsUnderCi();

const GRANT = { protocol: 'json', secret: 's', max_frame_bytes: 65_536, silence_ms: 5_000, planned: false };

describe.runIf(natsAvailability.available)('who the hub lets join a run over NATS', () => {
  let server: NatsServer;
  const conns: NatsConnection[] = [];
  const client = async (): Promise<NatsConnection> => {
    const nc = await connect({ servers: server.url });
    conns.push(nc);
    return nc;
  };
  beforeAll(async () => {
    server = await startTestNats();
  });
  afterAll(async () => {
    for (const nc of conns) if (!nc.isClosed()) await nc.close();
    await server?.stop();
  });

  /** Ask to join as agent 3 for at most `ms`; the grant's run, or 'refused' when no hub granted it in time. */
  async function ask(prefix: string, options: { tool?: string; run?: string }, ms = 1500): Promise<string> {
    const nc = await client();
    try {
      const { grant, link } = await joinRun({ nc, prefix, id: '3', maxFrameBytes: 65_536, signal: AbortSignal.timeout(ms), requestTimeoutMs: 300, ...options });
      link.close();
      return grant.run;
    } catch (err) {
      if (isMeshError(err, 'RUN_ABORTED')) return 'refused';
      throw err;
    }
  }

  it('a bench that starts its own agents takes only them: an idle agent of the same id is not let in', async () => {
    const hub = new NatsRendezvous(await client(), 'gm-own', GRANT, ['3'], () => {}, new Map([['3', 'reason']]), true);
    await hub.start();
    try {
      expect(await ask('gm-own', { tool: 'reason' })).toBe('refused');
      const accepted = hub.accept('3', 3000);
      expect(await ask('gm-own', { tool: 'reason', run: hub.run })).toBe(hub.run);
      (await accepted).close();
    } finally {
      hub.close();
    }
  });

  it('an agent whose tool is not the one the config names is refused, once said', async () => {
    const warnings: string[] = [];
    const hub = new NatsRendezvous(await client(), 'gm-tool', GRANT, ['3'], (m) => warnings.push(m), new Map([['3', 'reason']]));
    await hub.start();
    try {
      expect(await ask('gm-tool', { tool: 'search' })).toBe('refused');
      expect(warnings.filter((w) => /refused agent 3: it runs tool search, and this run's config gives agent 3 tool reason/.test(w))).toHaveLength(1);
      expect(await ask('gm-tool', { tool: 'reason' })).toBe(hub.run);
    } finally {
      hub.close();
    }
  });

  it("never answers onto a mesh subject: a request whose reply subject is another agent's inbound subject gets nothing", async () => {
    const hub = new NatsRendezvous(await client(), 'gm-reply', GRANT, ['3'], () => {});
    await hub.start();
    const attacker = await client();
    const victim = await client();
    const seen: Uint8Array[] = [];
    victim.subscribe('gm-reply.r1-1.a.0.in', { callback: (_err, msg) => seen.push(msg.data) });
    await victim.flush();
    try {
      attacker.publish(joinSubject('gm-reply', '3'), new TextEncoder().encode(JSON.stringify({ id: '3' })), { reply: 'gm-reply.r1-1.a.0.in' });
      await attacker.flush();
      await new Promise((r) => setTimeout(r, 500));
      expect(seen).toEqual([]);
    } finally {
      hub.close();
    }
  });

  it('an agent that joined early waits for the hub past the usual silence limit, up to the grant’s first-silence bound', async () => {
    const hub = new NatsRendezvous(await client(), 'gm-early', { ...GRANT, silence_ms: 300, first_silence_ms: 2500 }, ['3'], () => {});
    await hub.start();
    try {
      const accepted = hub.accept('3', 3000);
      const { link } = await joinRun({ nc: await client(), prefix: 'gm-early', id: '3', maxFrameBytes: 65_536, requestTimeoutMs: 1000 });
      await accepted;
      let closedAt: number | null = null;
      const t0 = performance.now();
      link.onClose(() => (closedAt = performance.now() - t0));
      // The hub says nothing: past 300 ms the agent still waits; past 2.5 s it gives up.
      await new Promise((r) => setTimeout(r, 1200));
      expect(link.closed).toBe(false);
      await new Promise((r) => setTimeout(r, 2500));
      expect(link.closed).toBe(true);
      expect(closedAt).toBeGreaterThan(1200);
    } finally {
      hub.close();
    }
  });

  it('a link closed after its connection closed ends once, without failing again on its Bye', async () => {
    const nc = await client();
    const link = await NatsLink.open({ nc, publishTo: 'gm-bye.x.in', listenOn: 'gm-bye.x.out', peer: 'agent x', maxFrameBytes: 65_536 });
    let closes = 0;
    link.onClose(() => closes++);
    await nc.close();
    link.close();
    link.close();
    expect(closes).toBe(1);
    expect(link.closed).toBe(true);
  });
});
