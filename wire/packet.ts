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

/**
 * What a gap record advises the planner to do for a class of questions
 * (learning loop, issue 14). Every field is optional: an absent one leaves
 * that choice to the planner. Choices are names the tools know (see
 * tools/plan-choices.ts); an unknown name is ignored by the tools, never an error.
 */
export const AdviceSchema = z
  .object({
    /** The kind of value to answer with (the local tools' AnswerType names: number, year, date, name, id, version, text). */
    answer_type: z.string().optional(),
    /** How much of the document retrieval keeps. */
    breadth: z.enum(['narrow', 'normal', 'wide']).optional(),
    /** Answering strategies to try first, and to skip. */
    prefer: z.array(z.string()).optional(),
    avoid: z.array(z.string()).optional(),
  })
  .strict();
export type Advice = z.infer<typeof AdviceSchema>;

/** A gap record as the planner sees it in a brief: the lesson, never the task it came from. */
export const BriefRecordSchema = z.object({
  id: z.string(),
  question_type: z.string(),
  /** The question features the lesson is keyed on. */
  features: z.array(z.string()),
  pattern: z.string(),
  advice: AdviceSchema,
  /** Attempts that followed it and then passed, and failed (as the store counted them when the session began). */
  helpful: z.number().int().nonnegative(),
  harmful: z.number().int().nonnegative(),
});

/** hub → planner only: the gap records retrieved for this task (possibly none). */
export const BriefSchema = z.object({
  type: z.literal('brief'),
  ...base,
  records: z.array(BriefRecordSchema),
});

/** planner → the answering tools: how to go about this question. */
export const PlanSchema = z.object({
  type: z.literal('plan'),
  ...base,
  /** The planner's class of the question (e.g. count, table_lookup, date, list…): results.jsonl's question_type. */
  question_type: z.string(),
  /** Expected answer type and format ("comma-separated list", "number without units"…). */
  answer_type: z.string().nullable(),
  answer_format: z.string().nullable(),
  /** The operation that turns evidence into the answer (lookup, count, sum, difference, compare, list…). */
  operation: z.string().nullable(),
  retrieval: z.object({ breadth: z.enum(['narrow', 'normal', 'wide']), hints: z.array(z.string()) }),
  prefer: z.array(z.string()),
  avoid: z.array(z.string()),
  /** Failure modes to keep clear of, from the brief's records. */
  failure_modes: z.array(z.string()),
  /** Ids of the brief's records the plan followed. */
  records: z.array(z.string()),
});

/**
 * hub → Overseer only, after a wrong or unanswered attempt was scored: the
 * task (question and document), the attempt's trace, and the expected
 * answer. Never relayed, under any routing: the expected answer must not
 * reach an answering agent.
 */
export const VerdictSchema = z.object({
  type: z.literal('verdict'),
  ...base,
  question: z.string(),
  chunks: z.array(z.string()),
  file_name: z.string().nullable(),
  expected: z.string(),
  answer: z.string().nullable(),
  resolution_type: z.string(),
  /** The plan the attempt followed (null without a planner). */
  plan: PlanSchema.omit({ type: true, task_id: true, sender: true, token_used: true }).nullable(),
  /** The attempt's trace line (learning/trace.ts), as JSON. */
  trace: z.string(),
});

/** Overseer → hub, step one: where and why the chain broke. Proposes no fix. */
export const DiagnosisSchema = z.object({
  type: z.literal('diagnosis'),
  ...base,
  /** The stage that lost the answer: search, extract, triple, reason, format, plan, or unknown. */
  stage: z.string(),
  text: z.string(),
  /** A choice that, tried, produced the expected answer (found by re-running the tools); null when none did or none was tried. */
  alternative: AdviceSchema.nullable(),
});

/** Overseer → hub, step two: the diagnosis abstracted into a record for a class of questions, or why none was made. */
export const GapRecordPacketSchema = z.object({
  type: z.literal('gap_record'),
  ...base,
  record: z
    .object({
      question_type: z.string(),
      /** Question features the lesson is keyed on (generic words, never the question's entities, numbers or answer). */
      features: z.array(z.string()),
      pattern: z.string(),
      diagnosis: z.string(),
      advice: AdviceSchema,
    })
    .nullable(),
  /** Why no record was made (record null). */
  reason: z.string().nullable(),
});

export const PacketSchema = z.discriminatedUnion('type', [
  DocInitSchema,
  SearchDocsSchema,
  EventsSchema,
  TriplesSchema,
  FinalAnswerSchema,
  ToolErrorSchema,
  BriefSchema,
  PlanSchema,
  VerdictSchema,
  DiagnosisSchema,
  GapRecordPacketSchema,
]);

export type Packet = z.infer<typeof PacketSchema>;
export type PacketType = Packet['type'];
export type DocInit = z.infer<typeof DocInitSchema>;
export type SearchDocs = z.infer<typeof SearchDocsSchema>;
export type Events = z.infer<typeof EventsSchema>;
export type Triples = z.infer<typeof TriplesSchema>;
export type FinalAnswer = z.infer<typeof FinalAnswerSchema>;
export type ToolError = z.infer<typeof ToolErrorSchema>;
export type Brief = z.infer<typeof BriefSchema>;
export type BriefRecord = z.infer<typeof BriefRecordSchema>;
export type Plan = z.infer<typeof PlanSchema>;
export type Verdict = z.infer<typeof VerdictSchema>;
export type Diagnosis = z.infer<typeof DiagnosisSchema>;
export type GapRecordPacket = z.infer<typeof GapRecordPacketSchema>;
/** Learning traffic: between the hub and the planner or Overseer only, metered apart from task traffic. */
export const LEARNING_TYPES: ReadonlySet<PacketType> = new Set<PacketType>(['brief', 'verdict', 'diagnosis', 'gap_record']);
export type PacketOf<T extends PacketType> = Extract<Packet, { type: T }>;

export const PACKET_TYPES: readonly PacketType[] = PacketSchema.options.map((o) => o.shape.type.value);

/** Cut `text` into consecutive chunks of at most `size` characters. */
export function chunkText(text: string, size: number): string[] {
  if (size < 1) throw new RangeError('chunk size must be at least 1');
  const chunks: string[] = [];
  for (let i = 0; i < text.length; i += size) chunks.push(text.slice(i, i + size));
  return chunks;
}
