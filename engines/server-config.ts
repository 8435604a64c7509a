import { z } from 'zod';
import { PriceSchema } from './price.js';

/** The per-request deadline of an engine on a model server, unless its config says otherwise. */
export const DEFAULT_TIMEOUT_MS = 120_000;
/** The longest a preflight request may take. */
export const PREFLIGHT_TIMEOUT_MS = 10_000;

/**
 * Config keys shared by every engine that talks to a model server (Ollama,
 * OpenAI-compatible, Anthropic): deadline, retries, response cache, price.
 * Each kind spreads these into its own strict schema, with its cache folder.
 */
export function serverFields(cacheDir: string) {
  return {
    timeout_ms: z.number().int().positive().default(DEFAULT_TIMEOUT_MS),
    /** Retries of a transient failure (connection reset, 5xx, 429, timeout), with exponential backoff. */
    retries: z.number().int().min(0).max(10).default(3),
    retry_base_ms: z.number().int().positive().default(500),
    /** On-disk response cache, so re-runs and protocol comparisons see the same outputs. */
    cache: z.boolean().default(true),
    cache_dir: z.string().min(1).default(cacheDir),
    /** US dollars per million tokens, for `cost_usd` in metrics.json. */
    price: PriceSchema.optional(),
  };
}

/** What every server engine's config has, whatever its kind. */
export interface ServerConfig {
  model: string;
  timeout_ms: number;
  retries: number;
  retry_base_ms: number;
  cache: boolean;
  cache_dir: string;
}

/**
 * Config keys of an engine on a hosted API: where (`base_url`, else the
 * SDK's environment variable, else the vendor), and the name of the
 * environment variable holding the key. The key itself is never in a config.
 */
export function hostedFields() {
  return {
    base_url: z.string().url().optional(),
    /** The environment variable that holds the API key (its name, never the key). */
    api_key_env: z
      .string()
      .regex(/^[A-Za-z_][A-Za-z0-9_]*$/, 'an environment variable name, e.g. OPENAI_API_KEY (the key itself never goes in a config)')
      .optional(),
  };
}
