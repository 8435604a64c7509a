import { z } from 'zod';
import { apiKeyOf, type ApiKey } from './api-key.js';
import { hostedFields, serverFields } from './server-config.js';

/** The config of an Anthropic engine (`engine: {kind: anthropic, …}`), apart from the client. */
export const DEFAULT_ANTHROPIC_URL = 'https://api.anthropic.com';
export const DEFAULT_ANTHROPIC_KEY_ENV = 'ANTHROPIC_API_KEY';

export const AnthropicEngineSchema = z
  .object({
    kind: z.literal('anthropic'),
    model: z.string().min(1),
    /** Default: $ANTHROPIC_BASE_URL, else Anthropic's API. */
    ...hostedFields(),
    /** The most tokens a reply may have (the Messages API requires a bound). */
    max_tokens: z.number().int().positive().default(4096),
    /** Request parameters, passed as they are (temperature, top_p, top_k, …). */
    options: z.record(z.string(), z.union([z.number(), z.string(), z.boolean(), z.array(z.string())])).default({ temperature: 0 }),
    ...serverFields('.cache/anthropic'),
  })
  .strict();

export type AnthropicEngineConfig = z.infer<typeof AnthropicEngineSchema>;

/** Where the engine talks to: base_url, else $ANTHROPIC_BASE_URL (as the SDK reads it), else Anthropic's API. */
export function anthropicUrl(config: AnthropicEngineConfig, env: NodeJS.ProcessEnv): string {
  return config.base_url ?? (env.ANTHROPIC_BASE_URL || DEFAULT_ANTHROPIC_URL);
}

/** The engine's key: required for Anthropic's own API or when api_key_env is given. */
export function anthropicKey(config: AnthropicEngineConfig, env: NodeJS.ProcessEnv): ApiKey {
  return apiKeyOf(config, DEFAULT_ANTHROPIC_KEY_ENV, anthropicUrl(config, env) === DEFAULT_ANTHROPIC_URL, env);
}
