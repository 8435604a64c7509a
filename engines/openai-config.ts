import { z } from 'zod';
import { hostedFields, optionsField, serverFields, type HostedVendor } from './server-config.js';

/** The config of an engine on an OpenAI-compatible server (`engine: {kind: openai, …}`), apart from the client. */
export const OPENAI: HostedVendor = { url: 'https://api.openai.com/v1', urlEnv: 'OPENAI_BASE_URL', keyEnv: 'OPENAI_API_KEY' };

export const OpenAIEngineSchema = z
  .object({
    kind: z.literal('openai'),
    model: z.string().min(1),
    /** base_url default: $OPENAI_BASE_URL, else OpenAI's API. vLLM, llama.cpp, LM Studio, OpenRouter: their /v1 URL. */
    ...hostedFields(),
    /** Request parameters, passed as they are (temperature, seed, max_tokens, top_p, …). */
    options: optionsField({ temperature: 0, seed: 42 }),
    ...serverFields('.cache/openai'),
  })
  .strict();

export type OpenAIEngineConfig = z.infer<typeof OpenAIEngineSchema>;
