import { roleOf } from '../tools/specs.js';
import type { NatsConnection } from 'nats';
import type { AgentSettings } from '../agent/agent-settings.js';
import { authenticate } from '../transport/control.js';
import type { Link } from '../transport/link.js';
import type { NatsLink } from '../transport/nats-link.js';
import { NatsRendezvous } from '../transport/nats-rendezvous.js';
import { connectNats, type NatsSettings } from '../transport/nats-settings.js';
import { DEFAULT_MAX_BUFFERED_BYTES, connectTcp } from '../transport/tcp-link.js';
import { MeshError } from '../wire/errors.js';
import { FRAME_PREFIX_BYTES } from '../wire/frame-decoder.js';
import type { AgentExit, SupervisedProcess } from './supervisor.js';

/** The hub's account of its NATS traffic beside the metered task traffic (payload bytes, as published and delivered). */
export interface NatsStats {
  /** NATS protocol lines around every message on the agents' subjects, both hops: metrics.json `transport_overhead`. */
  overhead: number;
  /** Control frames (pings, pongs, Join, Bye) the hub published and received. */
  control_sent: number;
  control_received: number;
  /** Join requests answered, and the grants sent in reply. */
  join_requests: number;
  grants: number;
}

/** What the launcher needs of a transport to reach its agents. */
export interface AgentWiring {
  /** The frame limit in force: the config's, capped by what the transport can carry. */
  readonly maxFrameBytes: number;
  /** Added to every agent process's settings (NATS: the servers, and the run to join). */
  readonly agentSettings: Partial<AgentSettings>;
  /** A link to agent `id`, whose process reported ready on `port`; rejects past the start-up deadline. */
  connect(id: string, port: number): Promise<Link>;
  /** Links to every agent at launch, in order. */
  connectAll(ids: readonly string[], ports: readonly number[]): Promise<Link[]>;
  /** Agent `id`'s process has exited: its link is gone (a NATS subject would not say so). */
  exited(id: string): void;
  /** What NATS carried beside the task traffic; undefined on TCP. */
  stats(): NatsStats | undefined;
  close(): Promise<void>;
}

export interface WiringOptions {
  agents: readonly { id: string; tool: string }[];
  protocol: string;
  maxFrameBytes: number;
  maxBufferedBytes?: number;
  startupMs: number;
  heartbeat: { interval_ms: number; misses: number };
  secret: string;
  log: (line: string) => void;
}

/** TCP: agents listen on 127.0.0.1; the hub connects and answers each one's challenge. */
export function tcpWiring(options: WiringOptions): AgentWiring {
  const connect = async (id: string, port: number): Promise<Link> => {
    const link = await connectTcp(port, id, options.maxFrameBytes, options.startupMs, options.maxBufferedBytes ?? DEFAULT_MAX_BUFFERED_BYTES);
    await authenticate(link, options.secret, id, options.startupMs);
    return link;
  };
  return {
    maxFrameBytes: options.maxFrameBytes,
    agentSettings: {},
    connect,
    connectAll: (ids, ports) => Promise.all(ids.map((id, i) => connect(id, ports[i]!))),
    exited: () => {},
    stats: () => undefined,
    close: async () => {},
  };
}

/** Silence from the hub past which an agent leaves the run: well past the heartbeats' allowance. */
function silenceOf(heartbeat: { interval_ms: number; misses: number }): number {
  return Math.max(10_000, 4 * heartbeat.interval_ms * heartbeat.misses);
}

/**
 * NATS: the hub is a client of `settings.servers` and answers the join
 * requests of its agents (see transport/nats-rendezvous). Local agents are
 * told the run to join; remote ones join whichever run wants them. The
 * frame limit is capped by the server's max_payload. Against a server
 * that asks for no credentials, it warns once. When the hub's connection
 * to the server drops, every agent's link fails: messages published
 * meanwhile are lost, so the tasks in flight end and run again once the
 * agents are back.
 */
export async function natsWiring(options: WiringOptions, settings: NatsSettings, launch: 'local' | 'remote'): Promise<AgentWiring> {
  const nc: NatsConnection = await connectNats(settings, 'gaia-mesh hub');
  const where = settings.servers.join(', ');
  if (!nc.info?.auth_required) {
    options.log(
      `[hub] warning: the NATS server at ${where} asks for no credentials: any of its clients can read this run's documents and inject packets; give it users with subject permissions (README "Trust on NATS")`,
    );
  }
  const maxFrameBytes = Math.min(options.maxFrameBytes, (nc.info?.max_payload ?? Infinity) - FRAME_PREFIX_BYTES);
  const waitMs = launch === 'remote' ? settings.join_timeout_ms : options.startupMs;
  const rendezvous = new NatsRendezvous(
    nc,
    settings.subject_prefix,
    {
      protocol: options.protocol,
      secret: options.secret,
      max_frame_bytes: maxFrameBytes,
      silence_ms: silenceOf(options.heartbeat),
      // An agent that joins first waits for the others (up to the join deadline) before the hub speaks to it.
      first_silence_ms: waitMs + options.startupMs + silenceOf(options.heartbeat),
      planned: options.agents.some((a) => roleOf(a.tool) === 'plan'),
    },
    options.agents.map((a) => a.id),
    (m) => options.log(`[hub] ${m}`),
    new Map(options.agents.map((a) => [a.id, a.tool])),
    launch === 'local',
  );
  await rendezvous.start();
  const current = new Map<string, NatsLink>();
  const keep = (id: string, link: NatsLink): NatsLink => {
    current.set(id, link);
    return link;
  };
  void (async () => {
    for await (const s of nc.status()) {
      if (s.type !== 'disconnect') continue;
      options.log(`[hub] lost the NATS connection to ${String(s.data)}; reconnecting`);
      for (const link of current.values()) link.fail(new MeshError('AGENT_DISCONNECTED', `the hub's NATS connection to ${String(s.data)} dropped`));
    }
  })();
  const hint = (id: string): string => `\`npm run agent -- --config FILE --id ${id}\` on its host (FILE with transport: nats and these servers)`;
  return {
    maxFrameBytes,
    agentSettings: launch === 'local' ? { transport: 'nats', nats: settings, run: rendezvous.run } : {},
    connect: async (id) => keep(id, await rendezvous.accept(id, waitMs)),
    connectAll: async (ids) => {
      const links = await rendezvous.acceptAll(ids, waitMs, hint);
      ids.forEach((id, i) => keep(id, links[i]!));
      return links;
    },
    exited: (id) => current.get(id)?.gone(),
    stats: () => {
      const sum = (f: (l: NatsLink) => number): number => rendezvous.links.reduce((n, l) => n + f(l), 0);
      return {
        overhead: sum((l) => l.overheadBytes),
        control_sent: sum((l) => l.controlSent),
        control_received: sum((l) => l.controlReceived),
        join_requests: rendezvous.joins.requests,
        grants: rendezvous.joins.grants,
      };
    },
    close: async () => {
      rendezvous.close();
      // Each link's Bye is flushed before the connection goes.
      await nc.drain().catch(() => nc.close());
    },
  };
}

/**
 * An agent started elsewhere (`launch: remote`), as the Supervisor sees
 * it: nothing to spawn, signal or stop. Ready at once (the wiring waits for
 * its join); "exits" when the hub gives it up, so a recovery waits for a
 * rejoin instead of a restart.
 */
export class RemoteAgent implements SupervisedProcess {
  readonly exited: Promise<AgentExit>;
  exitStatus: AgentExit | undefined;
  readonly pid = undefined;
  private end!: (exit: AgentExit) => void;

  constructor(readonly settings: { id: string; tool: string }) {
    this.exited = new Promise((resolve) => (this.end = resolve));
  }

  ready(): Promise<number> {
    return Promise.resolve(0);
  }

  kill(): void {
    this.exitStatus ??= { code: null, signal: null };
    this.end(this.exitStatus);
  }

  async stop(): Promise<AgentExit> {
    this.kill();
    return this.exitStatus!;
  }
}
