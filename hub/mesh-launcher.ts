import { rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { AgentProcess, type SpawnOptions } from './agent-process.js';
import { SECRET_ENV, newSecret } from '../transport/control.js';
import { MeshNetwork, type LossCause } from './mesh-network.js';
import { Supervisor, type RecoveryHooks, type RestartPolicy } from './supervisor.js';
import type { PacketType } from '../wire/packet.js';
import { RemoteAgent, natsWiring, tcpWiring, type AgentWiring, type NatsStats } from './agent-wiring.js';
import type { NatsSettings } from '../transport/nats-settings.js';
import { createAdapter } from '../protocols/registry.js';
import { toolSpec } from '../tools/specs.js';
import { deliveredTypes } from '../agent/tool.js';
import { DEFAULT_HEARTBEAT, DEFAULT_RESTART, type EngineConfig } from '../config/schema.js';

export type { RestartPolicy } from './supervisor.js';

export type Routing = 'broadcast' | 'subscribe';

/** What an agent subscribes to under topic routing: doc_init, its tool's trigger, and what the tool uses (and the plan, with a planner). */
export function subscriptions(tool: string, planned = false): ReadonlySet<PacketType> {
  return deliveredTypes(toolSpec(tool), planned);
}

/** Whether a mesh of these agents has a planner (its answering agents then wait for each task's plan). */
export function hasPlanner(agents: readonly { tool: string }[]): boolean {
  return agents.some((a) => toolSpec(a.tool).role === 'plan');
}

export interface LaunchOptions {
  /** `script` replaces the agent entry point (test fixtures that misbehave on purpose). */
  agents: readonly { id: string; tool: string; port: number; engine: EngineConfig; script?: string }[];
  protocol: string;
  /** broadcast: every frame to every other agent; subscribe: only to agents whose tool consumes or uses its type. */
  routing?: Routing;
  chunkSize: number;
  /** Keep every packet of a task in flight, returned with its outcome (the learning loop's traces). */
  keepPackets?: boolean;
  maxFrameBytes: number;
  /** What the hub decodes of relayed packets (MeshNetworkOptions.decode); default head. */
  hubDecode?: 'head' | 'full';
  /** Bound of each connection's outbound buffer; a peer past it is a slow consumer. */
  maxBufferedBytes?: number;
  /** Each agent's workspace is `<workspaceRoot>/<id>/`, emptied at launch. */
  workspaceRoot: string;
  startupMs: number;
  shutdownMs: number;
  /** From the config; absent, the config's defaults. */
  restart?: RestartPolicy;
  heartbeat?: { interval_ms: number; misses: number };
  /** Child stderr lines (prefixed) and hub warnings; default: our stderr. */
  log?: (line: string) => void;
  spawn?: Omit<SpawnOptions, 'log'>;
  /** Absent: TCP on loopback. Present: the hub and the agents are clients of these NATS servers; `remote` agents are started elsewhere and join. */
  nats?: { settings: NatsSettings; launch: 'local' | 'remote' };
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
  /** The current process of each agent (a restart replaces it; a remote agent has no pid). */
  agents: (AgentProcess | RemoteAgent)[];
  /** Agent id → bound port. */
  ports: Map<string, number>;
  faults: Fault[];
  /** Send a signal to an agent's current process (the fail-storm uses SIGKILL). */
  kill(id: string, signal: NodeJS.Signals): void;
  /** What NATS carried beside the task traffic (its protocol lines: `transport_overhead`); undefined on TCP. */
  natsStats(): NatsStats | undefined;
  close(): Promise<void>;
}

/** How long a lost agent's process is given to end before its loss is explained without its exit. */
const EXIT_WAIT_MS = 300;

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
  const heartbeat = options.heartbeat ?? DEFAULT_HEARTBEAT;
  const secret = newSecret();
  const t0 = performance.now();
  await Promise.all(options.agents.map((a) => rm(join(root, a.id), { recursive: true, force: true })));
  const specs = new Map(options.agents.map((a) => [a.id, a]));
  const planned = hasPlanner(options.agents);
  const wiringOptions = { ...options, heartbeat, secret, log };
  const wiring: AgentWiring = options.nats ? await natsWiring(wiringOptions, options.nats.settings, options.nats.launch) : tcpWiring(wiringOptions);
  const supervisor = new Supervisor<AgentProcess | RemoteAgent>({
    ids: options.agents.map((a) => a.id),
    spawn: (id) => (options.nats?.launch === 'remote' ? new RemoteAgent(specs.get(id)!) : spawnAgent(specs.get(id)!, options, root, secret, wiring, log)),
    policy: options.restart ?? DEFAULT_RESTART,
    startupMs: options.startupMs,
    shutdownMs: options.shutdownMs,
    log,
  });
  const ports = new Map<string, number>();
  const faults: Fault[] = [];
  const network: MeshNetwork = new MeshNetwork({
    adapter: createAdapter(options.protocol, { nodeId: 'hub', secret }),
    decode: options.hubDecode ?? 'head',
    chunkSize: options.chunkSize,
    maxFrameBytes: wiring.maxFrameBytes,
    keepPackets: options.keepPackets ?? false,
    warn: (m) => log(`[hub] ${m}`),
    explainLoss: (id) => supervisor.howEnded(id, EXIT_WAIT_MS),
    onLost: (id, reason, cause) => {
      if (supervisor.closed) return;
      const fault: Fault = {
        agent: id,
        tool: specs.get(id)?.tool ?? '?',
        cause,
        reason,
        signal: null,
        code: null,
        at_ms: performance.now() - t0,
        recovery_ms: null,
      };
      faults.push(fault);
      void supervisor
        .recover(
          id,
          recoveryOf(fault, t0, async (port) => {
            ports.set(id, port);
            await network.replaceAgent(id, await wiring.connect(id, port), options.startupMs);
          }),
        )
        .then((end) => end === 'given_up' && network.giveUp(id));
    },
  });
  try {
    const bound = await supervisor.start();
    const links = await wiring.connectAll(
      options.agents.map((a) => a.id),
      bound,
    );
    options.agents.forEach((a, i) => {
      ports.set(a.id, bound[i]!);
      network.addAgent(a.id, a.tool, links[i]!, options.routing === 'subscribe' ? subscriptions(a.tool, planned) : undefined);
    });
    await network.handshake(options.startupMs);
    network.startHeartbeat(heartbeat.interval_ms, heartbeat.misses);
  } catch (err) {
    supervisor.close();
    network.close();
    await supervisor.stopAll();
    await wiring.close();
    throw err;
  }
  let closed: Promise<void> | undefined;
  return {
    network,
    agents: supervisor.processes,
    ports,
    faults,
    kill: (id, signal) => supervisor.kill(id, signal),
    natsStats: () => wiring.stats(),
    close: () => {
      closed ??= (async () => {
        supervisor.close();
        network.close();
        await wiring.close();
        await supervisor.stopAll();
      })();
      return closed;
    },
  };
}

/** A fresh process for agent `a`, given the run's secret and the transport's settings; its workspace is `<root>/<id>/`. */
function spawnAgent(
  a: LaunchOptions['agents'][number],
  options: LaunchOptions,
  root: string,
  secret: string,
  wiring: AgentWiring,
  log: (line: string) => void,
): AgentProcess {
  const agent = new AgentProcess(
    {
      id: a.id,
      tool: a.tool,
      port: a.port,
      protocol: options.protocol,
      workspace: join(root, a.id),
      max_frame_bytes: wiring.maxFrameBytes,
      engine: a.engine,
      planned: hasPlanner(options.agents),
      ...wiring.agentSettings,
    },
    `${a.id} (${a.tool})`,
    { ...options.spawn, env: { ...options.spawn?.env, [SECRET_ENV]: secret }, ...(a.script ? { script: a.script } : {}), log },
  );
  void agent.exited.then(() => wiring.exited(a.id));
  return agent;
}

/** A recovery that records its fault: how the old process ended, and when the fresh one was back (`rejoin` done). */
function recoveryOf<P>(fault: Fault, t0: number, rejoin: (port: number) => Promise<void>): RecoveryHooks<P> {
  return {
    exited: (exit) => {
      fault.signal = exit.signal;
      fault.code = exit.code;
    },
    rejoin: async (_fresh, port) => {
      await rejoin(port);
      fault.recovery_ms = performance.now() - t0 - fault.at_ms;
    },
  };
}
