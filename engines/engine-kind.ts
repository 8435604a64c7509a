import type { z } from 'zod';
import type { Engine } from './engine.js';
import type { EnginePrice } from './price.js';

/** What an engine kind's config must look like: an object told apart by `kind`. */
export type EngineConfigSchema = z.ZodObject<{ kind: z.ZodLiteral<string> } & z.ZodRawShape>;

/**
 * One kind of engine (`engine.kind` in the config), registered in
 * engines/registry.ts. Adding an engine is one file exporting one of these,
 * plus one line in the registry; nothing else dispatches on `kind`.
 */
export interface EngineKind<S extends EngineConfigSchema> {
  /** The config schema (strict), with its defaults. */
  readonly schema: S;
  /** A short name for labels (comparison runs): the kind, with the model where there is one. */
  label(config: z.infer<S>): string;
  /** The model, as named in the config; null for an engine without one. */
  model(config: z.infer<S>): string | null;
  /**
   * The engine an agent's tool runs on, or undefined for the local tools.
   * Called in the agent process; load the kind's client here (dynamic
   * import), so agents on other engines never load it.
   */
  create(config: z.infer<S>, context: { cwd?: string; env?: NodeJS.ProcessEnv }): Promise<Engine | undefined>;
  /** Before any task: the server answers and has the model, else a MeshError that says what to do. */
  preflight(config: z.infer<S>, env: NodeJS.ProcessEnv): Promise<void>;
  /** The same config with its response cache off (`--no-cache`). */
  withoutCache(config: z.infer<S>): z.infer<S>;
  /** What the model costs per million tokens, for `cost_usd`; null when the config gives no price. */
  price(config: z.infer<S>): EnginePrice | null;
}
