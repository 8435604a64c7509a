import { OpenAIEngineSchema } from './openai-config.js';
import { serverEngineKind } from './server-kind.js';

/**
 * The OpenAI-compatible engine kind (OpenAI, vLLM, llama.cpp, LM Studio,
 * OpenRouter). The client (openai-engine.ts, with the `openai` package) is
 * loaded only when an engine is made or checked.
 */
export const openaiEngine = serverEngineKind(OpenAIEngineSchema, async () => {
  const { OpenAIEngine, preflight } = await import('./openai-engine.js');
  return { create: (config, context) => new OpenAIEngine(config, context), preflight };
});
