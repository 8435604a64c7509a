import { z } from 'zod';
import { apiKeyOf, type ApiKey } from './api-key.js';
import { hostedFields, serverFields } from './server-config.js';

/** The config of an engine on an OpenAI-compatible server (`engine: {kind: openai, …}`), apart from the client. */
export const DEFAULT_OPENAI_URL = 'https://api.openai.com/v1';
export const DEFAULT_OPENAI_KEY_ENV = 'OPENAI_API_KEY';

export const OpenAIEngineSchema = z
  .object({
    kind: z.literal('openai'),
    model: z.string().min(1),
    /** Default: $OPENAI_BASE_URL, else OpenAI's API. vLLM, llama.cpp, LM Studio, OpenRouter: their /v1 URL. */
    ...hostedFields(),
    /** Request parameters, passed as they are (temperature, seed, max_tokens, top_p, …). */
    options: z.record(z.string(), z.union([z.number(), z.string(), z.boolean(), z.array(z.string())])).default({ temperature: 0, seed: 42 }),
    ...serverFields('.cache/openai'),
  })
  .strict();

export type OpenAIEngineConfig = z.infer<typeof OpenAIEngineSchema>;

/** Where the engine talks to: base_url, else $OPENAI_BASE_URL (as the SDK reads it), else OpenAI's API. */
export function openaiUrl(config: OpenAIEngineConfig, env: NodeJS.ProcessEnv): string {
  return config.base_url ?? (env.OPENAI_BASE_URL || DEFAULT_OPENAI_URL);
}

/** The engine's key: required for OpenAI's own API or when api_key_env is given; a local server needs none. */
export function openaiKey(config: OpenAIEngineConfig, env: NodeJS.ProcessEnv): ApiKey {
  return apiKeyOf(config, DEFAULT_OPENAI_KEY_ENV, openaiUrl(config, env) === DEFAULT_OPENAI_URL, env);
}
