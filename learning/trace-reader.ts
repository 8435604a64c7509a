import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { LogLine } from '../agent/workspace.js';
import { resolutionOf, type ScoredAttempt } from './resolution.js';
import { parseAgentLog, summariseAttempt, type Trace } from './trace.js';

/** One attempt as the bench recorded it: the task, the id it had on the wire, and its scored result. */
export interface AttemptRecord extends ScoredAttempt {
  task_id: string;
  /** The task id the attempt had on the wire (`<task_id>#<attempt>` for a try again). */
  wire_task_id: string;
  attempt: number;
  raw_answer: string | null;
  /** When the hub began sending its doc_init (shared monotonic clock); absent when none was sent. */
  init_sent_mono_ms?: number;
}

/**
 * The traces of a session's attempts, read from the agents' workspace logs
 * (`<workspaceRoot>/<id>/agent.log`) once the agents have stopped and
 * flushed them. The hub's relay is not involved: the agents already log
 * every packet they receive and emit, decoded, so reading them at the end
 * adds nothing to the per-frame path. Only lines of these attempts are kept
 * in memory. An agent whose log is missing contributes nothing: the outputs
 * it would have produced are unknown, and the rules say `undetermined`
 * where they would need them.
 */
export function readTraces(attempts: readonly AttemptRecord[], agents: readonly { id: string; tool: string }[], workspaceRoot: string): Trace[] {
  if (attempts.length === 0) return [];
  const wanted = new Set(attempts.map((a) => a.wire_task_id));
  const logs = new Map<string, { tool: string; lines: LogLine[] }>();
  for (const agent of agents) {
    let text: string;
    try {
      text = readFileSync(join(workspaceRoot, agent.id, 'agent.log'), 'utf8');
    } catch {
      continue;
    }
    logs.set(agent.id, { tool: agent.tool, lines: parseAgentLog(text).filter((l) => wanted.has(l.packet?.task_id)) });
  }
  return attempts.map((a) => {
    const { calls, outputs } = summariseAttempt(a.wire_task_id, logs, a.init_sent_mono_ms);
    return {
      task_id: a.task_id,
      attempt: a.attempt,
      tool_calls: calls,
      raw_answer: a.raw_answer,
      answer: a.answer,
      expected: a.expected,
      resolution_type: resolutionOf(a, outputs),
      brief: null,
      plan: null,
      question_type: null,
      diagnosis: null,
      record_id: null,
      record_note: null,
    };
  });
}
