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
  })
  .strict();

const EngineSchema = z.object({ kind: z.literal('local') }).strict();

export const ConfigSchema = z
  .object({
    protocol: z.string().default('json'),
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
  })
  .strict()
  .superRefine((cfg, ctx) => {
    if (!protocolNames().includes(cfg.protocol)) {
      ctx.addIssue({ code: 'custom', path: ['protocol'], message: `unknown protocol "${cfg.protocol}"; known: ${protocolNames().join(', ')}` });
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
  });

export type Config = z.infer<typeof ConfigSchema>;
export type AgentConfig = Config['agents'][number];

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
