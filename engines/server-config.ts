import { z } from 'zod';
import { apiKeyOf, type ApiKey } from './api-key.js';
import { PriceSchema } from './price.js';

/** Model options or request parameters, passed to the server as they are. */
export function optionsField(defaults: Record<string, number | string | boolean>) {
  return z.record(z.string(), z.union([z.number(), z.string(), z.boolean(), z.array(z.string())])).default(defaults);
}

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

/** A hosted API's defaults: its URL, the variable that may override it (as its SDK reads it), and the key's variable. */
export interface HostedVendor {
  url: string;
  urlEnv: string;
  keyEnv: string;
}

export interface HostedAccess {
  url: string;
  key: ApiKey;
}

/**
 * Where a hosted engine talks to (base_url, else the vendor's URL variable,
 * else the vendor's API) and its key: required for the vendor's own API or
 * when api_key_env is given; a local server needs none.
 */
export function hostedAccess(
  config: { base_url?: string | undefined; api_key_env?: string | undefined },
  env: NodeJS.ProcessEnv,
  vendor: HostedVendor,
): HostedAccess {
  const url = config.base_url ?? (env[vendor.urlEnv] || vendor.url);
  return { url, key: apiKeyOf(config, vendor.keyEnv, url === vendor.url, env) };
}
