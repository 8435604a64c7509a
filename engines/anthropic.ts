import { AnthropicEngineSchema } from './anthropic-config.js';
import { serverEngineKind } from './server-kind.js';

/**
 * The Anthropic engine kind. The client (anthropic-engine.ts, with the
 * `@anthropic-ai/sdk` package) is loaded only when an engine is made or
 * checked.
 */
export const anthropicEngine = serverEngineKind(AnthropicEngineSchema, async () => {
  const { AnthropicEngine, preflight } = await import('./anthropic-engine.js');
  return { create: (config, context) => new AnthropicEngine(config, context), preflight };
});
