import { z } from 'zod';
import { EngineSchema } from '../engines/registry.js';
import { NatsSchema } from '../transport/nats-settings.js';

/** Environment variable through which the hub hands an agent process its settings (JSON). */
export const AGENT_ENV = 'GAIA_MESH_AGENT';

/** What one agent process needs to start. */
export const AgentSettingsSchema = z
  .object({
    id: z.string(),
    tool: z.string(),
    port: z.number().int().min(0).max(65535),
    protocol: z.string(),
    workspace: z.string(),
    max_frame_bytes: z.number().int().positive(),
    engine: EngineSchema,
    /** A planner is in the mesh: answering tools wait for each task's plan. */
    planned: z.boolean().default(false),
    /** nats: the agent joins run `run` through the NATS servers of `nats` instead of listening on `port` (absent: tcp). */
    transport: z.enum(['tcp', 'nats']).optional(),
    nats: NatsSchema.optional(),
    run: z.string().optional(),
  })
  .strict();
export type AgentSettings = z.infer<typeof AgentSettingsSchema>;
