import { z } from 'zod';
import type { Engine, EngineStats } from './engine.js';
import type { EngineConfigSchema, EngineKind } from './engine-kind.js';
import { anthropicEngine } from './anthropic.js';
import { localEngine } from './local.js';
import { ollamaEngine } from './ollama.js';
import { openaiEngine } from './openai.js';
import { costUsd } from './price.js';

/** Every engine kind, by its `kind`: one line each. */
const ENGINES = [localEngine, ollamaEngine, openaiEngine, anthropicEngine] as const;

type SchemasOf<T extends readonly unknown[]> = { -readonly [K in keyof T]: T[K] extends { schema: infer S } ? S : never };
type Schemas = SchemasOf<typeof ENGINES>;

/** The engine part of the config: one of the registered kinds. */
export const EngineSchema = z.discriminatedUnion('kind', ENGINES.map((e) => e.schema) as unknown as Schemas);
export type EngineConfig = z.infer<typeof EngineSchema>;

const byKind = new Map<string, EngineKind<EngineConfigSchema>>(ENGINES.map((e) => [e.schema.shape.kind.value, e as unknown as EngineKind<EngineConfigSchema>]));

/** Every registered kind, for messages and docs. */
export function engineKinds(): string[] {
  return [...byKind.keys()];
}

function kindOf(config: EngineConfig): EngineKind<EngineConfigSchema> {
  // The schema admits registered kinds only, so a parsed config always finds one.
  return byKind.get(config.kind)!;
}

/** The engine a tool runs on (undefined: the local tools); loads the kind's client only when used. */
export function createEngine(config: EngineConfig, context: { cwd?: string; env?: NodeJS.ProcessEnv } = {}): Promise<Engine | undefined> {
  return kindOf(config).create(config, context);
}

/** Check the server and model before any task; throws a MeshError that says what to do. */
export function preflightEngine(config: EngineConfig, env: NodeJS.ProcessEnv = process.env): Promise<void> {
  return kindOf(config).preflight(config, env);
}

/** A short name for run labels: `local`, `ollama-llama3.2`, … */
export function engineLabel(config: EngineConfig): string {
  return kindOf(config).label(config);
}

/** The configured model, or null for an engine without one. */
export function engineModel(config: EngineConfig): string | null {
  return kindOf(config).model(config);
}

/** The config with its response cache off, whatever the kind. */
export function withoutCache(config: EngineConfig): EngineConfig {
  return kindOf(config).withoutCache(config) as EngineConfig;
}

/** What `stats` cost on this engine, in US dollars; undefined when its config gives no price. */
export function engineCost(config: EngineConfig, stats: EngineStats): number | undefined {
  const price = kindOf(config).price(config);
  return price ? costUsd(price, stats) : undefined;
}
