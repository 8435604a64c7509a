import type { RunEntry } from './run-catalog.js';
import type { TaskRow } from './task-table.js';

/**
 * What a --static report embeds in its page: the same bodies the API
 * would return, keyed by run id (and task id). Task details and timelines
 * are embedded for at most `detail_limit` tasks per run, failures first.
 */
export interface EmbeddedReport {
  generated_at: string;
  detail_limit: number;
  runs: RunEntry[];
  /** GET /api/runs/:run bodies. */
  summaries: Record<string, unknown>;
  /** Every task row of each run (the table is filtered and paged in the page). */
  rows: Record<string, TaskRow[]>;
  /** Every record of each run's gaps.jsonl (runs without one are absent); paged in the page like GET /api/runs/:run/gaps. */
  gaps: Record<string, unknown[]>;
  /** GET /api/runs/:run/tasks/:task_id and …/timeline bodies. */
  tasks: Record<string, Record<string, { detail: unknown; timeline: unknown }>>;
}
