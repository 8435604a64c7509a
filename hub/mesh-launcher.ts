import { rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { AgentProcess, type SpawnOptions } from './agent-process.js';
import { SECRET_ENV, authenticate, newSecret } from '../transport/control.js';
import { describeError } from '../wire/errors.js';
import { MeshNetwork, type LossCause } from './mesh-network.js';
import type { PacketType } from '../wire/packet.js';
import { DEFAULT_MAX_BUFFERED_BYTES, connectTcp } from '../transport/tcp-link.js';
import { createAdapter } from '../protocols/registry.js';
import { createTool } from '../tools/registry.js';
import type { EngineConfig } from '../config/schema.js';

export type Routing = 'broadcast' | 'subscribe';

/** What an agent subscribes to under topic routing: doc_init, its tool's trigger, and what the tool uses. */
export function subscriptions(tool: string): ReadonlySet<PacketType> {
  const t = createTool(tool);
  return new Set<PacketType>(['doc_init', t.trigger, ...t.uses]);
}

export interface RestartPolicy {
  policy: 'on-failure' | 'never';
  /** Restarts allowed per agent over the run. */
  max_restarts: number;
  /** Wait before the n-th restart of an agent: backoff_ms × 2^(n−1), at most 5 s. */
  backoff_ms: number;
}

export const DEFAULT_RESTART: RestartPolicy = { policy: 'on-failure', max_restarts: 10, backoff_ms: 100 };
export const DEFAULT_HEARTBEAT = { interval_ms: 250, misses: 4 };
/** The longest wait before a restart. */
const MAX_BACKOFF_MS = 5_000;

export interface LaunchOptions {
  /** `script` replaces the agent entry point (test fixtures that misbehave on purpose). */
  agents: readonly { id: string; tool: string; port: number; engine: EngineConfig; script?: string }[];
  protocol: string;
  /** broadcast: every frame to every other agent; subscribe: only to agents whose tool consumes or uses its type. */
  routing?: Routing;
  chunkSize: number;
  maxFrameBytes: number;
  /** What the hub decodes of relayed packets (MeshNetworkOptions.decode); default head. */
  hubDecode?: 'head' | 'full';
  /** Bound of each connection's outbound buffer; a peer past it is a slow consumer. */
  maxBufferedBytes?: number;
  /** Each agent's workspace is `<workspaceRoot>/<id>/`, emptied at launch. */
  workspaceRoot: string;
  startupMs: number;
  shutdownMs: number;
  restart?: RestartPolicy;
  heartbeat?: { interval_ms: number; misses: number };
  /** Child stderr lines (prefixed) and hub warnings; default: our stderr. */
  log?: (line: string) => void;
  spawn?: Omit<SpawnOptions, 'log'>;
}

/** One agent lost during a run (metrics.json `faults`). */
export interface Fault {
  agent: string;
  tool: string;
  /** How it was noticed: its connection closed, a bad frame, a slow consumer, missed heartbeats. */
  cause: LossCause;
  reason: string;
  /** How the old process ended (a frozen or slow one is killed first). */
  signal: string | null;
  code: number | null;
  /** Monotonic ms since the mesh was launched. */
  at_ms: number;
  /** From the loss to the restarted agent being connected and warm again; null when it was not restarted. */
  recovery_ms: number | null;
}

/** A running mesh: the hub, its agent processes, and their supervisor. `close` is idempotent and never throws. */
export interface Mesh {
  network: MeshNetwork;
  /** The current process of each agent (a restart replaces it). */
  agents: AgentProcess[];
  /** Agent id → bound port. */
  ports: Map<string, number>;
  faults: Fault[];
  /** Send a signal to an agent's current process (the fail-storm uses SIGKILL). */
  kill(id: string, signal: NodeJS.Signals): void;
  close(): Promise<void>;
}

/**
 * Start every agent process, wait (with a deadline) until each is listening,
 * connect, authenticate and hand-shake with each, start heartbeats, and
 * return the running mesh. If any agent fails to start, every process
 * already started is stopped and the error, with that agent's stderr, is
 * thrown. A lost agent is restarted under the restart policy.
 */
export async function launchMesh(options: LaunchOptions): Promise<Mesh> {
  const log = options.log ?? ((line: string) => process.stderr.write(`${line}\n`));
  const root = resolve(options.workspaceRoot);
  const policy = options.restart ?? DEFAULT_RESTART;
  const heartbeat = options.heartbeat ?? DEFAULT_HEARTBEAT;
  const maxBuffered = options.maxBufferedBytes ?? DEFAULT_MAX_BUFFERED_BYTES;
  const secret = newSecret();
  const t0 = performance.now();
  await Promise.all(options.agents.map((a) => rm(join(root, a.id), { recursive: true, force: true })));
  const spawnAgent = (a: LaunchOptions['agents'][number], port: number): AgentProcess =>
    new AgentProcess(
      { id: a.id, tool: a.tool, port, protocol: options.protocol, workspace: join(root, a.id), max_frame_bytes: options.maxFrameBytes, engine: a.engine },
      `${a.id} (${a.tool})`,
      { ...options.spawn, env: { ...options.spawn?.env, [SECRET_ENV]: secret }, ...(a.script ? { script: a.script } : {}), log },
    );
  const agents = options.agents.map((a) => spawnAgent(a, a.port));
  const current = (id: string): AgentProcess | undefined => agents.find((p) => p.settings.id === id);
  const ports = new Map<string, number>();
  const faults: Fault[] = [];
  const restarts = new Map<string, number>();
  let closing = false;

  const connect = async (proc: AgentProcess, port: number) => {
    const link = await connectTcp(port, proc.settings.id, options.maxFrameBytes, options.startupMs, maxBuffered);
    await authenticate(link, secret, proc.settings.id, options.startupMs);
    return link;
  };

  /** Restart a lost agent under the policy; a restart that fails (the new process dies too) is tried again while restarts remain. */
  const restart = async (id: string, fault: Fault): Promise<void> => {
    const old = current(id)!;
    // A frozen or slow process is still alive: it goes first.
    if (!old.exitStatus) old.child.kill('SIGKILL');
    const exit = await old.exited;
    fault.signal = exit.signal;
    fault.code = exit.code;
    for (;;) {
      const n = (restarts.get(id) ?? 0) + 1;
      if (closing || policy.policy === 'never' || n > policy.max_restarts) {
        if (!closing) log(`[hub] agent ${id} is not restarted (${policy.policy === 'never' ? 'restart: never' : `${policy.max_restarts} restarts used`})`);
        network.giveUp(id);
        return;
      }
      restarts.set(id, n);
      await sleep(Math.min(MAX_BACKOFF_MS, policy.backoff_ms * 2 ** (n - 1)));
      if (closing) return;
      const spec = options.agents.find((a) => a.id === id)!;
      const fresh = spawnAgent(spec, spec.port);
      agents[agents.indexOf(current(id)!)] = fresh;
      try {
        const port = await fresh.ready(options.startupMs);
        ports.set(id, port);
        const link = await connect(fresh, port);
        await network.replaceAgent(id, link, options.startupMs);
        fault.recovery_ms = performance.now() - t0 - fault.at_ms;
        log(`[hub] agent ${id} restarted (${n}/${policy.max_restarts}) in ${fault.recovery_ms.toFixed(0)} ms`);
        return;
      } catch (err) {
        log(`[hub] agent ${id} restart ${n} failed: ${describeError(err)}`);
        if (!fresh.exitStatus) fresh.child.kill('SIGKILL');
        await fresh.exited;
      }
    }
  };

  const network: MeshNetwork = new MeshNetwork({
    adapter: createAdapter(options.protocol, { nodeId: 'hub', secret }),
    decode: options.hubDecode ?? 'head',
    chunkSize: options.chunkSize,
    warn: (m) => log(`[hub] ${m}`),
    explainLoss: async (id) => {
      const agent = current(id);
      if (!agent) return 'disconnected';
      const exit = await Promise.race([agent.exited, new Promise<undefined>((r) => setTimeout(() => r(undefined), 300))]);
      if (!exit) return 'disconnected';
      return exit.signal ? `was killed by ${exit.signal}` : `exited with code ${exit.code}`;
    },
    onLost: (id, reason, cause) => {
      if (closing) return;
      const tool = options.agents.find((a) => a.id === id)?.tool ?? '?';
      const fault: Fault = { agent: id, tool, cause, reason, signal: null, code: null, at_ms: performance.now() - t0, recovery_ms: null };
      faults.push(fault);
      void restart(id, fault);
    },
  });

  const stopAll = async (): Promise<void> => {
    await Promise.all(agents.map((a) => a.stop(options.shutdownMs)));
  };
  try {
    const bound = await Promise.all(agents.map((a) => a.ready(options.startupMs)));
    const links = await Promise.all(agents.map((a, i) => connect(a, bound[i]!)));
    agents.forEach((a, i) => {
      ports.set(a.settings.id, bound[i]!);
      network.addAgent(a.settings.id, a.settings.tool, links[i]!, options.routing === 'subscribe' ? subscriptions(a.settings.tool) : undefined);
    });
    await network.handshake(options.startupMs);
    network.startHeartbeat(heartbeat.interval_ms, heartbeat.misses);
  } catch (err) {
    closing = true;
    network.close();
    await stopAll();
    throw err;
  }
  let closed: Promise<void> | undefined;
  return {
    network,
    agents,
    ports,
    faults,
    kill: (id, signal) => {
      current(id)?.child.kill(signal);
    },
    close: () => {
      closed ??= (async () => {
        closing = true;
        network.close();
        await stopAll();
      })();
      return closed;
    },
  };
}
