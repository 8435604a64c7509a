import { rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { AgentProcess, type SpawnOptions } from './agent-process.js';
import { MeshNetwork } from './mesh-network.js';
import { connectTcp } from './tcp-link.js';
import { createAdapter } from '../protocols/registry.js';
import { createTool } from '../tools/registry.js';
import type { PacketType } from './packet.js';
import type { EngineConfig } from '../config/schema.js';

export interface LaunchOptions {
  /** `script` replaces the agent entry point (test fixtures that misbehave on purpose). */
  agents: readonly { id: string; tool: string; port: number; engine: EngineConfig; script?: string }[];
  protocol: string;
  /** broadcast: every frame to every other agent; subscribe: only to agents whose tool consumes or uses its type. */
  routing?: Routing;
  chunkSize: number;
  maxFrameBytes: number;
  /** Each agent's workspace is `<workspaceRoot>/<id>/`, emptied at launch. */
  workspaceRoot: string;
  startupMs: number;
  shutdownMs: number;
  /** Child stderr lines (prefixed) and hub warnings; default: our stderr. */
  log?: (line: string) => void;
  spawn?: Omit<SpawnOptions, 'log'>;
}

export type Routing = 'broadcast' | 'subscribe';

/** What an agent subscribes to under topic routing: doc_init, its tool's trigger, and what the tool uses. */
export function subscriptions(tool: string): ReadonlySet<PacketType> {
  const t = createTool(tool);
  return new Set<PacketType>(['doc_init', t.trigger, ...t.uses]);
}

/** A running mesh: the hub and its agent processes. `close` is idempotent and never throws. */
export interface Mesh {
  network: MeshNetwork;
  agents: AgentProcess[];
  /** Agent id → bound port. */
  ports: Map<string, number>;
  close(): Promise<void>;
}

/**
 * Start every agent process, wait (with a deadline) until each is listening,
 * connect the hub to each, and return the running mesh. If any agent fails
 * to start, every process already started is stopped and the error, with
 * that agent's stderr, is thrown.
 */
export async function launchMesh(options: LaunchOptions): Promise<Mesh> {
  const log = options.log ?? ((line: string) => process.stderr.write(`${line}\n`));
  const root = resolve(options.workspaceRoot);
  await Promise.all(options.agents.map((a) => rm(join(root, a.id), { recursive: true, force: true })));
  const agents = options.agents.map(
    (a) =>
      new AgentProcess(
        {
          id: a.id,
          tool: a.tool,
          port: a.port,
          protocol: options.protocol,
          workspace: join(root, a.id),
          max_frame_bytes: options.maxFrameBytes,
          engine: a.engine,
        },
        `${a.id} (${a.tool})`,
        { ...options.spawn, ...(a.script ? { script: a.script } : {}), log },
      ),
  );
  const stopAll = async (): Promise<void> => {
    await Promise.all(agents.map((a) => a.stop(options.shutdownMs)));
  };
  const network = new MeshNetwork({
    adapter: createAdapter(options.protocol, { nodeId: 'hub' }),
    chunkSize: options.chunkSize,
    warn: (m) => log(`[hub] ${m}`),
    explainLoss: async (id) => {
      const agent = agents.find((a) => a.settings.id === id);
      if (!agent) return 'disconnected';
      const exit = await Promise.race([agent.exited, new Promise<undefined>((r) => setTimeout(() => r(undefined), 300))]);
      if (!exit) return 'disconnected';
      return exit.signal ? `was killed by ${exit.signal}` : `exited with code ${exit.code}`;
    },
  });
  const ports = new Map<string, number>();
  try {
    const bound = await Promise.all(agents.map((a) => a.ready(options.startupMs)));
    const links = await Promise.all(
      agents.map((a, i) => connectTcp(bound[i]!, a.settings.id, options.maxFrameBytes, options.startupMs)),
    );
    agents.forEach((a, i) => {
      ports.set(a.settings.id, bound[i]!);
      network.addAgent(a.settings.id, a.settings.tool, links[i]!, options.routing === 'subscribe' ? subscriptions(a.settings.tool) : undefined);
    });
    await network.handshake(options.startupMs);
  } catch (err) {
    network.close();
    await stopAll();
    throw err;
  }
  let closed: Promise<void> | undefined;
  return {
    network,
    agents,
    ports,
    close: () => {
      closed ??= (async () => {
        network.close();
        await stopAll();
      })();
      return closed;
    },
  };
}
