import { readFile } from 'node:fs/promises';
import { parse as parseYaml } from 'yaml';
import { z } from 'zod';
import { MeshError, describeError } from '../wire/errors.js';
import { EngineSchema, type EngineConfig } from '../engines/registry.js';
import { DEFAULT_MAX_FRAME_BYTES } from '../wire/frame-decoder.js';
import { DEFAULT_MAX_BUFFERED_BYTES } from '../transport/tcp-link.js';
import { NatsSchema, type NatsSettings } from '../transport/nats-settings.js';
import { protocolNames } from '../protocols/registry.js';
import { toolNames } from '../tools/registry.js';
import { roleOf } from '../tools/specs.js';
import { DEFAULT_ATTACHMENT_READ_MS, DEFAULT_MAX_ATTACHMENT_BYTES } from '../gaia/attachment-file.js';
import { DEFAULT_MAX_COMPRESSION_RATIO, DEFAULT_MAX_UNPACKED_BYTES } from '../gaia/archive.js';

export const DEFAULT_CHUNK_SIZE = 400;
export const DEFAULT_TASK_TIMEOUT_MS = 30_000;
export const DEFAULT_STARTUP_TIMEOUT_MS = 10_000;
export const DEFAULT_SHUTDOWN_GRACE_MS = 2_000;
export const DEFAULT_TASKS = 'data/sample/metadata.jsonl';
export const DEFAULT_OUT_DIR = 'results';
export const DEFAULT_WORKSPACE_ROOT = 'workspaces';
/** The gap store: a PGlite data directory, or a postgres:// URL. */
export const DEFAULT_GAP_STORE = 'results/gaps';
/** Gap records put in one brief. */
export const DEFAULT_BRIEF_K = 3;
/**
 * Restart of a lost agent (the hub's Supervisor): `on-failure` or `never`;
 * at most `max_restarts` per agent over the run; the wait before the n-th
 * restart is backoff_ms × 2^(n−1), at most MAX_RESTART_BACKOFF_MS.
 */
export const DEFAULT_RESTART = { policy: 'on-failure', max_restarts: 10, backoff_ms: 100 } as const;
/** The longest wait before a restart, whatever the backoff has doubled to. */
export const MAX_RESTART_BACKOFF_MS = 5_000;
/** Hub pings every interval_ms; an agent missing `misses` in a row is lost (found after interval × misses). */
export const DEFAULT_HEARTBEAT = { interval_ms: 250, misses: 4 } as const;

const AgentSchema = z
  .object({
    /** Folder-safe id; the agent's workspace is `<workspace_root>/<id>/`. */
    id: z
      .union([z.string(), z.number().int().nonnegative()])
      .transform(String)
      .pipe(z.string().regex(/^[A-Za-z0-9_-]{1,32}$/, 'letters, digits, _ or - (1-32)')),
    tool: z.string(),
    /** 0 lets the OS choose a free port (used by tests). */
    port: z.number().int().min(0).max(65535),
    /** Overrides the run's engine for this agent (mixed meshes: local search, an LLM reason). */
    engine: z.lazy(() => EngineSchema).optional(),
  })
  .strict();

export { EngineSchema, type EngineConfig } from '../engines/registry.js';

export const ConfigSchema = z
  .object({
    protocol: z.string().default('json'),
    /** broadcast: every frame to every other agent (the design's default); subscribe: only to the agents that consume its type. */
    routing: z.enum(['broadcast', 'subscribe']).default('broadcast'),
    engine: EngineSchema.default({ kind: 'local' }),
    /** tcp: agents on 127.0.0.1 ports (the star); nats: the hub and the agents are clients of the `nats` servers. */
    transport: z.enum(['tcp', 'nats']).default('tcp'),
    /** local: the bench starts the agents; remote (nats only): it waits for agents started elsewhere (`npm run agent`) to join. */
    launch: z.enum(['local', 'remote']).default('local'),
    nats: NatsSchema.optional(),
    chunk_size: z.number().int().min(1).default(DEFAULT_CHUNK_SIZE),
    max_frame_bytes: z
      .number()
      .int()
      .min(64)
      .max(2 ** 31 - 1)
      .default(DEFAULT_MAX_FRAME_BYTES),
    /** head: the hub reads relayed packets' heads only (receivers validate them); full: the hub decodes and validates every packet too. */
    hub_decode: z.enum(['head', 'full']).default('head'),
    tasks: z.string().min(1).default(DEFAULT_TASKS),
    out_dir: z.string().min(1).default(DEFAULT_OUT_DIR),
    workspace_root: z.string().min(1).default(DEFAULT_WORKSPACE_ROOT),
    timeouts: z
      .object({
        task_ms: z.number().int().positive().default(DEFAULT_TASK_TIMEOUT_MS),
        startup_ms: z.number().int().positive().default(DEFAULT_STARTUP_TIMEOUT_MS),
        shutdown_ms: z.number().int().positive().default(DEFAULT_SHUTDOWN_GRACE_MS),
        /** Deadline for reading an attachment's bytes, before the task's clock starts. */
        attachment_ms: z.number().int().positive().default(DEFAULT_ATTACHMENT_READ_MS),
      })
      .strict()
      .prefault({}),
    agents: z.array(AgentSchema).min(1),
    /** Largest attachment read (bytes), checked before reading. */
    max_attachment_bytes: z.number().int().min(1).default(DEFAULT_MAX_ATTACHMENT_BYTES),
    /** Total bytes an attachment's archives (zip, xlsx, docx, pptx) may unpack to. */
    max_unpacked_bytes: z.number().int().min(1).default(DEFAULT_MAX_UNPACKED_BYTES),
    /** Largest uncompressed/compressed ratio of an archive and of each member (past the first MiB). */
    max_compression_ratio: z.number().min(1).default(DEFAULT_MAX_COMPRESSION_RATIO),
    /** Restart of a lost agent: on-failure (default) or never; lost tasks are re-run up to rerun_lost_tasks times. */
    restart: z
      .object({
        policy: z.enum(['on-failure', 'never']).default(DEFAULT_RESTART.policy),
        max_restarts: z.number().int().min(0).default(DEFAULT_RESTART.max_restarts),
        backoff_ms: z.number().int().positive().default(DEFAULT_RESTART.backoff_ms),
        rerun_lost_tasks: z.number().int().min(0).max(5).default(1),
      })
      .strict()
      .prefault({}),
    /** Pings from the hub; an agent missing `misses` in a row is dead (detected after interval × misses). */
    heartbeat: z
      .object({
        interval_ms: z.number().int().positive().default(DEFAULT_HEARTBEAT.interval_ms),
        misses: z.number().int().min(1).default(DEFAULT_HEARTBEAT.misses),
      })
      .strict()
      .prefault({}),
    /** Bound of each connection's outbound buffer (bytes); an agent that lets it fill is a slow consumer. */
    max_buffered_bytes: z.number().int().min(1024).default(DEFAULT_MAX_BUFFERED_BYTES),
    /** A fail-storm: SIGKILL `kill_count` agents every `kill_every_ms`, chosen by a generator seeded with `seed`. */
    faults: z
      .object({
        kill_every_ms: z.number().int().positive(),
        kill_count: z.number().int().min(1).default(1),
        seed: z.number().int().default(1),
        start_after_ms: z.number().int().min(0).default(0),
        stop_after_ms: z.number().int().positive().optional(),
      })
      .strict()
      .optional(),
    /** The learning loop (issue 14): where gap records are kept, and which may enter briefs. */
    learning: z
      .object({
        /** A PGlite data directory (embedded Postgres, in the bench process) or a postgres:// URL. */
        store: z.string().min(1).default(DEFAULT_GAP_STORE),
        /** true: only records a person approved (npm run gaps -- approve ID) enter briefs. */
        require_approval: z.boolean().default(false),
        /** Records per brief. */
        brief_k: z.number().int().min(0).max(20).default(DEFAULT_BRIEF_K),
      })
      .strict()
      .prefault({}),
    /** Present: the bench runs a comparison, one fresh mesh per protocol (× routing × engine). */
    compare: z
      .object({
        protocols: z.array(z.string()).min(1),
        routing: z
          .array(z.enum(['broadcast', 'subscribe']))
          .min(1)
          .optional(),
        engines: z.array(EngineSchema).min(1).optional(),
        transports: z
          .array(z.enum(['tcp', 'nats']))
          .min(1)
          .optional(),
      })
      .strict()
      .optional(),
  })
  .strict()
  .superRefine((cfg, ctx) => {
    if (!protocolNames().includes(cfg.protocol)) {
      ctx.addIssue({ code: 'custom', path: ['protocol'], message: `unknown protocol "${cfg.protocol}"; known: ${protocolNames().join(', ')}` });
    }
    cfg.compare?.protocols.forEach((p, i) => {
      if (!protocolNames().includes(p))
        ctx.addIssue({ code: 'custom', path: ['compare', 'protocols', i], message: `unknown protocol "${p}"; known: ${protocolNames().join(', ')}` });
    });
    if (cfg.launch === 'remote' && cfg.transport !== 'nats') {
      ctx.addIssue({ code: 'custom', path: ['launch'], message: 'launch: remote needs transport: nats (agents elsewhere join through NATS)' });
    }
    if (cfg.launch === 'remote' && cfg.faults) {
      ctx.addIssue({
        code: 'custom',
        path: ['faults'],
        message: "a fail-storm kills the bench's own agent processes: with launch: remote there are none to kill",
      });
    }
    if (cfg.launch === 'remote' && cfg.compare?.transports?.includes('tcp')) {
      ctx.addIssue({ code: 'custom', path: ['compare', 'transports'], message: "launch: remote cannot run tcp (its agents are this machine's children)" });
    }
    const ids = new Set<string>();
    const ports = new Set<number>();
    cfg.agents.forEach((a, i) => {
      if (!toolNames().includes(a.tool)) {
        ctx.addIssue({ code: 'custom', path: ['agents', i, 'tool'], message: `unknown tool "${a.tool}"; known: ${toolNames().join(', ')}` });
      }
      if (ids.has(a.id)) ctx.addIssue({ code: 'custom', path: ['agents', i, 'id'], message: `duplicate agent id "${a.id}"` });
      if (a.port !== 0 && ports.has(a.port)) ctx.addIssue({ code: 'custom', path: ['agents', i, 'port'], message: `port ${a.port} is used by another agent` });
      ids.add(a.id);
      ports.add(a.port);
    });
    // One planner and one Overseer at most: a task has one plan, and a verdict one answer.
    for (const role of ['plan', 'oversee'] as const) {
      const extra = cfg.agents.map((a, i) => [a, i] as const).filter(([a]) => toolNames().includes(a.tool) && roleOf(a.tool) === role);
      for (const [, i] of extra.slice(1)) ctx.addIssue({ code: 'custom', path: ['agents', i, 'tool'], message: `only one agent may have tool "${role}"` });
    }
  });

export type Config = z.infer<typeof ConfigSchema>;
export type AgentConfig = Config['agents'][number];

/** The engine an agent runs on: its own override, else the run's. */
export function engineOf(config: Config, agent: AgentConfig): EngineConfig {
  return agent.engine ?? config.engine;
}

/** The run's NATS settings: the config's `nats` block, else the defaults (a server on 127.0.0.1:4222). */
export function natsOf(config: Config): NatsSettings {
  return config.nats ?? NatsSchema.parse({});
}

/** Every issue as "path: message", one per line. */
function formatIssues(error: z.ZodError): string {
  return error.issues.map((i) => `  - ${i.path.length ? i.path.join('.') : '(root)'}: ${i.message}`).join('\n');
}

/** Pure: check a raw value (parsed YAML) against the schema; throws CONFIG_INVALID naming every bad path. */
export function parseConfig(raw: unknown, source = 'config'): Config {
  const parsed = ConfigSchema.safeParse(raw ?? {});
  if (!parsed.success) {
    throw new MeshError('CONFIG_INVALID', `${source} is invalid:\n${formatIssues(parsed.error)}`);
  }
  return parsed.data;
}

/** Read and parse a YAML config file. Relative paths inside it stay relative to the working directory. */
export async function loadConfig(path: string): Promise<Config> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (err) {
    throw new MeshError('CONFIG_NOT_FOUND', `cannot read config ${path}: ${describeError(err)}`, { cause: err });
  }
  let raw: unknown;
  try {
    raw = parseYaml(text);
  } catch (err) {
    throw new MeshError('CONFIG_INVALID', `${path} is not valid YAML: ${describeError(err)}`, { cause: err });
  }
  return parseConfig(raw, path);
}
