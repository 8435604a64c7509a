import { rm } from 'node:fs/promises';
import type { AgentSettings } from '../agent/agent-settings.js';
import { MeshAgent } from '../agent/mesh-agent.js';
import { createEngine } from '../engines/registry.js';
import { createAdapter } from '../protocols/registry.js';
import { createTool } from '../tools/registry.js';
import { connectNats } from '../transport/nats-settings.js';
import { joinRun } from '../transport/nats-rendezvous.js';
import type { NatsLink } from '../transport/nats-link.js';
import { MeshError, isMeshError } from '../wire/errors.js';

export interface NatsAgentOptions {
  settings: AgentSettings;
  /** Join this run only, and return when it ends (an agent the bench started); absent: join run after run. */
  run?: string;
  /** Aborting leaves the current run (the hub sees a Bye) and returns. */
  signal: AbortSignal;
  log: (line: string) => void;
  /** Connected to NATS: the agent is ready to join. */
  onConnected?: () => void;
}

/**
 * One agent as a NATS client: connect, then join a run (see
 * transport/nats-rendezvous), serve it with a fresh MeshAgent (its
 * workspace emptied first) until the hub leaves or goes silent, and join
 * the next one. The engine and tool are made once and kept across runs.
 */
export async function serveOverNats(options: NatsAgentOptions): Promise<void> {
  const { settings, signal, log } = options;
  if (!settings.nats) throw new MeshError('CONFIG_INVALID', `agent ${settings.id} has transport nats but no nats settings`);
  const tool = createTool(settings.tool, await createEngine(settings.engine));
  const nc = await connectNats(settings.nats, `agent ${settings.id} (${settings.tool})`);
  options.onConnected?.();
  // Messages published while the connection is down are lost, so the run's link is too: leave at once (the hub
  // sees the Bye once the client reconnects) and join again, rather than wait out the hub's silence.
  let current: NatsLink | undefined;
  void (async () => {
    for await (const s of nc.status()) {
      if (s.type !== 'disconnect' || !current || current.closed) continue;
      log(`agent ${settings.id} lost its NATS connection to ${String(s.data)}: leaving the run, to join again once reconnected`);
      current.fail(new MeshError('AGENT_DISCONNECTED', `the NATS connection to ${String(s.data)} dropped`));
    }
  })();
  try {
    for (;;) {
      let joined;
      try {
        joined = await joinRun({
          nc,
          prefix: settings.nats.subject_prefix,
          id: settings.id,
          ...(options.run ? { run: options.run } : {}),
          maxFrameBytes: settings.max_frame_bytes,
          signal,
          waiting: log,
          tool: settings.tool,
          requestTimeoutMs: settings.nats.connect_timeout_ms,
        });
      } catch (err) {
        if (isMeshError(err, 'RUN_ABORTED')) return;
        throw err;
      }
      const { grant, link } = joined;
      current = link;
      if (!options.run) await rm(settings.workspace, { recursive: true, force: true });
      const agent = new MeshAgent({
        id: settings.id,
        tool,
        adapter: createAdapter(grant.protocol, { nodeId: settings.id, secret: grant.secret }),
        workspaceDir: settings.workspace,
        maxFrameBytes: Math.min(settings.max_frame_bytes, grant.max_frame_bytes),
        secret: grant.secret,
        warn: log,
        planned: grant.planned,
      });
      agent.join(link);
      if (!options.run) log(`agent ${settings.id} (${settings.tool}) joined run ${grant.run} on ${grant.link} (${grant.protocol})`);
      const aborted = new Promise<void>((resolve) => signal.addEventListener('abort', () => resolve(), { once: true }));
      await Promise.race([agent.hubClosed, aborted]);
      await agent.close();
      if (options.run || signal.aborted) return;
      log(`agent ${settings.id} left run ${grant.run}; waiting for the next`);
    }
  } finally {
    await nc.close();
  }
}
