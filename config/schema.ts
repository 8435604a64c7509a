import { readFile } from 'node:fs/promises';
import { parse as parseYaml } from 'yaml';
import { z } from 'zod';
import { MeshError, describeError } from '../core/errors.js';
import { DEFAULT_MAX_FRAME_BYTES } from '../core/frame-decoder.js';
import { protocolNames } from '../protocols/registry.js';
import { toolNames } from '../tools/registry.js';

export const DEFAULT_CHUNK_SIZE = 400;
export const DEFAULT_TASK_TIMEOUT_MS = 30_000;
export const DEFAULT_STARTUP_TIMEOUT_MS = 10_000;
export const DEFAULT_SHUTDOWN_GRACE_MS = 2_000;
export const DEFAULT_TASKS = 'data/sample/metadata.jsonl';
export const DEFAULT_OUT_DIR = 'results';
export const DEFAULT_WORKSPACE_ROOT = 'workspaces';

const AgentSchema = z
  .object({
    /** Folder-safe id; the agent's workspace is `<workspace_root>/<id>/`. */
    id: z.union([z.string(), z.number().int().nonnegative()]).transform(String).pipe(z.string().regex(/^[A-Za-z0-9_-]{1,32}$/, 'letters, digits, _ or - (1-32)')),
    tool: z.string(),
    /** 0 lets the OS choose a free port (used by tests). */
    port: z.number().int().min(0).max(65535),
    /** Overrides the run's engine for this agent (mixed meshes: local search, an LLM reason). */
    engine: z.lazy(() => EngineSchema).optional(),
  })
  .strict();

export const DEFAULT_OLLAMA_HOST = 'http://127.0.0.1:11434';
export const DEFAULT_OLLAMA_TIMEOUT_MS = 120_000;
export const DEFAULT_CACHE_DIR = '.cache/ollama';

const LocalEngineSchema = z.object({ kind: z.literal('local') }).strict();

const OllamaEngineSchema = z
  .object({
    kind: z.literal('ollama'),
    model: z.string().min(1),
    /** Default: $OLLAMA_HOST, else http://127.0.0.1:11434 (the npm client does not read OLLAMA_HOST itself). */
    host: z.string().url().optional(),
    /** Passed to the model as Ollama options (temperature, seed, num_ctx, …). */
    options: z.record(z.string(), z.union([z.number(), z.string(), z.boolean(), z.array(z.string())])).default({ temperature: 0, seed: 42, num_ctx: 8192 }),
    keep_alive: z.union([z.string(), z.number()]).optional(),
    timeout_ms: z.number().int().positive().default(DEFAULT_OLLAMA_TIMEOUT_MS),
    /** Retries of a transient failure (connection reset, 5xx, timeout), with exponential backoff. */
    retries: z.number().int().min(0).max(10).default(3),
    retry_base_ms: z.number().int().positive().default(500),
    /** On-disk response cache, so re-runs and protocol comparisons see the same outputs. */
    cache: z.boolean().default(true),
    cache_dir: z.string().min(1).default(DEFAULT_CACHE_DIR),
  })
  .strict();

export const EngineSchema = z.discriminatedUnion('kind', [LocalEngineSchema, OllamaEngineSchema]);
export type EngineConfig = z.infer<typeof EngineSchema>;
export type OllamaEngineConfig = z.infer<typeof OllamaEngineSchema>;

export const ConfigSchema = z
  .object({
    protocol: z.string().default('json'),
    /** broadcast: every frame to every other agent (the design's default); subscribe: only to the agents that consume its type. */
    routing: z.enum(['broadcast', 'subscribe']).default('broadcast'),
    engine: EngineSchema.default({ kind: 'local' }),
    chunk_size: z.number().int().min(1).default(DEFAULT_CHUNK_SIZE),
    max_frame_bytes: z.number().int().min(64).max(2 ** 31 - 1).default(DEFAULT_MAX_FRAME_BYTES),
    tasks: z.string().min(1).default(DEFAULT_TASKS),
    out_dir: z.string().min(1).default(DEFAULT_OUT_DIR),
    workspace_root: z.string().min(1).default(DEFAULT_WORKSPACE_ROOT),
    timeouts: z
      .object({
        task_ms: z.number().int().positive().default(DEFAULT_TASK_TIMEOUT_MS),
        startup_ms: z.number().int().positive().default(DEFAULT_STARTUP_TIMEOUT_MS),
        shutdown_ms: z.number().int().positive().default(DEFAULT_SHUTDOWN_GRACE_MS),
      })
      .strict()
      .prefault({}),
    agents: z.array(AgentSchema).min(1),
    /** Present: the bench runs a comparison, one fresh mesh per protocol (× routing × engine). */
    compare: z
      .object({
        protocols: z.array(z.string()).min(1),
        routing: z.array(z.enum(['broadcast', 'subscribe'])).min(1).optional(),
        engines: z.array(EngineSchema).min(1).optional(),
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
      if (!protocolNames().includes(p)) ctx.addIssue({ code: 'custom', path: ['compare', 'protocols', i], message: `unknown protocol "${p}"; known: ${protocolNames().join(', ')}` });
    });
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
  });

export type Config = z.infer<typeof ConfigSchema>;
export type AgentConfig = Config['agents'][number];

/** The engine an agent runs on: its own override, else the run's. */
export function engineOf(config: Config, agent: AgentConfig): EngineConfig {
  return agent.engine ?? config.engine;
}

/** Where an Ollama engine talks to: its host, else $OLLAMA_HOST, else the default. */
export function ollamaHost(engine: OllamaEngineConfig, env: NodeJS.ProcessEnv = process.env): string {
  const raw = engine.host ?? env.OLLAMA_HOST ?? DEFAULT_OLLAMA_HOST;
  // OLLAMA_HOST may be given as host:port without a scheme, as the Ollama CLI accepts.
  return /^https?:\/\//.test(raw) ? raw : `http://${raw}`;
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
