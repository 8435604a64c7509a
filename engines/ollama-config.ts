import { z } from 'zod';
import { optionsField, serverFields } from './server-config.js';

/** The config of an Ollama engine (`engine: {kind: ollama, …}`), apart from the client so that config checks never load it. */
export const DEFAULT_OLLAMA_HOST = 'http://127.0.0.1:11434';
export const DEFAULT_CACHE_DIR = '.cache/ollama';

export const OllamaEngineSchema = z
  .object({
    kind: z.literal('ollama'),
    model: z.string().min(1),
    /** Default: $OLLAMA_HOST, else http://127.0.0.1:11434 (the npm client does not read OLLAMA_HOST itself). */
    host: z.string().url().optional(),
    /** Passed to the model as Ollama options (temperature, seed, num_ctx, …). */
    options: optionsField({ temperature: 0, seed: 42, num_ctx: 8192 }),
    keep_alive: z.union([z.string(), z.number()]).optional(),
    ...serverFields(DEFAULT_CACHE_DIR),
  })
  .strict();

export type OllamaEngineConfig = z.infer<typeof OllamaEngineSchema>;

/** Where an Ollama engine talks to: its host, else $OLLAMA_HOST, else the default. */
export function ollamaHost(engine: OllamaEngineConfig, env: NodeJS.ProcessEnv = process.env): string {
  const raw = engine.host ?? env.OLLAMA_HOST ?? DEFAULT_OLLAMA_HOST;
  // OLLAMA_HOST may be given as host:port without a scheme, as the Ollama CLI accepts.
  return /^https?:\/\//.test(raw) ? raw : `http://${raw}`;
}
