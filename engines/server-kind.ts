import type { z } from 'zod';
import type { Engine } from './engine.js';
import type { EngineConfigSchema, EngineKind } from './engine-kind.js';
import type { EnginePrice } from './price.js';

/** What every server kind's config has (server-config.ts). */
interface ServerKindConfig {
  kind: string;
  model: string;
  cache: boolean;
  price?: EnginePrice | undefined;
}

/** A run label for a kind with a model: `ollama-qwen2.5_7b`, `anthropic-claude-haiku-4-5`. */
export function modelLabel(kind: string, model: string): string {
  return `${kind}-${model.replace(/[^A-Za-z0-9.-]/g, '_')}`;
}

/** A kind's client module, loaded only when an engine is made or checked. */
export interface ServerClient<C> {
  create(config: C, context: { cwd?: string; env?: NodeJS.ProcessEnv }): Engine;
  preflight(config: C, env: NodeJS.ProcessEnv): Promise<void>;
}

/**
 * An engine kind on a model server (Ollama, OpenAI-compatible, Anthropic):
 * labelled by kind and model, priced by its `price`, its cache turned off by
 * `cache: false`, and its client (with its npm package) loaded by `load`
 * only in a process that makes or checks such an engine.
 */
export function serverEngineKind<S extends EngineConfigSchema & z.ZodType<ServerKindConfig>>(
  schema: S,
  load: () => Promise<ServerClient<z.infer<S>>>,
): EngineKind<S> {
  const kind = schema.shape.kind.value;
  return {
    schema,
    label: (config) => modelLabel(kind, config.model),
    model: (config) => config.model,
    create: async (config, context) => (await load()).create(config, context),
    preflight: async (config, env) => (await load()).preflight(config, env),
    withoutCache: (config) => ({ ...config, cache: false }),
    price: (config) => config.price ?? null,
  };
}
