import { z } from 'zod';

/**
 * Packets are the mesh's messages: a discriminated union on `type`, one zod
 * schema each. Every packet carries the `task_id` it belongs to, its
 * `sender` (an agent id, or "hub") and the engine tokens it cost.
 * Schemas are applied once, where bytes become a packet (the adapters'
 * callers); inside the process packets are trusted.
 */
const base = {
  task_id: z.string().min(1),
  sender: z.string().min(1),
  /** Engine tokens spent producing this packet (see README: local engine = words read + written). */
  token_used: z.number().int().nonnegative(),
};

export const DocInitSchema = z.object({
  type: z.literal('doc_init'),
  ...base,
  question: z.string(),
  /** The task's document, cut into chunks of `chunk_size` characters. */
  chunks: z.array(z.string()),
  file_name: z.string().nullable(),
});

export const SearchDocsSchema = z.object({
  type: z.literal('search_docs'),
  ...base,
  /**
   * What search retrieved: document chunks (`chunk` = chunk index), or for
   * a table, its header (`text` = JSON array of column names) and rows
   * (`chunk` = row index, `text` = the row as a JSON object); for prose,
   * also the document's headings (`chunk` = the chunk the heading starts
   * in, `text` = the section as JSON: id, depth, number, title, version,
   * date, start, end). Those texts are written and read only through the
   * codecs in tools/packet-content.ts.
   */
  docs: z.array(z.object({ kind: z.enum(['chunk', 'header', 'row', 'heading']), chunk: z.number().int().nonnegative(), score: z.number(), text: z.string() })),
});

export const EventsSchema = z.object({
  type: z.literal('events'),
  ...base,
  events: z.array(
    z.object({
      kind: z.string(),
      text: z.string(),
      chunk: z.number().int().nonnegative(),
      score: z.number(),
      /** The id of the document section the event comes from (prose only). */
      section: z.number().int().nonnegative().optional(),
    }),
  ),
});

export const TriplesSchema = z.object({
  type: z.literal('triples'),
  ...base,
  triples: z.array(
    z.object({
      subject: z.string(),
      relation: z.string(),
      object: z.string(),
      /** Index of the event the triple was read from. */
      source: z.number().int().nonnegative(),
    }),
  ),
});

export const FinalAnswerSchema = z.object({
  type: z.literal('final_answer'),
  ...base,
  tag: z.literal('data_event'),
  /** null when the reasoner found no answer. */
  answer: z.string().nullable(),
  /** Free-text account of how the answer was reached. */
  reasoning: z.string(),
});

/** A tool that failed: failures are data, and end the task early with a reason. */
export const ToolErrorSchema = z.object({
  type: z.literal('tool_error'),
  ...base,
  tool: z.string(),
  message: z.string(),
});

export const PacketSchema = z.discriminatedUnion('type', [DocInitSchema, SearchDocsSchema, EventsSchema, TriplesSchema, FinalAnswerSchema, ToolErrorSchema]);

export type Packet = z.infer<typeof PacketSchema>;
export type PacketType = Packet['type'];
export type DocInit = z.infer<typeof DocInitSchema>;
export type SearchDocs = z.infer<typeof SearchDocsSchema>;
export type Events = z.infer<typeof EventsSchema>;
export type Triples = z.infer<typeof TriplesSchema>;
export type FinalAnswer = z.infer<typeof FinalAnswerSchema>;
export type ToolError = z.infer<typeof ToolErrorSchema>;
export type PacketOf<T extends PacketType> = Extract<Packet, { type: T }>;

export const PACKET_TYPES: readonly PacketType[] = PacketSchema.options.map((o) => o.shape.type.value);

/** Cut `text` into consecutive chunks of at most `size` characters. */
export function chunkText(text: string, size: number): string[] {
  if (size < 1) throw new RangeError('chunk size must be at least 1');
  const chunks: string[] = [];
  for (let i = 0; i < text.length; i += size) chunks.push(text.slice(i, i + size));
  return chunks;
}
