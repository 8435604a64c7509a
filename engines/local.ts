import { z } from 'zod';
import type { EngineKind } from './engine-kind.js';

/** The embedded default: deterministic rules, no model, no server. Tools run their local variants (no Engine object). */
export const localEngine = {
  schema: z.object({ kind: z.literal('local') }).strict(),
  label: () => 'local',
  model: () => null,
  create: async () => undefined,
  preflight: async () => {},
  withoutCache: (config) => config,
  price: () => null,
} satisfies EngineKind<z.ZodObject<{ kind: z.ZodLiteral<'local'> }>>;
