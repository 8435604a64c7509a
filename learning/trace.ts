import { z } from 'zod';
import { BriefRecordSchema, DiagnosisSchema, PACKET_TYPES, PlanSchema, type Packet, type PacketType } from '../wire/packet.js';
import type { LogLine } from '../agent/workspace.js';
import { RESOLUTION_TYPES, type ResolutionType, type ToolOutputs } from './resolution.js';

/** One tool's call in an attempt, in summary: who ran, what it emitted, its size and cost, and when. */
export const ToolCallSchema = z.object({
  agent: z.string(),
  tool: z.string(),
  /** The packet type the tool emitted (tool_error when it failed). */
  produced: z.enum(PACKET_TYPES as [PacketType, ...PacketType[]]),
  /** Frame bytes on the wire, 4-byte prefix included. */
  bytes: z.number().int().nonnegative(),
  token_used: z.number().int().nonnegative(),
  /** Ms from the hub sending the attempt's doc_init to the packet being emitted (shared monotonic clock); null when the start is not known. */
  at_ms: z.number().nullable(),
});
export type ToolCall = z.infer<typeof ToolCallSchema>;

/**
 * One line of traces.jsonl: one attempt at a task (a task tried again after
 * an agent was lost has one line per try, `attempt` counting from 0). The
 * tool calls are in the order emitted; `expected` is added after scoring and
 * never reaches an answering agent. `brief`, `plan` and `question_type` are
 * null without a planner; `diagnosis`, `record_id` and `record_note` without
 * an Overseer (or for an attempt it was not asked about).
 */
export const TraceSchema = z
  .object({
    task_id: z.string(),
    attempt: z.number().int().nonnegative(),
    tool_calls: z.array(ToolCallSchema),
    raw_answer: z.string().nullable(),
    answer: z.string().nullable(),
    expected: z.string().nullable(),
    resolution_type: z.enum(RESOLUTION_TYPES as [ResolutionType, ...ResolutionType[]]),
    /** The gap records the planner was briefed with (null: no planner). */
    brief: z.array(BriefRecordSchema).nullable(),
    /** The plan the tools followed (null: no planner, or none came). */
    plan: PlanSchema.omit({ type: true, task_id: true, sender: true, token_used: true }).nullable(),
    /** The planner's question type (null without a plan). */
    question_type: z.string().nullable().default(null),
    /** The Overseer's diagnosis of a wrong or unanswered attempt (null: not overseen). */
    diagnosis: DiagnosisSchema.omit({ type: true, task_id: true, sender: true, token_used: true }).nullable(),
    /** The gap record the attempt produced or was merged into (null: none). */
    record_id: z.string().nullable(),
    /** Why no record came of an overseen attempt (no lesson, refused by the store, the Overseer failed); null otherwise. */
    record_note: z.string().nullable().default(null),
  })
  .strict();
export type Trace = z.infer<typeof TraceSchema>;

/**
 * What the agents logged for one attempt's wire task id: the packets each
 * emitted (`tx` lines of agent.log, in order), summarised as tool calls, and
 * their contents as the texts the resolution rules read. An output no agent
 * logged is null there; the document is the doc_init any agent received.
 */
export function summariseAttempt(
  wireTaskId: string,
  logs: ReadonlyMap<string, { tool: string; lines: readonly LogLine[] }>,
  startMonoMs: number | undefined,
): { calls: ToolCall[]; outputs: ToolOutputs } {
  const calls: (ToolCall & { mono: number })[] = [];
  const outputs: ToolOutputs = { document: null, search: null, extract: null, triples: null };
  const add = (key: 'search' | 'extract' | 'triples', texts: string[]): void => {
    outputs[key] = [...(outputs[key] ?? []), ...texts];
  };
  for (const [agent, { tool, lines }] of logs) {
    for (const line of lines) {
      const p: Packet = line.packet;
      if (p.task_id !== wireTaskId) continue;
      if (line.dir === 'rx') {
        if (p.type === 'doc_init' && outputs.document === null) outputs.document = p.chunks.join('');
        continue;
      }
      calls.push({
        agent,
        tool,
        produced: p.type,
        bytes: line.bytes,
        token_used: p.token_used,
        at_ms: startMonoMs === undefined ? null : Math.round((line.mono_ms - startMonoMs) * 1000) / 1000,
        mono: line.mono_ms,
      });
      if (p.type === 'search_docs')
        add(
          'search',
          p.docs.map((d) => d.text),
        );
      else if (p.type === 'events')
        add(
          'extract',
          p.events.map((e) => e.text),
        );
      else if (p.type === 'triples')
        add(
          'triples',
          p.triples.map((t) => `${t.subject} ${t.relation} ${t.object}`),
        );
    }
  }
  calls.sort((a, b) => a.mono - b.mono);
  return { calls: calls.map(({ mono: _mono, ...c }) => c), outputs };
}

/** The packet lines of an agent.log's text; a line cut short or unreadable is skipped. */
export function parseAgentLog(text: string): LogLine[] {
  const lines: LogLine[] = [];
  for (const raw of text.split('\n')) {
    if (!raw) continue;
    try {
      lines.push(JSON.parse(raw) as LogLine);
    } catch {
      // A line cut short by an agent killed mid-write: that packet is simply unknown.
    }
  }
  return lines;
}
