import type { EngineKind } from './engine-kind.js';
import { OllamaEngineSchema } from './ollama-config.js';

/**
 * The Ollama engine kind. The client (ollama-engine.ts, with the `ollama`
 * package) is loaded only when an engine is made or checked.
 */
export const ollamaEngine: EngineKind<typeof OllamaEngineSchema> = {
  schema: OllamaEngineSchema,
  label: (config) => `ollama-${config.model.replace(/[^A-Za-z0-9.-]/g, '_')}`,
  model: (config) => config.model,
  create: async (config, context) => new (await import('./ollama-engine.js')).OllamaEngine(config, context),
  preflight: async (config, env) => (await import('./ollama-engine.js')).preflight(config, env),
  withoutCache: (config) => ({ ...config, cache: false }),
};
