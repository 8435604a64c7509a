import type { Advice } from '../wire/packet.js';

/** A record's review state: `active` (in briefs unless approval is required), `approved` (always eligible), `retired` (never). */
export type GapStatus = 'active' | 'approved' | 'retired';
export const GAP_STATUSES: readonly GapStatus[] = ['active', 'approved', 'retired'];

/**
 * A gap record: a failure pattern for a class of questions, written by the
 * Overseer's Abstraction step and kept in the gap store (PGlite or a
 * Postgres server, same schema). Nothing in it may name the task it came
 * from: no entity, number or answer of that question (the store refuses
 * such a record); `source_tasks` and `source_hashes` only keep it out of
 * the briefs of those very tasks.
 */
export interface GapRecord {
  id: string;
  question_type: string;
  /** Question features the lesson is keyed on (generic words). */
  features: string[];
  /** The failure pattern, for a class of questions. */
  pattern: string;
  /** The diagnosis, abstracted (no question specifics). */
  diagnosis: string;
  advice: Advice;
  /** How many attempts produced this same pattern (merged records add up). */
  support: number;
  /** Attempts that had this record in their brief and then passed / failed. */
  helpful: number;
  harmful: number;
  /** Task ids and normalised-question hashes of the attempts it was learned from. */
  source_tasks: string[];
  source_hashes: string[];
  status: GapStatus;
  /** The learning cycle it was first written in (records of cycle k are briefed from cycle k+1). */
  cycle: number;
  /** ISO 8601, when first written. */
  created_at: string;
}

/** What the Overseer's Abstraction produced, with where it came from (for the leak check and the exclusions). */
export interface NewGapRecord {
  question_type: string;
  features: string[];
  pattern: string;
  diagnosis: string;
  advice: Advice;
  source_task: string;
  /** The question and expected answer of the source task: the store refuses a record that contains either's specifics. */
  source_question: string;
  source_expected: string;
  cycle: number;
}

export type AddOutcome = { status: 'added'; id: string } | { status: 'merged'; id: string } | { status: 'refused'; reason: string };

export interface RetrieveQuery {
  question_type: string;
  /** Text to match by Postgres full-text search (the question, or its features). */
  text: string;
  /** The task being briefed: records learned from it (by id or by normalised-question hash) are never returned. */
  task_id: string;
  question: string;
  k: number;
  /** Only records first written in an earlier cycle (cycles: learned in k, briefed from k+1). */
  before_cycle?: number;
  /** learning.require_approval: only approved records. */
  approved_only: boolean;
}

/** The gap store: one interface over PGlite (embedded) and a Postgres server, same schema, migrations and queries. */
export interface GapStore {
  /** Add a record, or merge it into one stating the same pattern (support +1, sources appended), or refuse it with the reason. */
  add(record: NewGapRecord): Promise<AddOutcome>;
  /** Top-k records for a task, by question type and full-text similarity; retired ones never, the task's own never. */
  retrieve(query: RetrieveQuery): Promise<GapRecord[]>;
  /** The records were in a brief and the attempt then passed (helpful +1) or failed (harmful +1). */
  recordOutcome(ids: readonly string[], passed: boolean): Promise<void>;
  list(filter?: { status?: GapStatus }): Promise<GapRecord[]>;
  get(id: string): Promise<GapRecord | null>;
  /** false when there is no such record. */
  setStatus(id: string, status: GapStatus): Promise<boolean>;
  close(): Promise<void>;
}
