import { OllamaEngineSchema } from './ollama-config.js';
import { serverEngineKind } from './server-kind.js';

/**
 * The Ollama engine kind. The client (ollama-engine.ts, with the `ollama`
 * package) is loaded only when an engine is made or checked.
 */
export const ollamaEngine = serverEngineKind(OllamaEngineSchema, async () => {
  const { OllamaEngine, preflight } = await import('./ollama-engine.js');
  return { create: (config, context) => new OllamaEngine(config, context), preflight };
});
