import { z } from 'zod';
import { hostedFields, optionsField, serverFields, type HostedVendor } from './server-config.js';

/** The config of an Anthropic engine (`engine: {kind: anthropic, …}`), apart from the client. */
export const ANTHROPIC: HostedVendor = { url: 'https://api.anthropic.com', urlEnv: 'ANTHROPIC_BASE_URL', keyEnv: 'ANTHROPIC_API_KEY' };

export const AnthropicEngineSchema = z
  .object({
    kind: z.literal('anthropic'),
    model: z.string().min(1),
    /** base_url default: $ANTHROPIC_BASE_URL, else Anthropic's API. */
    ...hostedFields(),
    /** The most tokens a reply may have (the Messages API requires a bound). */
    max_tokens: z.number().int().positive().default(4096),
    /** Request parameters, passed as they are (temperature, top_p, top_k, …). */
    options: optionsField({ temperature: 0 }),
    ...serverFields('.cache/anthropic'),
  })
  .strict();

export type AnthropicEngineConfig = z.infer<typeof AnthropicEngineSchema>;
